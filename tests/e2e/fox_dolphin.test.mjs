// End to end: Fox & Dolphin on the release build, in Debian's Chromium.
// Screenshots of every screen, at phone and desktop widths, go to artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, DESKTOP, PHONE, screenshot, appReady } from './harness.mjs';

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
}

/** Every tile's accessible name, row by row. */
async function tileNames(page) {
  return page.$$eval('[role=gridcell]', (cells) => cells.map((c) => c.getAttribute('aria-label')));
}

test('the landing page opens the setup, whose link gets a seed', async () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await withPage(viewport, async (page) => {
      await page.goto(site.base);
      await appReady(page);
      await page.getByRole('link', { name: /Play Fox & Dolphin/ }).click();
      await page.getByRole('button', { name: 'Start' }).waitFor();
      await page.waitForFunction(() => /seed=\d+/.test(location.search));
      const seed = new URL(page.url()).searchParams.get('seed');
      assert.equal(await page.locator('input[name=seed]').inputValue(), seed, 'the seed is shown');
      await screenshot(page, `fd-setup-${name}`);
    });
  }
});

test('computer against computer with fast settings runs to its end screen', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, 'size=10&seed=5&fox=hard&dolphin=hard&cooldown=100&tide=1000&limit=30');
    const end = page.getByRole('heading', { name: 'Game over' });
    await end.waitFor({ timeout: 45000 });
    const outcome = await page.locator('.fd-outcome').textContent();
    assert.match(outcome, /^(The foxes win|The dolphins win|A draw)/);
    assert.equal(await page.getByRole('button', { name: 'Rematch (same seed)' }).count(), 1);
    await screenshot(page, 'fd-end-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'fd-end-phone');
    // A rematch with the same seed starts on the same island.
    await page.getByRole('button', { name: 'Rematch (same seed)' }).click();
    await end.waitFor({ state: 'detached' });
  });
});

test('a person selects a fox, sees its targets and moves it by clicks', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, `size=10&seed=7&${QUIET}`);
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
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('status').filter({ hasText: 'Paused' }).waitFor();
    const paused = await clock.textContent();
    await page.waitForTimeout(1500);
    assert.equal(await clock.textContent(), paused, 'no time passes while paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    // Hide the tab for 3 s (three tide intervals), then show it again.
    const steps = () => page.locator('.fd-feed li').count();
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
    assert.equal(await outcome.textContent(), 'The dolphins win: the other side left.');
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

test('games in progress at N = 10 and N = 50 fit phone and desktop screens', async () => {
  for (const size of [10, 50]) {
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      await withPage(viewport, async (page) => {
        await start(page, `size=${size}&seed=9&fox=normal&dolphin=hard&cooldown=250&tide=1000&limit=60`);
        assert.equal(await page.getByRole('gridcell').count(), size * size);
        await page.waitForTimeout(3500);
        const grid = await page.getByRole('grid').boundingBox();
        assert.ok(grid.x >= 0 && grid.x + grid.width <= viewport.width + 1, `the board fits the width (${JSON.stringify(grid)})`);
        await screenshot(page, `fd-play-${size}-${name}`);
        if (size === 50 && name === 'phone') {
          await page.getByRole('button', { name: 'Zoom' }).click();
          await screenshot(page, 'fd-play-50-phone-zoomed');
        }
      });
    }
  }
});
