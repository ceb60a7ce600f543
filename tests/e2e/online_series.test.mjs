// e2e: minutes 2
// A series online, end to end: a host, a guest and watchers in separate
// browser contexts over loopback WebRTC. Tic-tac-toe: a whole game, a
// rematch with the marks swapped (the guest, now X, starts), the score
// right on every page, the watcher who stayed seeing both games, and the
// watchers counted on the host's, the guest's and a watcher's page as one
// comes and goes, and each game's replay link, which opens the game's
// moves on the tic-tac-toe page. Fox & Dolphin: a short game ended by its time limit, and
// a rematch with the sides swapped. And the host's, the guest's and a
// watcher's pages reloaded in the second game (joined through a local
// Nostr relay, so each finds the other again): the first game's replay is
// still offered on every page, each kept by its own tab.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, countedDown, localRelay, DESKTOP, PHONE } from './harness.mjs';
import { onlineSuite, state, invitation, b64, result, inFirstScreen } from './online_join.mjs';

const relay = localRelay();
const skip = relay.url ? false : relay.skip;
const { open, base, join, relayUrl, hostShortFd } = onlineSuite();
// After the suite's own hook: its pages close before the relay goes.
after(() => relay.stop?.());

/** The phone and the desktop the end must fit on (its first screen). */
const PHONE_SCREEN = { width: 390, height: 844 };
const DESKTOP_SCREEN = { width: 1280, height: 800 };

/**
 * At a game's end, on `page` at each of `viewports`: the headline, the
 * score and (`rematch`) the Rematch button are on the first screen.
 */
async function endOnFirstScreen(page, viewports, rematch = true) {
  const wanted = ['.online-verdict', '.online-series-score', ...(rematch ? ['.online-rematch'] : [])];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const seen = await inFirstScreen(page, wanted);
    assert.deepEqual(seen, wanted.map((s) => [s, true]), `on the first screen at ${viewport.width}x${viewport.height}`);
  }
}

async function play(page, row, col) {
  await page.click(`button[aria-label^="Row ${row}, column ${col},"]`);
}

async function seen(page, row, col, mark) {
  await page.waitForSelector(`button[aria-label="Row ${row}, column ${col}, ${mark}"]`, { timeout: 5000 });
}

async function watchersSaid(page, text) {
  await page.waitForFunction(
    (want) => document.querySelector('.online-watchers')?.textContent === want,
    text,
    { timeout: 10000 },
  );
}

async function score(page, text) {
  await page.waitForFunction(
    (want) => document.querySelector('.online-series-score')?.textContent === want,
    text,
    { timeout: 10000 },
  );
}

// The replay links the series shows, as [text, href] pairs.
const replays = (page) =>
  page.$$eval('.online-replays a', (links) => links.map((a) => [a.textContent, a.getAttribute('href'), a.target]));

const TTT_REPLAY = 'tictactoe.html?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&moves=';

const over = (page) =>
  page.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'true', null, {
    timeout: 45000,
  });

test('tic-tac-toe: a game, a rematch with the marks swapped, the score and the watchers on every page', async () => {
  const { page: h } = await open(`${base()}?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&online=host`);
  const player = await join(h);
  const g = player.page;
  assert.equal(await g.textContent('.online-role'), 'You play O.');
  await watchersSaid(g, '0 watchers');
  const watcher = await join(h, PHONE);
  const w = watcher.page;
  for (const p of [h, g, w]) await watchersSaid(p, '1 watcher');
  // A second watcher comes, then goes: counted on every page.
  const passing = await join(h);
  for (const p of [h, g, w]) await watchersSaid(p, '2 watchers');
  await passing.context.close();
  for (const p of [h, g, w]) await watchersSaid(p, '1 watcher');

  // Game 1: the host (X) wins along the top row.
  const moves = [
    [h, 1, 1, 'X'],
    [g, 2, 1, 'O'],
    [h, 1, 2, 'X'],
    [g, 2, 2, 'O'],
    [h, 1, 3, 'X'],
  ];
  for (const [page, row, col, mark] of moves) {
    await play(page, row, col);
    for (const p of [h, g, w]) await seen(p, row, col, mark);
  }
  for (const p of [h, g, w]) await over(p);
  await score(h, 'Game 1 · you 1 – 0 opponent');
  await score(g, 'Game 1 · you 0 – 1 opponent');
  await score(w, 'Game 1 · player 1 1 – 0 player 2');
  assert.equal(await w.$('.online-rematch'), null, 'a watcher has no Rematch');
  assert.deepEqual(await replays(h), [['Game 1', `${TTT_REPLAY}1,4,2,5,3`, '_blank']]);
  // What the end means to each, then who won; with the score and Rematch
  // on the first screen, on a phone and on the desktop.
  assert.deepEqual(await result(h), { verdict: 'You win', line: 'X wins.' });
  assert.deepEqual(await result(g), { verdict: 'You lose', line: 'X wins.' });
  assert.deepEqual(await result(w), { verdict: 'Game over', line: 'X wins.' });
  await endOnFirstScreen(h, [PHONE_SCREEN, DESKTOP_SCREEN]);
  await endOnFirstScreen(g, [PHONE_SCREEN, DESKTOP_SCREEN]);
  await endOnFirstScreen(w, [PHONE_SCREEN], false);
  await screenshot(g, 'online-series-ttt-end-guest-390', { fullPage: false });
  for (const p of [h, g]) await p.setViewportSize(DESKTOP);
  await w.setViewportSize(PHONE);

  // The guest asks; the host sees it, then accepts.
  await g.click('.online-rematch');
  await g.waitForSelector('text=Rematch asked: waiting for your opponent.');
  await h.waitForSelector('text=Your opponent wants a rematch.');
  await w.waitForSelector('text=A player wants a rematch.');
  await screenshot(h, 'online-series-ttt-end-host-desktop');
  await g.setViewportSize(PHONE);
  await screenshot(g, 'online-series-ttt-end-guest-phone');
  const accepted = Date.now();
  await h.click('.online-rematch');

  // Game 2: the marks swapped, an empty board everywhere; X (now the
  // guest) starts.
  await g.waitForFunction(() => document.querySelector('.online-role')?.textContent === 'You play X.');
  await w.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'false');
  const nextMs = Date.now() - accepted;
  assert.match(await h.textContent('.online-people'), /X: a player on another device/);
  for (const p of [h, g, w]) {
    await p.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'false');
    const marks = await p.$$eval('.ttt-board button', (cells) => cells.filter((c) => !c.getAttribute('aria-label').endsWith('empty')).length);
    assert.equal(marks, 0);
  }
  await score(h, 'Game 2 · you 1 – 0 opponent');
  await score(g, 'Game 2 · you 0 – 1 opponent');
  await score(w, 'Game 2 · player 1 1 – 0 player 2');
  await play(h, 2, 2);
  await h.waitForSelector('text=It is not your turn.');
  await play(g, 2, 2);
  for (const p of [h, g, w]) await seen(p, 2, 2, 'X');
  await screenshot(w, 'online-series-ttt-second-game-watcher-phone');
  await screenshot(g, 'online-series-ttt-second-game-guest-phone');
  await screenshot(h, 'online-series-ttt-second-game-host-desktop');
  // The guest (X) wins game 2: one each.
  const second = [
    [h, 1, 1, 'O'],
    [g, 3, 1, 'X'],
    [h, 1, 2, 'O'],
    [g, 1, 3, 'X'],
  ];
  for (const [page, row, col, mark] of second) {
    await play(page, row, col);
    for (const p of [h, g, w]) await seen(p, row, col, mark);
  }
  for (const p of [h, g, w]) await over(p);
  await score(h, 'Game 2 · you 1 – 1 opponent');
  await score(g, 'Game 2 · you 1 – 1 opponent');
  await score(w, 'Game 2 · player 1 1 – 1 player 2');
  // No more games: the series ends on every page, the game stays.
  console.log(`online figures: rematch accepted on the host's page -> the next game's board on the guest's and a watcher's page in ${nextMs} ms`);
  await h.click('.online-rematch-stop');
  for (const p of [h, g, w]) {
    await p.waitForSelector('text=The series is over: a player declined or left.');
  }
  assert.equal(await g.$('.online-rematch'), null);
  // Each game keeps its replay link on every page, in a tab of its own.
  for (const p of [h, g, w]) {
    assert.deepEqual(await replays(p), [
      ['Game 1', `${TTT_REPLAY}1,4,2,5,3`, '_blank'],
      ['Game 2', `${TTT_REPLAY}5,1,7,2,3`, '_blank'],
    ]);
  }
  await screenshot(g, 'online-series-ttt-over-guest-phone');
  const [tab] = await Promise.all([g.context().waitForEvent('page'), g.click('.online-replays a >> text=Game 2')]);
  await tab.waitForSelector('text=X wins');
  assert.equal(await tab.locator('button[aria-label^="Row 3, column 1,"]').getAttribute('aria-label'), 'Row 3, column 1, X');
  await tab.close();
  // The guest's page kept its connection and the series' end.
  await g.waitForSelector('text=The series is over: a player declined or left.');
});

test('Fox & Dolphin: a game to its time limit, then a rematch with the sides swapped', async () => {
  const { page: h } = await hostShortFd('fox=you&dolphin=friend');
  const player = await join(h);
  const g = player.page;
  const watcher = await join(h, PHONE);
  const w = watcher.page;
  assert.match(await g.textContent('.online-role'), /dolphins/i);
  await countedDown(h);
  for (const p of [h, g, w]) await over(p);
  const first = await state(h);
  // Nobody moved: a draw at the time limit, said to each.
  assert.equal(first.status, 'A draw: time ran out with equal numbers.');
  assert.deepEqual(
    [await result(h), await result(g), await result(w)].map((r) => r.verdict),
    ['Draw', 'Draw', 'Game over'],
  );
  await endOnFirstScreen(h, [DESKTOP_SCREEN, PHONE_SCREEN]);
  await endOnFirstScreen(g, [PHONE_SCREEN, DESKTOP_SCREEN]);
  await endOnFirstScreen(w, [PHONE_SCREEN], false);
  await screenshot(h, 'online-series-fd-end-host-390', { fullPage: false });
  await h.setViewportSize(DESKTOP);
  await g.setViewportSize(DESKTOP);
  await g.click('.online-rematch');
  await h.waitForSelector('text=Your opponent wants a rematch.');
  await screenshot(h, 'online-series-fd-end-host-desktop');
  await h.click('.online-rematch');
  await g.waitForFunction(() => /foxes/i.test(document.querySelector('.online-role')?.textContent ?? ''));
  assert.match(await h.textContent('.online-people'), /Foxes: a player on another device/i);
  for (const p of [h, g, w]) await countedDown(p);
  await h.waitForFunction(() => Number(document.querySelector('.online-play')?.dataset.tick) > 20);
  const second = await state(w);
  assert.equal(second.over, false);
  assert.notEqual(second.digest, first.digest);
  await g.setViewportSize(PHONE);
  await screenshot(g, 'online-series-fd-second-game-guest-phone');
  await screenshot(w, 'online-series-fd-second-game-watcher-phone');
  const s = await h.textContent('.online-series-score');
  assert.match(s, /^Game 2 · you \d – \d opponent/);
  const mine = s.match(/you (\d) – (\d)/).slice(1);
  await score(g, `Game 2 · you ${mine[1]} – ${mine[0]} opponent${s.includes('drawn') ? ', 1 drawn' : ''}`);
});

test('tic-tac-toe: the host\'s, the guest\'s and a watcher\'s pages reload in the second game, and the first game\'s replay stays on each', { skip }, async () => {
  const { page: h } = await open(
    `${base()}?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&online=host#nostr=${b64(relayUrl())}`,
  );
  const link = await invitation(h);
  const guest = await open(link, PHONE);
  const g = guest.page;
  await g.waitForSelector('.online-play', { timeout: 10000 });
  const watcher = await open(await invitation(h, link));
  const w = watcher.page;
  await w.waitForSelector('.online-play', { timeout: 10000 });
  const pages = [h, g, w];
  // Game 1: the host (X) wins along the top row.
  for (const [page, row, col, mark] of [
    [h, 1, 1, 'X'],
    [g, 2, 1, 'O'],
    [h, 1, 2, 'X'],
    [g, 2, 2, 'O'],
    [h, 1, 3, 'X'],
  ]) {
    await play(page, row, col);
    for (const p of pages) await seen(p, row, col, mark);
  }
  for (const p of pages) await over(p);
  await g.click('.online-rematch');
  await h.waitForSelector('text=Your opponent wants a rematch.');
  await h.click('.online-rematch');
  await g.waitForFunction(() => document.querySelector('.online-role')?.textContent === 'You play X.');
  await play(g, 2, 2);
  for (const p of pages) await seen(p, 2, 2, 'X');
  // The host's page reloads mid-game: the same game and score come back,
  // the guest finds it again through the relay.
  await h.reload();
  await h.waitForSelector('.online-play', { timeout: 15000 });
  await seen(h, 2, 2, 'X');
  await score(h, 'Game 2 · you 1 – 0 opponent');
  await h.waitForSelector('.online-paused', { state: 'detached', timeout: 20000 });
  assert.equal(await h.$('.online-error'), null, 'nothing refused');
  // Then the guest's page, then the watcher's: each is back (on its seat,
  // watching) in the same game and score, its tab's past kept.
  for (const [p, role, said] of [
    [g, 'You play X.', 'Game 2 · you 0 – 1 opponent'],
    [w, 'You are watching this game.', 'Game 2 · player 1 1 – 0 player 2'],
  ]) {
    await p.reload();
    await p.waitForFunction((want) => document.querySelector('.online-role')?.textContent === want, role, {
      timeout: 15000,
    });
    await seen(p, 2, 2, 'X');
    await score(p, said);
    for (const q of [h, g]) await q.waitForSelector('.online-paused', { state: 'detached', timeout: 20000 });
    assert.equal(await p.$('.online-error'), null, 'nothing refused');
  }
  // Game 2 goes on; the guest (X) wins it.
  for (const [page, row, col, mark] of [
    [h, 1, 1, 'O'],
    [g, 3, 1, 'X'],
    [h, 1, 2, 'O'],
    [g, 1, 3, 'X'],
  ]) {
    await play(page, row, col);
    for (const p of pages) await seen(p, row, col, mark);
  }
  for (const p of pages) await over(p);
  await score(h, 'Game 2 · you 1 – 1 opponent');
  // Both games' replays on every reloaded page.
  const both = [
    ['Game 1', `${TTT_REPLAY}1,4,2,5,3`, '_blank'],
    ['Game 2', `${TTT_REPLAY}5,1,7,2,3`, '_blank'],
  ];
  for (const p of pages) assert.deepEqual(await replays(p), both);
  await screenshot(h, 'online-series-ttt-host-reloaded-desktop');
  await g.setViewportSize({ width: 390, height: 844 });
  await screenshot(g, 'online-series-ttt-guest-reloaded-phone');
  await g.setViewportSize(DESKTOP);
  await screenshot(g, 'online-series-ttt-guest-reloaded-desktop');
  // A past the tab kept that does not read: the page says so and goes on
  // with the games it sees (here the one on the board).
  await g.evaluate(() => sessionStorage.setItem(`fox-xo-guest-past:${location.hash}`, 'not base64!'));
  await g.reload();
  await g.waitForSelector(
    "text=The replays of this series' earlier games could not be restored: the game goes on.",
    { timeout: 15000 },
  );
  await over(g);
  assert.deepEqual(await replays(g), [both[1]]);
  await g.setViewportSize({ width: 390, height: 844 });
  await screenshot(g, 'online-series-ttt-guest-past-refused-phone');
});
