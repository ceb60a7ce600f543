// End to end: the games can be heard. The page's audio graph is
// instrumented before the page loads (every oscillator started is
// recorded with its pitch), so the test hears what a person would: the
// sounds of a move, an eat and the tide in Fox & Dolphin, a mark and the
// end in tic-tac-toe; and nothing at all once muted, a choice the page
// remembers across a reload. The pitches are each cue's first note
// (src/ui/sound/model.rs, `Cue::notes`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, DESKTOP, PHONE, screenshot, appReady } from './harness.mjs';

const site = servedSite();
const { withPage } = site;

const MUTE_KEY = 'fox-and-xo.sound';
const HZ = { move: 660, ate: 523, tide: 196, won: 1047 };
/** The computer against itself on a small fast board: the first eat comes within a few tide steps. */
const WATCH = 'game=fox-dolphin&size=10&seed=8&fox=hard&dolphin=hard&cooldown=250&tide=1000&limit=30';

/** Records every oscillator started (its pitch) and every audio node made. */
function instrument() {
  window.heard = { notes: [], nodes: 0, contexts: 0 };
  const Base = window.BaseAudioContext;
  if (!Base) return;
  for (const name of ['createOscillator', 'createGain']) {
    const make = Base.prototype[name];
    Base.prototype[name] = function (...args) {
      window.heard.nodes += 1;
      return make.apply(this, args);
    };
  }
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (when) {
    window.heard.notes.push(Math.round(this.frequency.value));
    return start.call(this, when);
  };
  const Made = window.AudioContext;
  window.AudioContext = class extends Made {
    constructor(...args) {
      super(...args);
      window.heard.contexts += 1;
    }
  };
}

const heard = (page) => page.evaluate(() => window.heard);
/** Waits until every pitch in `hz` has been played. */
const hears = (page, hz, timeout = 20000) =>
  page.waitForFunction((hz) => hz.every((f) => window.heard.notes.includes(f)), hz, { timeout });
const mute = (page) => page.getByRole('button', { name: 'Mute' });

test('Fox & Dolphin: a move, an eat and the tide are heard; muted, remembered across a reload, nothing is', async () => {
  await withPage(DESKTOP, async (page) => {
    await page.addInitScript(instrument);
    await page.goto(`${site.base}?${WATCH}`);
    await appReady(page);
    assert.equal(await mute(page).getAttribute('aria-pressed'), 'false', 'sound on by default');
    assert.equal((await heard(page)).contexts, 0, 'no audio before a tap');
    await page.getByRole('button', { name: 'Start' }).click();
    await hears(page, [HZ.move, HZ.ate, HZ.tide]);
    await screenshot(page, 'sound-fd-playing-desktop');

    await mute(page).click();
    assert.equal(await mute(page).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), MUTE_KEY), 'off');
    await page.reload();
    await appReady(page);
    assert.equal(await mute(page).getAttribute('aria-pressed'), 'true', 'the mute is remembered');
    await page.getByRole('button', { name: 'Start' }).click();
    // Played on until the feed has an eat and the tide's line has changed
    // (a second tide step): heard by nobody.
    await page.waitForFunction(() => {
      const lines = [...document.querySelectorAll('.fd-feed li')].map((li) => li.textContent);
      const tide = document.querySelector('.fd-tide-line')?.textContent ?? '';
      window.tideLines = new Set([...(window.tideLines ?? []), tide].filter((t) => t));
      return lines.some((l) => / ate /.test(l)) && window.tideLines.size >= 2;
    }, null, { timeout: 20000, polling: 100 });
    const muted = await heard(page);
    assert.deepEqual(muted, { notes: [], nodes: 0, contexts: 0 }, 'nothing reaches the audio graph while muted');

    // Sound on again: heard at once, without a reload.
    await mute(page).click();
    assert.equal(await mute(page).getAttribute('aria-pressed'), 'false');
    await hears(page, [HZ.tide], 5000);
  });
});

test('tic-tac-toe: a mark and the win are heard; a malformed saved choice means sound on', async () => {
  await withPage(PHONE, async (page) => {
    await page.addInitScript(instrument);
    await page.addInitScript((key) => localStorage.setItem(key, '{"muted": maybe'), MUTE_KEY);
    await page.goto(`${site.base}?game=tic-tac-toe&opponent=friend&size=3&first=x`);
    await appReady(page);
    assert.equal(await mute(page).getAttribute('aria-pressed'), 'false', 'a malformed value is ignored');
    await screenshot(page, 'sound-ttt-phone');
    const cell = (row, col) => page.getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}, `) });
    await cell(1, 1).click();
    await hears(page, [HZ.move], 5000);
    for (const [row, col] of [[2, 1], [1, 2], [2, 2], [1, 3]]) await cell(row, col).click();
    await page.getByRole('status').filter({ hasText: /wins/ }).waitFor();
    await hears(page, [HZ.won], 5000);
  });
});

test('the mute control sits in the header at phone and desktop width', async () => {
  // One page, narrowed and widened (the layout is CSS alone: no page reads
  // its width, so the widened page is the page opened wide).
  const widths = [['phone', PHONE], ['desktop', DESKTOP]];
  await withPage(PHONE, async (page) => {
    await page.goto(`${site.base}?${WATCH}`);
    await appReady(page);
    for (const [name, viewport] of widths) {
      await page.setViewportSize(viewport);
      const box = await mute(page).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `inside the screen at ${viewport.width} px (${JSON.stringify(box)})`);
      assert.ok(box.height >= 32, 'a button a finger can hit');
      await screenshot(page, `sound-mute-${name}`, { fullPage: false });
    }
    await mute(page).click();
    for (const [name, viewport] of widths) {
      await page.setViewportSize(viewport);
      await screenshot(page, `sound-muted-${name}`, { fullPage: false });
    }
  });
});
