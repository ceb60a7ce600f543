// e2e: minutes 2
// End to end: the first minute of a Fox & Dolphin game as a newcomer sees
// it, on the release build. A count of 3, 2, 1 before the first tick (no
// tide and no clock before it ends; a click during it is refused natively,
// play/model/tests.rs), the tide's line saying when its first step comes,
// and that step 6 s after the count; a capture still listed 10 s later
// (the tide has a line of its own); the key to the board's marks beside the
// board; on a 390 px phone, one tap on Zoom makes a tile a finger's size
// and a move can still be played by taps. Screenshots of the first minute
// at phone and desktop width land in tests/e2e/artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, DESKTOP, screenshot, appReady, countedDown } from './harness.mjs';

const site = servedSite();
/** The phone of the issue: 390 × 844, a touch screen. */
const PHONE_390 = { width: 390, height: 844 };
const TOUCH = { touch: true };

async function open(page, query) {
  await page.goto(`${site.base}?game=fox-dolphin&${query}`);
  await appReady(page);
}

/** The game clock's elapsed seconds (`0:07 of 15:00`). */
async function elapsedS(page) {
  const text = await page.locator('.fd-time').textContent();
  const [, m, s] = /^(\d+):(\d\d)/.exec(text);
  return Number(m) * 60 + Number(s);
}

test('the first tide step comes after the count of 3, 2, 1: no tick and no tide before it ends', async () => {
  await site.withPage(DESKTOP, async (page) => {
    // The default game, with a fixed island.
    await open(page, 'seed=4');
    // Everything the count, the tide's line, the gauge and the clock show,
    // as it changes, with the page's time.
    await page.evaluate(() => {
      window.__seen = [];
      const read = () => {
        const count = document.querySelector('.fd-countdown');
        if (!count) return;
        const row = {
          at: performance.now(),
          count: count.textContent,
          tide: document.querySelector('.fd-tide-line')?.textContent ?? '',
          gauge: document.querySelector('.fd-tide-status')?.textContent ?? '',
          clock: document.querySelector('.fd-time')?.textContent ?? '',
        };
        const last = window.__seen.at(-1);
        if (!last || ['count', 'tide', 'gauge', 'clock'].some((k) => last[k] !== row[k])) window.__seen.push(row);
      };
      new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Start' }).click();
    const count = page.locator('.fd-countdown');
    assert.equal(await count.getAttribute('role'), 'status', 'the count is announced');
    await countedDown(page);
    await page.waitForFunction(() => document.querySelector('.fd-tide-line')?.textContent !== '');
    const seen = await page.evaluate(() => window.__seen);
    const counts = [...new Set(seen.map((r) => r.count))];
    assert.deepEqual(counts, ['Starting in 3', 'Starting in 2', 'Starting in 1', ''], 'three, two, one, then play');
    const counting = seen.filter((r) => r.count !== '');
    assert.ok(counting.every((r) => r.tide === '' && /^0:00 /.test(r.clock)), 'no tide step and no clock during the count');
    assert.ok(counting.every((r) => r.gauge === counting[0].gauge), `the tide gauge stands still: ${counting[0].gauge}`);
    // The game's clock waits during the count: the gauge says when the
    // first step comes, counted from the end of the count (6 s at the
    // defaults), not "in 1 s".
    assert.equal(counting[0].gauge, 'Step 1 of 6 (high tide). The tide waits: its first step floods 6 s after the count');
    const began = counting[0].at;
    const ended = seen.find((r) => r.count === '').at;
    const firstTide = seen.find((r) => r.tide !== '').at;
    assert.ok(ended - began >= 2_800, `the count lasts 3 s (${Math.round(ended - began)} ms)`);
    assert.ok(firstTide >= ended, 'the first tide step comes after it');
    // …a whole cycle of the default tide after it (6 s), then every second.
    assert.ok(firstTide - ended >= 5_500, `the first tide step ${Math.round(firstTide - ended)} ms after the count`);
    const atFirst = seen.find((r) => r.tide !== '');
    assert.match(atFirst.clock, /^0:0[67] /, `the first step at 0:06 on the game's clock: ${atFirst.clock}`);
  });
});

test('a capture is still listed 10 s after it happened; the tide keeps one line', async () => {
  await site.withPage(DESKTOP, async (page) => {
    // Easy against Easy on this island: a dolphin eats at about 0:02, and
    // only one more capture comes in the next 11 s (the native simulator).
    await open(page, 'seed=4&fox=easy&dolphin=easy');
    await page.getByRole('button', { name: 'Start' }).click();
    await countedDown(page);
    const captures = page.locator('.fd-feed li').filter({ hasText: / ate a / });
    await captures.first().waitFor({ timeout: 20_000 });
    const line = await captures.first().textContent();
    const at = await elapsedS(page);
    await screenshot(page, 'fd-first-minute-capture-desktop', { fullPage: false });
    await page.waitForFunction((until) => {
      const m = /^(\d+):(\d\d)/.exec(document.querySelector('.fd-time')?.textContent ?? '');
      return m && Number(m[1]) * 60 + Number(m[2]) >= until;
    }, at + 10, { timeout: 20_000 });
    const listed = await page.locator('.fd-feed li').allTextContents();
    assert.ok(listed.includes(line), `"${line}" (at ${at} s) still listed at ${await elapsedS(page)} s: ${JSON.stringify(listed)}`);
    assert.ok(listed.every((l) => !/tide \(step/.test(l)), 'no tide line among the events');
    assert.match(await page.locator('.fd-tide-line').textContent(), /^(High|Low) tide \(step \d of 6\)/);
  });
});

test('on a 390 px phone one tap on Zoom makes a tile at least 44 px, and a move is still played by taps', async () => {
  await site.withPage(PHONE_390, async (page) => {
    await open(page, 'seed=4&fox=you&dolphin=friend&tide=60000&limit=none');
    await page.getByRole('button', { name: 'Start' }).tap();
    await page.getByRole('grid').waitFor();
    await countedDown(page);
    const size = async () => (await page.locator('[role=gridcell]').first().boundingBox()).width;
    const before = await size();
    assert.equal(await page.getByRole('gridcell').count(), 144, 'the default 12 × 12 board');
    // A newcomer's first start shows the tip above the board, on the first
    // screen; once it is dismissed (one tap), Zoom is on the first screen.
    const tip = await page.locator('.fd-tip').boundingBox();
    assert.ok(tip && tip.y + tip.height <= PHONE_390.height, 'the tip is on the first screen');
    await page.getByRole('button', { name: 'Got it' }).tap();
    await page.locator('.fd-tip').waitFor({ state: 'detached' });
    const zoom = page.getByRole('button', { name: 'Zoom' });
    const box = await zoom.boundingBox();
    assert.ok(box.y + box.height <= PHONE_390.height, `Zoom is on the first screen (at ${Math.round(box.y)} px)`);
    await zoom.tap();
    assert.equal(await zoom.getAttribute('aria-pressed'), 'true');
    const after = await size();
    assert.ok(after >= 44, `a tile is ${after} px after one tap (was ${before} px)`);
    await screenshot(page, 'fd-first-minute-zoomed-phone', { fullPage: false });
    // Play goes on zoomed: tap a fox, then one of its targets.
    const foxes = page.locator('[role=gridcell].fox');
    let played = null;
    for (let i = 0; i < (await foxes.count()) && !played; i += 1) {
      const fox = foxes.nth(i);
      await fox.scrollIntoViewIfNeeded();
      const name = await fox.getAttribute('aria-label');
      await fox.tap();
      const target = page.locator('[role=gridcell].target').first();
      if ((await target.count()) === 0) continue;
      await target.scrollIntoViewIfNeeded();
      const to = (await target.getAttribute('aria-label')).replace(/, (land|water), empty$/, '');
      await target.tap();
      await page.getByRole('gridcell', { name: new RegExp(`^${to}, (land|water), fox$`) }).waitFor();
      played = name;
    }
    assert.ok(played, 'a fox moved by two taps on the zoomed board');
  }, TOUCH);
});

test('on a slow phone the board appears with its tiles: no frame shows an empty board when a game starts', async () => {
  await site.withPage(PHONE_390, async (page) => {
    await open(page, 'seed=4');
    // A slow phone: a game's first render then takes far over the 16 ms
    // after which Yew lets the browser paint before the render's effects.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // What each painted frame shows of the board, as it changes.
    await page.evaluate(() => {
      window.__frames = [];
      const look = () => {
        const grid = document.querySelector('.fd-grid');
        const seen = grid ? grid.querySelectorAll('[role=gridcell]').length : -1;
        if (window.__frames.at(-1) !== seen) window.__frames.push(seen);
        if (seen <= 0) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.getByRole('button', { name: 'Start' }).tap();
    await page.waitForFunction(() => window.__frames.at(-1) > 0, null, { timeout: 20000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // No board (-1), then the board with its 144 tiles, never a board of 0.
    assert.deepEqual(await page.evaluate(() => window.__frames), [-1, 144]);
  }, TOUCH);
});

test('the key to the board\'s marks is beside the board, drawn with the board\'s own tiles', async () => {
  await site.withPage(DESKTOP, async (page) => {
    await open(page, 'seed=4');
    await page.getByRole('button', { name: 'Start' }).click();
    const key = page.getByRole('region', { name: 'Key' });
    await key.waitFor();
    const lines = await key.locator('li').allTextContents();
    assert.deepEqual(lines.map((l) => l.replace(/^[▼▲]+/, '').split(':')[0]), ['Dotted', 'Pale with stripes', 'Hatched', 'A dot', 'Tide', 'Bar under each side']);
    assert.equal(await key.locator('.fd-tile.water.fox.danger').count(), 1, 'an animal in danger as the board draws it');
    assert.equal(await key.locator('[role=gridcell]').count(), 0, 'pictures, not tiles of the board');
  });
});

test('screenshots of the first minute at phone and desktop width: at the start, 2 s and 10 s on', async () => {
  for (const [name, viewport, options] of [['phone', PHONE_390, TOUCH], ['desktop', DESKTOP, {}]]) {
    await site.withPage(viewport, async (page) => {
      await open(page, 'seed=4');
      await screenshot(page, `fd-first-minute-${name}-setup`, { fullPage: false });
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.fd-countdown').filter({ hasText: 'Starting in 3' }).waitFor();
      await screenshot(page, `fd-first-minute-${name}-0s`, { fullPage: false });
      await countedDown(page);
      await page.waitForFunction(() => /^0:02 /.test(document.querySelector('.fd-time')?.textContent ?? ''));
      await screenshot(page, `fd-first-minute-${name}-2s`, { fullPage: false });
      await page.waitForFunction(() => /^0:10 /.test(document.querySelector('.fd-time')?.textContent ?? ''), null, { timeout: 15_000 });
      await screenshot(page, `fd-first-minute-${name}-10s`, { fullPage: false });
      await screenshot(page, `fd-first-minute-${name}-10s-full`);
    }, options);
  }
});
