// e2e: minutes 3
// End to end: Fox & Dolphin on the release build, in Debian's Chromium.
// Screenshots of every screen, at phone and desktop widths, go to artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedSite, DESKTOP, PHONE, screenshot, appReady, countedDown } from './harness.mjs';
import { nativeDigest, logBytes, base64url } from './fd_replay.mjs';

const site = servedSite();
const { withPage } = site;
/** Two people, slow tide: nothing changes the board unless we click. */
const QUIET = 'fox=you&dolphin=friend&cooldown=1000&tide=60000&limit=none';

/** Opens a Fox & Dolphin link and presses Start. */
async function start(page, query) {
  await page.goto(`${site.base}?game=fox-dolphin&${query}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('grid').waitFor();
  await countedDown(page);
}

/** Moves a range input (a scrubber) to `value`, as dragging it would. */
async function setRange(locator, value) {
  await locator.evaluate((input, v) => {
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Every tile's accessible name, row by row. */
async function tileNames(page) {
  return page.$$eval('[role=gridcell]', (cells) => cells.map((c) => c.getAttribute('aria-label')));
}

/**
 * Screenshots `name-phone`, then the same page widened to desktop width as
 * `name-desktop` (the layout is CSS alone: no page reads its width).
 */
async function shots(page, name) {
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

test('the landing page opens the setup, whose link gets a seed', async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(site.base);
    await appReady(page);
    await page.getByRole('link', { name: /Play Fox & Dolphin/ }).click();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.waitForFunction(() => /seed=\d+/.test(location.search));
    const seed = new URL(page.url()).searchParams.get('seed');
    assert.equal(await page.locator('input[name=seed]').inputValue(), seed, 'the seed is shown');
    await shots(page, 'fd-setup');
  });
});

test('computer against computer runs to its end in the browser with the native digest, and its replay link plays, scrubs and ends there', async () => {
  const settings = { size: 16, seed: 5, fox: 'hard', dolphin: 'easy', cooldown: 250, tide: 1000, limit: 30 };
  const native = nativeDigest(Object.entries(settings).flatMap(([k, v]) => [`--${k}`, String(v)]));
  await withPage(DESKTOP, async (page) => {
    const query = Object.entries(settings).map(([k, v]) => `${k}=${v}`).join('&');
    await start(page, query);
    const end = page.getByRole('heading', { name: 'Game over' });
    await end.waitFor({ timeout: 60000 });
    const outcome = await page.locator('.fd-outcome').textContent();
    assert.match(outcome, /^(The foxes win|The dolphins win|A draw)/);
    const digest = await page.locator('.fd-digest').getAttribute('data-digest');
    assert.match(await page.locator('.fd-digest').textContent(), new RegExp(digest));
    const counts = await page.locator('.fd-count').allTextContents();
    const clock = await page.locator('.fd-time').textContent();
    await screenshot(page, 'fd-end-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'fd-end-phone');
    await page.setViewportSize(DESKTOP);
    assert.equal(digest, await native, 'the browser played the native game, event for event');

    // The replay file downloads; the link fits in 8,000 characters.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download replay' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^fox-dolphin-5\.fdlog$/);
    const file = await readFile(await download.path());
    assert.ok(file.length > 10 && file.length < 100 && file[0] === 3, `a small log, version 3 (${file.length} bytes)`);
    const link = await page.getByRole('textbox', { name: 'Replay link' }).inputValue();
    assert.ok(link.length <= 8000 && link.includes('?game=fox-dolphin&replay='), link);
    await page.getByRole('button', { name: 'Copy replay link' }).click();
    await page.locator('.fd-copied').filter({ hasText: /./ }).waitFor();

    // The link opens the viewer, which plays from the start.
    await page.goto(link);
    await page.locator('.fd-replay').waitFor({ timeout: 20000 });
    const shown = page.locator('.fd-replay-digest');
    await page.waitForFunction(() => Number(document.querySelector('.fd-replay-digest')?.dataset.tick) > 0);
    assert.equal(await page.getByRole('button', { name: 'Pause', exact: true }).getAttribute('aria-pressed'), 'true');
    const scrub = page.getByRole('slider', { name: 'Moment of the game' });
    const last = Number(await scrub.getAttribute('max'));
    assert.ok(last > 0 && last <= 3000, `the game's ticks (${last})`);
    const at = async () => Number(await shown.getAttribute('data-tick'));
    const tickIs = (t) => page.waitForFunction((t) => document.querySelector('.fd-replay-digest').dataset.tick === String(t), t);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    // Back and forth.
    for (const tick of [Math.floor(last / 2), 0, last - 1, 250, 0]) {
      await setRange(scrub, tick);
      await tickIs(tick);
    }
    assert.deepEqual(await page.locator('.fd-count').allTextContents(), ['16 left', '16 left']);
    await page.getByRole('button', { name: 'Next event' }).click();
    await page.waitForFunction(() => document.querySelector('.fd-replay-digest').dataset.tick !== '0');
    assert.ok((await at()) <= 100, 'the first move comes before the first tide step');
    await screenshot(page, 'fd-replay-desktop');
    // At 16× the rest plays out in seconds, and stops where the game ended.
    await page.getByRole('button', { name: '16×' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await tickIs(last);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    assert.equal(await shown.getAttribute('data-digest'), digest, 'the same final digest');
    assert.deepEqual(await page.locator('.fd-count').allTextContents(), counts, 'the same counts');
    assert.equal(await page.locator('.fd-time').textContent(), clock, 'the same clock');
    assert.equal(await page.locator('.fd-feed li').last().textContent(), outcome, 'the feed ends with the outcome');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'fd-replay-phone');

    // The downloaded file opens the same replay from the setup.
    await page.getByRole('button', { name: 'Close replay' }).click();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await screenshot(page, 'fd-setup-after-replay-phone');
    await page.locator('input[type=file]').setInputFiles(await download.path());
    await page.locator('.fd-replay').waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await setRange(scrub, last);
    await page.waitForFunction((t) => document.querySelector('.fd-replay-digest').dataset.tick === String(t), last);
    assert.equal(await shown.getAttribute('data-digest'), digest);
  });
});

test('a person selects a fox, sees its targets and moves it by clicks', async () => {
  await withPage(DESKTOP, async (page) => {
    // A 5 s cooldown (the link's own): the second click must land inside
    // it, and at load 15 beside two other files 1 s had passed by then.
    await start(page, `size=10&seed=7&${QUIET.replace('cooldown=1000', 'cooldown=5000')}`);
    const foxes = page.getByRole('gridcell', { name: /, fox$/ });
    let targets = 0;
    for (let i = 0; i < (await foxes.count()) && targets === 0; i += 1) {
      await foxes.nth(i).click();
      targets = await page.locator('[role=gridcell].target').count();
      if (targets === 0) await foxes.nth(i).click(); // unselect
    }
    assert.ok(targets > 0, 'some fox has somewhere to go');
    const selected = await page.locator('[role=gridcell][aria-selected=true]').getAttribute('aria-label');
    const target = page.locator('[role=gridcell].target').first();
    const name = await target.getAttribute('aria-label');
    await screenshot(page, 'fd-selected-desktop');
    await target.click();
    const [, place, surface] = name.match(/^(Row \d+, column \d+), (land|water), /);
    await page.getByRole('gridcell', { name: `${place}, ${surface}, fox` }).waitFor();
    const from = selected.replace(/, fox$/, ', empty');
    await page.getByRole('gridcell', { name: from }).waitFor();
    // The fox stays selected; its next step comes before the cooldown ends.
    await page.locator('[role=gridcell].target').first().click();
    const refusal = page.locator('.fd-refusal');
    await refusal.waitFor();
    assert.match(await refusal.textContent(), /cooling down/);
    await screenshot(page, 'fd-refused-desktop');
  });
});

test('the keyboard moves the cursor, selects a fox and moves it', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, `size=10&seed=7&${QUIET}`);
    const place = (name) => name.match(/^Row (\d+), column (\d+)/).slice(1).map(Number);
    // Find a fox with somewhere to go (by clicking), then unselect it.
    const foxes = page.getByRole('gridcell', { name: /, fox$/ });
    let fox;
    let target;
    for (let i = 0; i < (await foxes.count()) && !target; i += 1) {
      await foxes.nth(i).click();
      const targets = page.locator('[role=gridcell].target');
      if ((await targets.count()) > 0) {
        fox = await foxes.nth(i).getAttribute('aria-label');
        target = await targets.first().getAttribute('aria-label');
      }
      await foxes.nth(i).click();
    }
    assert.ok(target, 'some fox can move');
    const grid = page.getByRole('grid');
    await grid.focus();
    const go = async ([fromRow, fromCol], [toRow, toCol]) => {
      const keys = [];
      for (let r = fromRow; r < toRow; r += 1) keys.push('ArrowDown');
      for (let r = fromRow; r > toRow; r -= 1) keys.push('ArrowUp');
      for (let c = fromCol; c < toCol; c += 1) keys.push('ArrowRight');
      for (let c = fromCol; c > toCol; c -= 1) keys.push('ArrowLeft');
      for (const key of keys) await page.keyboard.press(key);
    };
    // The cursor is where the last click was: on the fox.
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('[role=gridcell][aria-selected=true]').getAttribute('aria-label'), fox);
    await go(place(fox), place(target));
    const cursorId = await grid.getAttribute('aria-activedescendant');
    assert.equal(await page.locator(`#${cursorId}`).getAttribute('aria-label'), target);
    await page.keyboard.press('Enter');
    const [, at, surface] = target.match(/^(Row \d+, column \d+), (land|water), /);
    await page.getByRole('gridcell', { name: `${at}, ${surface}, fox` }).waitFor();
  });
});

test('pause stops the game clock, and so does a hidden tab, with no burst of tides on return', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, 'size=10&seed=3&fox=you&dolphin=friend&cooldown=1000&tide=1000&limit=none');
    const clock = page.locator('.fd-time');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Paused' }).waitFor();
    const paused = await clock.textContent();
    await page.waitForTimeout(1500);
    assert.equal(await clock.textContent(), paused, 'no time passes while paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    // Hide the tab for 3 s (three tide intervals), then show it again.
    // Each tide step replaces the tide's line: count its changes.
    await page.evaluate(() => {
      window.__tideSteps = 0;
      new MutationObserver(() => { window.__tideSteps += 1; })
        .observe(document.querySelector('.fd-tide-line'), { childList: true, characterData: true, subtree: true });
    });
    const steps = () => page.evaluate(() => window.__tideSteps);
    const stepsBefore = await steps();
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(3000);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(300);
    assert.ok((await steps()) - stepsBefore <= 1, 'at most one tide step came in the second around the hiding');
    assert.match(await clock.textContent(), /^0:0[0-2] /, 'the hidden seconds were not counted');
  });
});

test('leaving gives the game to the other side, and a rematch starts again', async () => {
  await withPage(PHONE, async (page) => {
    await start(page, `size=10&seed=7&fox=you&dolphin=normal&cooldown=1000&tide=60000&limit=none`);
    await page.getByRole('button', { name: 'Leave' }).click();
    const outcome = page.locator('.fd-outcome');
    await outcome.waitFor();
    // You left (the computer never does): the end is yours to read.
    assert.equal(await outcome.textContent(), 'The dolphins win: you left.');
    assert.equal(await page.locator('#fd-end-title').textContent(), 'You lose');
    await page.getByRole('button', { name: 'Change setup' }).click();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    assert.match(page.url(), /seed=7&/, 'the link still holds the seed');
  });
});

test('the same seed gives the same opening board, another seed another', async () => {
  const boards = [];
  for (const seed of [123, 123, 124]) {
    await withPage(DESKTOP, async (page) => {
      await start(page, `size=12&seed=${seed}&${QUIET}`);
      boards.push(await tileNames(page));
    });
  }
  assert.equal(boards[0].length, 144);
  assert.deepEqual(boards[1], boards[0]);
  assert.notDeepEqual(boards[2], boards[0]);
});

test('a bad query string is replaced by defaults and the page says which values it ignored', async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(`${site.base}?game=fox-dolphin&size=99&fox=wolf&cooldown=5&limit=soon`);
    await appReady(page);
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Ignored size=99' }).waitFor();
    const said = await alert.textContent();
    for (const value of ['fox=wolf', 'cooldown=5', 'limit=soon']) assert.match(said, new RegExp(`Ignored ${value}`));
    assert.equal(await page.locator('input[name=size]').inputValue(), '12');
    await screenshot(page, 'fd-bad-query-phone');
  });
});

test('the setup says what the chosen board size is for, as the size input\'s description', async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(`${site.base}?game=fox-dolphin&${QUIET}`);
    await appReady(page);
    const size = page.getByRole('spinbutton', { name: 'Board size' });
    const pace = page.locator('#fd-pace');
    assert.equal(await size.getAttribute('aria-describedby'), 'fd-pace');
    assert.match(await pace.textContent(), /^A quick game: /);
    for (const [typed, said] of [['16', /^A longer game: /], ['25', /^A long game of many animals: /], ['13', /^A quick game: /]]) {
      await size.fill(typed);
      await size.dispatchEvent('change');
      await page.waitForURL(new RegExp(`size=${typed}`));
      assert.match(await pace.textContent(), said, `size ${typed}`);
      if (typed === '25') await shots(page, 'fd-setup-pace');
    }
  });
});

test('a value typed into the setup that no setting allows is refused with a message, and the setting keeps its value', async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(`${site.base}?game=fox-dolphin&size=12&${QUIET}`);
    await appReady(page);
    const size = page.locator('input[name=size]');
    const alert = page.locator('.fd-notice');
    // The exact times and the seed are under Advanced, the times in seconds.
    await page.locator('.fd-advanced summary').click();
    for (const [field, typed, why] of [
      ['size', '60', 'the board size must be a whole number from 10 to 50'],
      ['size', '9', 'the board size must be a whole number from 10 to 50'],
      ['cooldown', '0.05', 'the wait between moves must be a number of seconds from 0.1 to 10.0'],
      ['tide', '99999999', 'the tide step must be a number of seconds from 1.0 to 60.0'],
      ['seed', 'abc', 'the seed must be a whole number from 0 to'],
    ]) {
      const input = page.locator(`input[name=${field}]`);
      const before = await input.inputValue();
      const link = page.url();
      await input.fill(typed);
      await input.dispatchEvent('change');
      await alert.waitFor();
      const said = await alert.textContent();
      assert.ok(said.startsWith(`“${typed}” was not used: ${why}`), said);
      assert.match(said, /the setting is unchanged\.$/);
      assert.equal(await alert.getAttribute('role'), 'alert');
      assert.equal(await input.inputValue(), before, `${field} shows its kept value`);
      assert.equal(page.url(), link, 'the link is unchanged');
    }
    await screenshot(page, 'fd-refused-value-phone');
    // A good value is taken, and the notice goes.
    await size.fill('16');
    await size.dispatchEvent('change');
    await page.waitForURL(/size=16/);
    assert.equal(await alert.count(), 0);
    // The game starts with the settings the form shows.
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('grid').waitFor();
    assert.equal(await page.getByRole('gridcell').count(), 16 * 16);
  });
});

test('games in progress at N = 10 and N = 50 fit phone and desktop screens', async () => {
  // One game a size, looked at wide and then narrowed to a phone's width:
  // the layout is CSS alone (no page reads its width), so the narrowed page
  // is the page opened narrow.
  for (const size of [10, 50]) {
    await withPage(DESKTOP, async (page) => {
      await start(page, `size=${size}&seed=9&fox=normal&dolphin=hard&cooldown=250&tide=1000&limit=60`);
      assert.equal(await page.getByRole('gridcell').count(), size * size);
      // A few tide steps and moves into the game: 3 s on its clock.
      await page.waitForFunction(() => {
        const [, m, s] = (document.querySelector('.fd-time')?.textContent ?? '').match(/^(\d+):(\d\d) /) ?? [];
        return Number(m) * 60 + Number(s) >= 3;
      });
      for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
        await page.setViewportSize(viewport);
        const grid = await page.getByRole('grid').boundingBox();
        assert.ok(grid.x >= 0 && grid.x + grid.width <= viewport.width + 1, `the board fits the width at ${viewport.width} px (${JSON.stringify(grid)})`);
        await screenshot(page, `fd-play-${size}-${name}`);
      }
      if (size === 50) {
        await page.getByRole('button', { name: 'Zoom' }).click();
        await screenshot(page, 'fd-play-50-phone-zoomed');
      }
    });
  }
});

/** Selects a fox with somewhere to go; returns its targets' locator. */
async function selectMovableFox(page) {
  const foxes = page.getByRole('gridcell', { name: /, fox$/ });
  for (let i = 0; i < (await foxes.count()); i += 1) {
    await foxes.nth(i).click();
    const targets = page.locator('[role=gridcell].target');
    if ((await targets.count()) > 0) return targets;
    await foxes.nth(i).click();
  }
  throw new Error('no fox can move');
}

test('a person plays by clicks and leaves; the replay link replays natively to the same digest', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, 'size=10&seed=7&fox=you&dolphin=normal&cooldown=250&tide=1000&limit=none');
    // Three moves, however slowly a busy machine answers (a fixed window
    // of real time made one move when the cores were taken).
    let moved = 0;
    const deadline = Date.now() + 20000;
    while (moved < 3 && Date.now() < deadline) {
      const targets = await selectMovableFox(page);
      await targets.first().click();
      moved += 1;
      await page.waitForTimeout(300);
      const selected = page.locator('[role=gridcell][aria-selected=true]');
      // Unselect; the selection may go by itself meanwhile (the fox
      // eaten, the board redrawn), and then there is nothing to click.
      if ((await selected.count()) > 0) await selected.first().click({ timeout: 2000 }).catch(() => {});
    }
    assert.ok(moved >= 3, `a few moves (${moved})`);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.locator('.fd-outcome').waitFor();
    const digest = await page.locator('.fd-digest').getAttribute('data-digest');
    const moves = await page.locator('.fd-figures div').filter({ hasText: 'Moves' }).locator('dd').textContent();
    assert.match(moves, /^foxes [1-9]/, 'the person moved');
    const link = await page.getByRole('textbox', { name: 'Replay link' }).inputValue();
    const text = new URL(link).searchParams.get('replay');
    assert.equal(await nativeDigest(['--log', text]), digest);
  });
});

test('bad replay links and files each say why and show the setup, with no console error', async () => {
  const game = { size: 10, seed: 3, cooldown: 250, tide: 1000, limitS: 30 };
  const good = logBytes({ ...game, endTick: 3000 });
  const wrongDigest = [...good.slice(0, -1), 1, 1, 2, 3, 4, 5, 6, 7, 8];
  const cases = [
    ['malformed', 'not*a*saved*game', /this is not a saved game/],
    ['truncated', base64url(good.slice(0, 6)), /cut short/],
    ['unknown version', base64url(logBytes({ ...game, version: 9, endTick: 3000 })), /format 9/],
    ['oversized', 'A'.repeat(350_000), /too long/],
    ['a tick hours in the future', base64url(logBytes({ ...game, endTick: 3_600_000 })), /cannot be running/],
    ['a digest that does not match', base64url(wrongDigest), /does not replay as it was recorded/],
  ];
  for (const [what, text, reason] of cases) {
    await withPage(PHONE, async (page) => {
      await page.goto(`${site.base}?game=fox-dolphin&replay=${text}`);
      await appReady(page);
      const notice = page.locator('.fd-notice');
      await notice.waitFor({ timeout: 20000 });
      const said = await notice.textContent();
      assert.match(said, /^This replay cannot be shown: /, what);
      assert.match(said, reason, what);
      await page.getByRole('button', { name: 'Start' }).waitFor();
      assert.ok(!page.url().includes('replay='), `${what}: the address bar holds the setup`);
      if (what === 'truncated') await screenshot(page, 'fd-bad-replay-phone');
    });
  }
  // A file over the size limit is refused before it is read.
  const dir = await mkdtemp(join(tmpdir(), 'fd-'));
  const big = join(dir, 'big.fdlog');
  await writeFile(big, Buffer.alloc(256 * 1024 + 1, 1));
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${site.base}?game=fox-dolphin`);
    await appReady(page);
    await page.locator('input[type=file]').setInputFiles(big);
    await page.locator('.fd-notice').filter({ hasText: 'too long (262145 bytes' }).waitFor();
    await screenshot(page, 'fd-bad-file-desktop');
  });
});
