// e2e: minutes 2
// Tic-tac-toe online end to end: a host, a guest and a watcher in separate
// browser contexts over loopback WebRTC, moving by clicks on both sides
// to a win; every screen ends on the same board and the same result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, PHONE } from './harness.mjs';
import { onlineSuite, percentile, result } from './online_join.mjs';

const { open, base, join } = onlineSuite();

/** Clicks a cell by its accessible name (the board's contract). */
async function play(page, row, col) {
  await page.click(`button[aria-label^="Row ${row}, column ${col},"]`);
}

/** Waits until the page shows `mark` in the cell. */
async function seen(page, row, col, mark) {
  await page.waitForSelector(`button[aria-label="Row ${row}, column ${col}, ${mark}"]`, { timeout: 5000 });
}

async function board(page) {
  return page.$$eval('.ttt-board button', (cells) => cells.map((c) => c.getAttribute('aria-label')));
}

/** The game's status line (the same on every page), without the headline of its end. */
async function status(page) {
  return (await result(page)).line;
}

test('tic-tac-toe online: host X and guest O play to a win by clicks, a watcher sees it all', async () => {
  const { page: h } = await open(
    `${base()}?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&online=host`,
  );
  assert.equal(await h.textContent('h1'), 'Tic-tac-toe online');
  const player = await join(h);
  assert.equal(await player.page.textContent('.online-role'), 'You play O.');
  const watcher = await join(h, PHONE);
  assert.match(await watcher.page.textContent('.online-role'), /watching/i);
  assert.match(await h.textContent('.online-people'), /O: a player on another device/);
  assert.match(await h.textContent('.online-people'), /1 watcher/);
  // How to play tic-tac-toe on every page, in a tab of its own (the game
  // goes on in this one).
  for (const p of [h, player.page, watcher.page]) {
    const howto = await p.$eval('.online-header .howto-open', (a) => [a.textContent, a.getAttribute('href'), a.target]);
    assert.deepEqual(howto, ['How to play', 'howto.html?game=tic-tac-toe&help', '_blank']);
  }
  const [rules] = await Promise.all([player.page.context().waitForEvent('page'), player.page.click('.howto-open')]);
  await rules.waitForSelector('.howto h2', { timeout: 20000 });
  assert.equal(await rules.textContent('h1'), 'How to play Tic-tac-toe');
  await rules.close();

  // Refusals, each only on the page of the one who tried.
  await play(player.page, 2, 2);
  await player.page.waitForSelector('text=It is not your turn.');
  await play(watcher.page, 2, 2);
  await watcher.page.waitForSelector('text=You are a watcher and cannot move.');
  assert.equal(await h.$('.online-refusal'), null, 'the host was told nothing');

  const moves = [
    [h, 1, 1, 'X'],
    [player.page, 2, 1, 'O'],
    [h, 1, 2, 'X'],
    [player.page, 2, 2, 'O'],
  ];
  for (const [page, row, col, mark] of moves) {
    await play(page, row, col);
    for (const p of [h, player.page, watcher.page]) await seen(p, row, col, mark);
  }
  // A taken cell, refused on the host's own page; O out of turn, on the guest's.
  await play(h, 2, 1);
  await h.waitForSelector('text=That square is already taken.');
  await play(player.page, 3, 3);
  await player.page.waitForSelector('text=It is not your turn.');
  await play(h, 1, 3);
  for (const p of [h, player.page, watcher.page]) {
    await p.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'true');
  }
  await play(player.page, 3, 3);
  await player.page.waitForSelector('text=The game is over.');
  const end = { board: await board(h), status: await status(h) };
  assert.equal(end.status, 'X wins.');
  assert.equal((await result(h)).verdict, 'You win');
  assert.equal((await result(player.page)).verdict, 'You lose');
  assert.equal((await result(watcher.page)).verdict, 'Game over');
  assert.equal(end.board.filter((c) => c.endsWith(', X')).length, 3);
  for (const p of [player.page, watcher.page]) {
    assert.deepEqual({ board: await board(p), status: await status(p) }, end, 'same end on every screen');
  }
  await screenshot(h, 'online-ttt-host-desktop');
  await screenshot(watcher.page, 'online-ttt-watcher-phone');
  await player.page.setViewportSize(PHONE);
  await screenshot(player.page, 'online-ttt-guest-phone');
  const latencies = (await player.page.getAttribute('main', 'data-latencies')).split(',').map(Number);
  console.log(
    `online figures (tic-tac-toe): connect ${player.connectMs} / ${watcher.connectMs} ms; ` +
      `guest click to result over ${latencies.length} moves: p50 ${percentile(latencies, 50)} ms; ` +
      `codes ${player.link.split('#join=')[1].length} / ${player.answer.length} characters`,
  );
});

test('tic-tac-toe online: the guest who leaves a running game loses on the host\'s page after the grace window', async () => {
  const { page: h } = await open(
    `${base()}?game=tic-tac-toe&size=4&opponent=friend&first=o&you=o&online=host`,
  );
  const player = await join(h);
  assert.equal(await player.page.textContent('.online-role'), 'You play X.');
  await play(h, 1, 1);
  await seen(player.page, 1, 1, 'O');
  await player.context.close();
  await h.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'true', null, {
    timeout: 30000 + 5000 + 5000,
  });
  assert.deepEqual(await result(h), { verdict: 'You win', line: 'O wins: the other side left.' });
});

test('the answer as a link: opened in the host\'s browser it hands the code to the waiting page; elsewhere it shows the code', async () => {
  const host = await open(
    `${base()}?game=tic-tac-toe&size=3&opponent=friend&first=x&you=o&online=host`,
  );
  const h = host.page;
  await h.waitForFunction(() => document.querySelector('.online-link')?.value, null, { timeout: 10000 });
  const guest = await open(await h.inputValue('.online-link'), PHONE);
  await guest.page.waitForFunction(() => document.querySelector('.online-answer-link')?.value, null, {
    timeout: 10000,
  });
  const answerLink = await guest.page.inputValue('.online-answer-link');
  const answer = await guest.page.inputValue('.online-my-answer');
  assert.ok(answerLink.endsWith(`#answer=${answer}`), answerLink);
  await screenshot(guest.page, 'online-guest-answer-link-phone');

  // Nowhere to hand it: a browser with no host page shows the code to paste.
  const elsewhere = await open(answerLink, PHONE);
  await elsewhere.page.waitForSelector('.online-relay-none', { timeout: 5000 });
  assert.equal(await elsewhere.page.inputValue('.online-my-answer'), answer);
  await screenshot(elsewhere.page, 'online-relay-no-host-phone');

  // The host's own browser: a second tab in the host's context.
  const relay = await host.context.newPage();
  relay.on('pageerror', (err) => host.problems.push(`page error: ${err.message}`));
  relay.on('console', (msg) => {
    if (msg.type() === 'error') host.problems.push(`console error: ${msg.text()}`);
  });
  const started = Date.now();
  await relay.goto(answerLink);
  await relay.waitForSelector('.online-relay-sent', { timeout: 5000 });
  assert.equal(
    await relay.textContent('.online-relay-sent'),
    'Sent to the waiting game; you can close this tab.',
  );
  await guest.page.waitForSelector('.online-play', { timeout: 10000 });
  const ms = Date.now() - started;
  assert.equal(await guest.page.textContent('.online-role'), 'You play X.');
  await screenshot(relay, 'online-relay-sent-desktop');
  // The same link again: the invitation is used; no page takes it.
  const again = await host.context.newPage();
  await again.goto(answerLink);
  await again.waitForSelector('.online-relay-none', { timeout: 5000 });
  await relay.close();
  await again.close();
  // The game goes on: X (the guest) moves first.
  await play(guest.page, 2, 2);
  await seen(h, 2, 2, 'X');
  console.log(`online figures: answer link opened -> guest sees the board in ${ms} ms`);
});
