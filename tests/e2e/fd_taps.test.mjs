// End to end: fewer clicks for a person (one tap, a drag with a mouse and
// with a finger) and a setup that speaks to people (who each level is for,
// your record against it on this device), on the release build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, DESKTOP, PHONE, screenshot, appReady, countedDown } from './harness.mjs';

const site = servedSite();
const { withPage } = site;
/** Two people, slow tide: nothing changes the board unless we click. */
const QUIET = 'size=10&seed=7&fox=you&dolphin=friend&cooldown=1000&tide=60000&limit=none';
const RECORD_KEY = 'fox-and-xo.fd-record';

async function start(page, query) {
  await page.goto(`${site.base}?game=fox-dolphin&${query}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('grid').waitFor();
  await countedDown(page);
}

/** Every tile: its name, description and place (0-based). */
async function tiles(page) {
  const cells = await page.$$eval('[role=gridcell]', (all) =>
    all.map((c) => [c.getAttribute('aria-label'), c.getAttribute('aria-description') ?? '']));
  return cells.map(([name, description]) => {
    const [, row, col] = /^Row (\d+), column (\d+)/.exec(name);
    return { name, description, row: Number(row) - 1, col: Number(col) - 1 };
  });
}

const place = (name) => name.replace(/, (land|water), (fox|dolphin|empty)$/, '');
/** Waits until the tile at `name`'s place holds `occupant`. */
async function holds(page, name, occupant) {
  await page.getByRole('gridcell', { name: new RegExp(`^${place(name)}, (land|water), ${occupant}$`) }).waitFor({ timeout: 5000 });
}

test('one tap on a tile only one fox can reach moves that fox; Enter there does the same', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, QUIET);
    const all = await tiles(page);
    const oneTaps = all.filter((t) => /Enter moves your fox from row \d+, column \d+ here/.test(t.description));
    assert.ok(oneTaps.length >= 2, `tiles one fox alone can reach (${oneTaps.length})`);
    const [, r, c] = /from row (\d+), column (\d+)/.exec(oneTaps[0].description);
    const from = all.find((t) => t.row === Number(r) - 1 && t.col === Number(c) - 1);
    assert.match(from.name, /, fox$/);
    await screenshot(page, 'fd-one-tap-desktop');
    await page.getByRole('gridcell', { name: oneTaps[0].name, exact: true }).click();
    await holds(page, oneTaps[0].name, 'fox');
    await holds(page, from.name, 'empty');
    assert.equal(await page.locator('[role=gridcell][aria-selected=true]').count(), 0, 'one tap selects nothing');

    // The keyboard: the cursor onto another one-tap tile, then Enter.
    await page.waitForTimeout(1100); // the fox side's cooldown
    const next = (await tiles(page)).find((t) => /Enter moves your fox/.test(t.description) && t.name !== oneTaps[0].name);
    const grid = page.getByRole('grid');
    await grid.focus();
    const cursor = async () => {
      const id = await grid.getAttribute('aria-activedescendant');
      const [, row, col] = /^fd-(\d+)-(\d+)$/.exec(id);
      return [Number(row), Number(col)];
    };
    let [row, col] = await cursor();
    for (; row < next.row; row += 1) await page.keyboard.press('ArrowDown');
    for (; row > next.row; row -= 1) await page.keyboard.press('ArrowUp');
    for (; col < next.col; col += 1) await page.keyboard.press('ArrowRight');
    for (; col > next.col; col -= 1) await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await cursor(), [next.row, next.col]);
    await page.keyboard.press('Enter');
    await holds(page, next.name, 'fox');
  });
});

/** A fox on land and an empty neighbour it may step onto (a tile with no dolphin). */
async function foxAndStep(page) {
  const all = await tiles(page);
  const at = (row, col) => all.find((t) => t.row === row && t.col === col);
  for (const fox of all.filter((t) => /, land, fox$/.test(t.name))) {
    const steps = [[-1, 0], [1, 0], [0, -1], [0, 1]].map(([dr, dc]) => at(fox.row + dr, fox.col + dc)).filter((t) => t && /, empty$/.test(t.name));
    // Prefer a tile two foxes can reach: a tap there would move neither.
    const shared = steps.find((t) => !/Enter moves/.test(t.description));
    if (shared || steps[0]) return [fox, shared ?? steps[0]];
  }
  throw new Error('no fox can step');
}

async function centre(page, tile) {
  const box = await page.getByRole('gridcell', { name: tile.name, exact: true }).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a drag with the mouse from a fox to a tile moves it', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, QUIET);
    const [fox, to] = await foxAndStep(page);
    const [a, b] = [await centre(page, fox), await centre(page, to)];
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 6 });
    await page.mouse.up();
    await holds(page, to.name, 'fox');
    await holds(page, fox.name, 'empty');
  });
});

test('a drag with a finger from a fox to a tile moves it (touch, phone width)', async () => {
  await withPage(PHONE, async (page) => {
    await start(page, QUIET);
    const [fox, to] = await foxAndStep(page);
    const [a, b] = [await centre(page, fox), await centre(page, to)];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    await touch('touchStart', a);
    for (let i = 1; i <= 6; i += 1) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
    await touch('touchEnd');
    await holds(page, to.name, 'fox');
    await holds(page, fox.name, 'empty');
    await screenshot(page, 'fd-dragged-phone');
  });
});

test('the setup says who each level is for and your record against it, and ignores a damaged record', async () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await withPage(viewport, async (page) => {
      await page.addInitScript(([key]) => localStorage.setItem(key, 'easy fox 2 1 0\nnot a line\nhard dolphin 0 3 1\n'), [RECORD_KEY]);
      await page.goto(`${site.base}?game=fox-dolphin&fox=you&dolphin=easy`);
      await appReady(page);
      const dolphins = page.getByRole('combobox', { name: 'Dolphins' });
      assert.equal(await dolphins.getAttribute('aria-describedby'), 'fd-dolphin-level fd-ladder');
      const about = page.locator('#fd-dolphin-level');
      assert.equal(await about.textContent(), '1 · Easy: for your first games. You as foxes against this level, on this device: 2 wins, 1 loss, 0 draws.');
      assert.equal(await page.locator('#fd-fox-level').count(), 0, 'your own seat has no level');
      await screenshot(page, `fd-setup-levels-${name}`);
      await dolphins.selectOption('normal');
      await page.waitForURL(/dolphin=normal/);
      assert.equal(await about.textContent(), '12 · Normal: a fair fight once you know the rules. You as foxes against this level: no games yet on this device.');
      // Your seat swapped: the record from the dolphins' side.
      await page.getByRole('combobox', { name: 'Foxes' }).selectOption('hard');
      await page.getByRole('combobox', { name: 'Dolphins' }).selectOption('you');
      await page.waitForURL(/fox=hard&dolphin=you/);
      assert.equal(await page.locator('#fd-fox-level').textContent(), '20 · Hard: for the fastest players; it moves the moment it may. You as dolphins against this level, on this device: 0 wins, 3 losses, 1 draw.');
      if (name === 'phone') await screenshot(page, 'fd-setup-levels-dolphins-phone');
    });
  }
  // A record far too long (or not a record at all) is no record, and no error.
  await withPage(PHONE, async (page) => {
    await page.addInitScript(([key]) => localStorage.setItem(key, 'easy fox 9 9 9\n'.repeat(1000)), [RECORD_KEY]);
    await page.goto(`${site.base}?game=fox-dolphin&fox=you&dolphin=easy`);
    await appReady(page);
    assert.match(await page.locator('#fd-dolphin-level').textContent(), /no games yet on this device\.$/);
  });
});

test('leaving a game against the computer counts as a loss on this device; a game between friends does not count', async () => {
  await withPage(DESKTOP, async (page) => {
    await start(page, 'size=10&seed=7&fox=you&dolphin=easy&cooldown=1000&tide=60000&limit=none');
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.locator('.fd-outcome').waitFor();
    assert.equal(await page.getByRole('button', { name: /^Try .* next$/ }).count(), 0, 'no next level after a loss');
    await page.getByRole('button', { name: 'Change setup' }).click();
    assert.match(await page.locator('#fd-dolphin-level').textContent(), /: 0 wins, 1 loss, 0 draws\.$/);
    await start(page, QUIET);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.locator('.fd-outcome').waitFor();
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY), 'easy fox 0 1 0\n');
  });
});
