// e2e: alone
// (a game with a time limit played by clicks: on a machine shared with
// other files' browsers too few moves fit in it; beside two other files
// at load 16-18 its watchers' joins took all of a 30 s game, and a 60 s
// game saw 1 move a side against the 6 it needs)
// Online play end to end: a host page and guest pages in separate browser
// contexts, connected over WebRTC on this machine (no server but the
// static site; candidates are mDNS host names). Each person's actions are
// clicks and pastes, as on two devices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, countedDown, PHONE } from './harness.mjs';
import { clickAMove, onlineSuite, percentile, result, state } from './online_join.mjs';

const { join, hostShortFd: host } = onlineSuite();

test('a host and a guest play to the end by clicks; watchers, and a would-be third player, see the same match', async () => {
  const { page: h } = await host('fox=you&dolphin=friend');
  await screenshot(h, 'online-host-desktop');
  // The count before the first tick, as the host's page shows it, with its tick.
  await h.evaluate(() => {
    window.__count = [];
    new MutationObserver(() => {
      const count = document.querySelector('.fd-countdown');
      const play = document.querySelector('.online-play');
      if (count && play) window.__count.push([count.textContent, play.dataset.tick]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const player = await join(h);
  await countedDown(player.page);
  await countedDown(h);
  const counted = await h.evaluate(() => window.__count);
  assert.deepEqual(
    [...new Set(counted.map(([count]) => count).filter((count) => count !== ''))],
    ['Starting in 3', 'Starting in 2', 'Starting in 1'],
    'the host counts 3, 2, 1 once both seats are taken',
  );
  assert.ok(counted.filter(([count]) => count !== '').every(([, tick]) => tick === '0'), 'no tick during the count');
  assert.match(await player.page.textContent('.online-role'), /dolphins/i);
  const watchers = [await join(h, PHONE), await join(h)];
  for (const w of watchers) {
    assert.match(await w.page.textContent('.online-role'), /watching/i);
  }
  await screenshot(watchers[0].page, 'online-watcher-phone');
  // A watcher's click is answered on its own page: it cannot move.
  const tile = await watchers[1].page.$eval('[role=grid] .fd-tile.dolphin', (t) => t.id);
  await watchers[1].page.click(`#${tile}`);
  await watchers[1].page.waitForSelector('text=You are a watcher and cannot move.');
  assert.match(await h.textContent('.online-people'), /2 watchers/);

  // While the game runs the status line says nothing (the board shows the
  // clock); it announces the end.
  assert.equal((await state(player.page)).status, '');
  let hostMoves = 0;
  let guestMoves = 0;
  while (!(await state(h)).over) {
    if (await clickAMove(h, 'fox')) hostMoves += 1;
    if (!(await state(player.page)).over && (await clickAMove(player.page, 'dolphin'))) guestMoves += 1;
  }
  assert.ok(hostMoves > 5 && guestMoves > 5, `moves: host ${hostMoves}, guest ${guestMoves}`);
  await screenshot(player.page, 'online-guest-end-desktop');
  const end = await state(h);
  assert.match(end.status, /^(The (foxes|dolphins) win|A draw): /);
  for (const g of [player, ...watchers]) {
    await g.page.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'true');
    assert.deepEqual(await state(g.page), end, 'every screen ends with the host\'s match');
  }
  // Above that line, what the end means to each: the host plays the foxes,
  // the guest the dolphins; a watcher reads who won in the line.
  const [hostSays, guestSays] = end.status.startsWith('A draw')
    ? ['Draw', 'Draw']
    : end.status.startsWith('The foxes')
      ? ['You win', 'You lose']
      : ['You lose', 'You win'];
  assert.equal((await result(h)).verdict, hostSays);
  assert.equal((await result(player.page)).verdict, guestSays);
  for (const w of watchers) assert.equal((await result(w.page)).verdict, 'Game over');
  const latencies = (await player.page.getAttribute('main', 'data-latencies')).split(',').map(Number);
  const connects = [player, ...watchers].map((g) => g.connectMs);
  console.log(
    `online figures: connect p50 ${percentile(connects, 50)} ms (${connects.join(', ')}); ` +
      `guest click to result over ${latencies.length} moves: p50 ${percentile(latencies, 50)} ms, ` +
      `p95 ${percentile(latencies, 95)} ms; codes ${player.link.split('#join=')[1].length} / ${player.answer.length} characters`,
  );
});
