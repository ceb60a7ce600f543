// Online play as a newcomer meets it: *Play online* from each game's
// default setup gives the other side to a player on another device and
// waits for them (no count, no computer move, until they join; then the
// game runs); and with the relays unreachable, both the host's and the
// guest's pages say so and say what to do next.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, countedDown, PHONE, DESKTOP } from './harness.mjs';
import { onlineSuite, invitation, b64, state, inFirstScreen } from './online_join.mjs';

const { open, base, join } = onlineSuite();

/** The host page *Play online* opens from `page`'s default setup. */
async function playOnline(page) {
  const href = await page.getAttribute('a.online-entry', 'href');
  return new URL(href, page.url()).href;
}

/** What the host's page shows for 3 s while nobody has joined. */
async function waitsForItsGuest(h) {
  const people = await h.textContent('.online-people');
  assert.match(people, /waiting for a player on another device/, people);
  await h.waitForSelector('.online-waiting');
  const started = Date.now();
  while (Date.now() - started < 3000) {
    const shown = await h.evaluate(() => ({
      tick: document.querySelector('.online-play')?.dataset.tick,
      count: document.querySelector('.fd-countdown')?.textContent ?? '',
      invite: Boolean(document.querySelector('.online-invite .online-link')),
    }));
    assert.deepEqual(shown, { tick: '0', count: '', invite: true }, 'no count, no tick, the invitation stays');
    await h.waitForTimeout(250);
  }
}

test('Play online from Fox & Dolphin\'s default setup gives a guest the dolphins and waits for them', async () => {
  const { page: setup } = await open(`${base()}fox-dolphin.html?seed=7&size=10`);
  const link = await playOnline(setup);
  assert.match(link, /[?&]fox=you&/, link);
  assert.match(link, /[?&]dolphin=friend&/, link);
  // The computer's side can still be kept, deliberately.
  const kept = await setup.getAttribute('a.online-keep-computer', 'href');
  assert.match(kept, /[?&]dolphin=mild&/, kept);

  const { page: h } = await open(link, PHONE);
  await invitation(h);
  await waitsForItsGuest(h);
  // How to play Fox & Dolphin, in a tab of its own.
  assert.equal(await h.getAttribute('.online-header .howto-open', 'href'), 'howto.html?game=fox-dolphin&help');
  await screenshot(h, 'online-entry-fd-host-waiting-phone');
  const player = await join(h);
  assert.match(await player.page.textContent('.online-role'), /dolphins/i);
  await countedDown(h);
  await h.waitForFunction(() => Number(document.querySelector('.online-play').dataset.tick) > 5);
  assert.match(await h.textContent('.online-people'), /Dolphins: a player on another device/);
  assert.ok((await state(player.page)).tick > 0, 'the game runs on the guest\'s page too');
});

test('Play online from tic-tac-toe\'s default setup gives a guest the other mark and waits for them', async () => {
  const { page: setup } = await open(`${base()}tictactoe.html`);
  const { page: h } = await open(await playOnline(setup));
  await invitation(h);
  await waitsForItsGuest(h);
  const player = await join(h);
  assert.match(await player.page.textContent('.online-role'), /You play O\./);
  assert.match(await h.textContent('.online-people'), /O: a player on another device/);
});

test('the relays unreachable: the host is alerted at the top to ask for the code, the guest says to send it, and the pasted code works', async () => {
  // A closed loopback port (wss: as the page's CSP allows; the harness
  // closes any WebSocket that leaves the site at once).
  const closed = 'wss://127.0.0.1:1/';
  const allow = /WebSocket left the origin: wss:\/\/127\.0\.0\.1:1\/|WebSocket connection to 'wss:\/\/127\.0\.0\.1:1\/' failed/;
  const url = `${base()}?game=tic-tac-toe&size=3&first=x&you=x&online=host#nostr=${b64(closed)}`;
  const { page: h } = await open(url, PHONE, { allow });
  const link = await invitation(h);
  // An alert at the top of the page, on its first screen; under Connect,
  // the answers come back by hand.
  await h.waitForSelector('.online-alert[role=alert]:has-text("The relays cannot be reached")', { timeout: 8000 });
  assert.match(await h.textContent('.online-alert'), /ask them for the answer code their page shows/);
  assert.deepEqual(await inFirstScreen(h, ['.online-alert']), [['.online-alert', true]]);
  assert.match(await h.textContent('.online-answer-how'), /^Answers come back by hand/);
  await h.evaluate(() => {
    document.querySelector('.online-ice').open = true;
    document.querySelector('.online-advanced').open = true;
  });
  assert.match(await h.textContent('.online-relay-states'), /wss:\/\/127\.0\.0\.1:1\/: (closed|silent)/);
  await screenshot(h, 'online-entry-relays-failed-host-phone');

  const guest = await open(link, PHONE, { allow });
  await guest.page.waitForSelector('.online-answer-how:has-text("cannot be reached: send this code to the host")', { timeout: 8000 });
  await screenshot(guest.page, 'online-entry-relays-failed-guest-phone');
  await h.fill('.online-answer', await guest.page.inputValue('.online-my-answer'));
  await h.click('.online-connect');
  await guest.page.waitForSelector('.online-play', { timeout: 10000 });
  // The seat taken, the alert is gone.
  await h.waitForSelector('.online-alert', { state: 'detached', timeout: 5000 });
});

test('How to connect reads in plain words, the servers behind Advanced', async () => {
  const { page: h } = await open(`${base()}?game=fox-dolphin&size=10&online=host`, DESKTOP);
  await invitation(h);
  // (Open already: this page's relay list, empty, is its own; Advanced
  // too, for the same reason: fold it as a page with the defaults shows it.)
  await h.evaluate(() => {
    document.querySelector('.online-ice').open = true;
    document.querySelector('.online-advanced').open = false;
  });
  assert.equal(await h.isVisible('text=Works across the internet'), true);
  assert.equal(await h.isVisible('text=Same Wi-Fi only'), true);
  assert.equal(await h.isVisible('[name=turn-url]'), false, 'TURN is behind Advanced');
  await h.click('.online-advanced summary');
  assert.equal(await h.isVisible('[name=turn-url]'), true);
  // Without relays (the suite's host pages have none), answers come by hand.
  assert.match(await h.textContent('.online-answer-how'), /^Answers come back by hand/);
  await screenshot(h, 'online-entry-how-to-connect-desktop');
});
