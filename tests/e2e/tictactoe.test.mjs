// End to end: tic-tac-toe on the release build, in Debian's Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, DESKTOP, PHONE, screenshot, appReady } from './harness.mjs';

const site = servedSite();
const { withPage } = site;

test('the landing page lists tic-tac-toe and opens it', async () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await withPage(viewport, async (page) => {
      await page.goto(site.base);
      await appReady(page);
      await assert.doesNotReject(page.getByRole('heading', { name: 'Tic-tac-toe' }).waitFor());
      await screenshot(page, `landing-${name}`);
      await page.getByRole('link', { name: /Play Tic-tac-toe/ }).click();
      await page.getByRole('button', { name: 'Row 1, column 1, empty' }).waitFor();
      assert.match(page.url(), /game=tic-tac-toe/);
    });
  }
});

test('a full game against Perfect never ends in a win for the player, and the score survives a reload', async () => {
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${site.base}?game=tic-tac-toe&opponent=perfect&size=3&first=x&you=x`);
    await appReady(page);
    const status = page.getByRole('status');
    await screenshot(page, 'ttt-start-desktop');
    for (let move = 0; move < 5; move += 1) {
      const text = await status.textContent();
      if (/wins|Draw/.test(text)) break;
      await assert.doesNotReject(status.filter({ hasText: 'Your turn' }).waitFor());
      // Play the first empty cell: a weak line that Perfect must punish or draw.
      await page.getByRole('button', { name: /, empty$/ }).first().click();
      await page.waitForFunction(() => {
        const s = document.querySelector('[role=status]').textContent;
        return /Your turn|wins|Draw/.test(s);
      });
    }
    const result = await status.textContent();
    assert.match(result, /^(O wins|Draw)$/, `Perfect never loses; got "${result}"`);
    if (result === 'O wins') {
      assert.equal(await page.locator('.cell.win').count(), 3, 'the winning line is highlighted');
    }
    await screenshot(page, 'ttt-end-desktop');
    const score = async () => (await page.locator('.score dd').allTextContents()).map(Number);
    const before = await score();
    assert.equal(before.reduce((a, b) => a + b, 0), 1, 'the finished game is counted once');
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: 'Row 1, column 1, empty' }).waitFor();
    assert.deepEqual(await score(), before, 'the score survives a reload');
  });
});

test('a friend game on a phone, played with the keyboard, announces the winner', async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(`${site.base}?game=tic-tac-toe&opponent=friend`);
    await appReady(page);
    const first = page.getByRole('button', { name: 'Row 1, column 1, empty' });
    await first.focus();
    // X (1,1), O (2,1), X (1,2), O (2,2), X (1,3): X wins along the top row.
    const keys = [[], ['ArrowDown'], ['ArrowUp', 'ArrowRight'], ['ArrowDown'], ['ArrowUp', 'ArrowRight']];
    for (const path of keys) {
      for (const key of path) await page.keyboard.press(key);
      await page.keyboard.press('Enter');
    }
    await assert.doesNotReject(page.getByRole('status').filter({ hasText: /^X wins$/ }).waitFor());
    assert.equal(await page.locator('.cell.win').count(), 3);
    // Every cell is the same square, marked or not.
    const boxes = await page.locator('.cell').evaluateAll((cells) =>
      cells.map((c) => [c.offsetWidth, c.offsetHeight]));
    assert.equal(new Set(boxes.map(String)).size, 1, `cells differ: ${JSON.stringify(boxes)}`);
    await screenshot(page, 'ttt-friend-win-phone');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Row 1, column 1, empty' }).waitFor();
  });
});

test('a bad query string is replaced by defaults and the page says which values it ignored', async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(`${site.base}?game=tic-tac-toe&size=9&opponent=grandmaster&first=x`);
    await appReady(page);
    const alert = page.getByRole('alert');
    await assert.doesNotReject(alert.filter({ hasText: 'Ignored size=9' }).waitFor());
    assert.match(await alert.textContent(), /Ignored opponent=grandmaster/);
    assert.equal(await page.getByRole('button', { name: /^Row \d, column \d, / }).count(), 9);
    await screenshot(page, 'ttt-bad-query-phone');
  });
});

test('a 4x4 game against Perfect: the computer answers in the browser', async () => {
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${site.base}?game=tic-tac-toe&size=4&opponent=perfect`);
    await appReady(page);
    await page.getByRole('button', { name: 'Row 2, column 2, empty' }).click();
    await assert.doesNotReject(page.getByRole('status').filter({ hasText: 'Your turn' }).waitFor());
    assert.equal(await page.getByRole('button', { name: /, O$/ }).count(), 1);
    await screenshot(page, 'ttt-4x4-desktop');
  });
});

test('an unknown game in the link shows the landing page with a note', async () => {
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${site.base}?game=chess`);
    await appReady(page);
    await assert.doesNotReject(page.getByRole('alert').filter({ hasText: 'Ignored game=chess' }).waitFor());
    await assert.doesNotReject(page.getByRole('heading', { name: 'Choose a game' }).waitFor());
  });
});

test('computer against computer plays a whole game by itself', async () => {
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${site.base}?game=tic-tac-toe&opponent=computer`);
    await appReady(page);
    await assert.doesNotReject(
      page.getByRole('status').filter({ hasText: /^(X wins|O wins|Draw)$/ }).waitFor({ timeout: 20000 }),
    );
    await screenshot(page, 'ttt-watch-end-desktop');
  });
});
