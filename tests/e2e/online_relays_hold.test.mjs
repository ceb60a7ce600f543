// e2e: minutes 1
// Relays that hold (issue 30): a room of five relays of which four fail,
// each as public relays do (one refuses every event with OK false, one
// says nothing, one closes the socket at once, one is not there: the
// harness's FAKE_RELAYS on the site's own origin), and the fifth is the
// local relay. The guest still joins by the link alone, with nothing
// pasted, and a reloaded guest page gets its seat back through it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { localRelay, FAKE_RELAYS, fakeRelaySockets, DESKTOP, PHONE, screenshot } from './harness.mjs';
import { onlineSuite, invitation, b64 } from './online_join.mjs';

const relay = localRelay();
const skip = relay.url ? false : relay.skip;

const { open, base, relayUrl } = onlineSuite();
after(() => relay.stop?.());

const TTT = 'game=tic-tac-toe&size=3&opponent=friend&first=x&you=x';
/**
 * What the browser logs of the relays that fail (a person sees none of
 * it): the connections that fail, and a frame sent in the instant a relay
 * closes the socket (the `close` relay closes each one as it opens; the
 * socket still reads as open when the page subscribes or publishes).
 */
const FAILING_RELAYS = /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/nostr-(refuse|silent|close|down)' failed|^console error: WebSocket is already in CLOSING or CLOSED state\.$/;

/** The room's five relays: four failing, then the local relay (last, so the pages try the others first). */
function fiveRelays() {
  const origin = new URL(relayUrl()).origin.replace(/^http/, 'ws');
  return [FAKE_RELAYS.refuse, FAKE_RELAYS.silent, FAKE_RELAYS.close, FAKE_RELAYS.down].map((p) => `${origin}${p}`).concat(relayUrl());
}

test('four of the room\'s five relays fail (refusing, silent, closing, down): the guest joins by the link alone and comes back after a reload', { skip }, async () => {
  const relays = fiveRelays();
  const { page: h } = await open(`${base()}?${TTT}&online=host#nostr=${b64(relays.join('\n'))}`, DESKTOP, { allow: FAILING_RELAYS });
  const link = await invitation(h);
  const named = Buffer.from(new URLSearchParams(new URL(link).hash.slice(1)).get('nostr'), 'base64url').toString().split('\n');
  assert.deepEqual(named, relays, 'the invitation names the room\'s five relays');

  const started = Date.now();
  const guest = await open(link, PHONE, { allow: FAILING_RELAYS });
  await guest.page.waitForSelector('.online-play', { timeout: 15000 });
  const joinMs = Date.now() - started;
  assert.equal(await guest.page.$('.online-my-answer'), null, 'no code to send back by hand');
  await screenshot(guest.page, 'online-relays-hold-guest-phone');

  // A move each way, seen on both pages.
  await h.click('button[aria-label^="Row 1, column 1,"]');
  await guest.page.waitForSelector('button[aria-label="Row 1, column 1, X"]', { timeout: 5000 });
  await guest.page.click('button[aria-label^="Row 2, column 2,"]');
  await h.waitForSelector('button[aria-label="Row 2, column 2, O"]', { timeout: 5000 });

  // The guest's page reloads: back on its seat through the one relay that works.
  const reloaded = Date.now();
  await guest.page.reload();
  await guest.page.waitForSelector('.online-play', { timeout: 20000 });
  await guest.page.waitForSelector('button[aria-label="Row 2, column 2, O"]', { timeout: 10000 });
  const backMs = Date.now() - reloaded;
  await h.click('button[aria-label^="Row 1, column 2,"]');
  await guest.page.waitForSelector('button[aria-label="Row 1, column 2, X"]', { timeout: 5000 });
  console.log(`online figures (four of five relays failing): joined in ${joinMs} ms, back after a reload in ${backMs} ms`);

  // The relay that refused and the one that stayed silent were let go of
  // for the room: every page closed its socket to the refusing relay once
  // refused (after its one event), and to the silent one after 5 s of
  // nothing (the sockets that lived longer than that).
  const SILENT_MS = 5000;
  await h.waitForTimeout(1000);
  const sockets = fakeRelaySockets();
  const refusing = sockets.filter((s) => s.path === FAKE_RELAYS.refuse);
  const silent = sockets.filter((s) => s.path === FAKE_RELAYS.silent);
  assert.ok(refusing.length >= 2 && silent.length >= 2, `the host and the guest tried both: ${JSON.stringify(sockets)}`);
  for (const s of refusing.filter((s) => s.events > 0)) {
    assert.ok(s.closedAt !== null && s.code === 1005 && s.events <= 2, `refused, then closed by its page: ${JSON.stringify(s)}`);
  }
  const lived = (s) => (s.closedAt ?? Date.now()) - s.openedAt;
  for (const s of silent.filter((s) => lived(s) > SILENT_MS + 1000)) {
    assert.ok(s.closedAt !== null && s.code === 1005, `silent, then closed by its page: ${JSON.stringify(s)}`);
  }
});
