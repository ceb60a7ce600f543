// scripts/probe-relays.mjs, tested where public relays cannot be reached:
// against the local relay (scripts/nostr-relay.sh), which carries our
// kind, and against fake relays on loopback that misbehave as public ones
// do (refuse with OK false, ask for authentication, stay silent, accept
// and never forward, close at once), and a port where nothing listens.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import WebSocket from 'ws';
import { localRelay } from './harness.mjs';
import { defaultRelays, probe, probeAll, reasonPrefix, table } from '../../scripts/probe-relays.mjs';

const relay = localRelay();
after(() => relay.stop?.());

const WebSocketServer = WebSocket.Server;
const servers = [];
after(() => servers.forEach((s) => s.close()));

/**
 * A fake relay on a free loopback port: `onFrame(ws, frame)` answers each
 * frame it is sent; `info`, if given, is its NIP-11 document.
 */
async function fakeRelay(onFrame, info) {
  const http = createServer((req, res) => {
    if (info && req.headers.accept === 'application/nostr+json') {
      res.writeHead(200, { 'content-type': 'application/nostr+json' });
      res.end(JSON.stringify(info));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (ws) => ws.on('message', (data) => onFrame(ws, JSON.parse(String(data)))));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => { wss.close(); http.close(); } });
  return `ws://127.0.0.1:${http.address().port}`;
}

const okFalse = (message) => (ws, [type, event]) => {
  if (type === 'EVENT') ws.send(JSON.stringify(['OK', event.id, false, message]));
};

test('the local relay carries our kind: works, with the time the event took to come back', { skip: relay.url ? false : relay.skip }, async () => {
  const result = await probe(relay.url);
  assert.equal(result.state, 'works', JSON.stringify(result));
  assert.ok(result.ms >= 0 && result.ms < 5000, `ms ${result.ms}`);
});

test('a relay that answers OK false is refused, with its reason', async () => {
  const url = await fakeRelay(okFalse('rate-limited: slow down there chief'));
  const result = await probe(url, { waitMs: 2000 });
  assert.equal(result.state, 'refused');
  assert.equal(reasonPrefix(result.reason), 'rate-limited');
});

test('a relay that asks for authentication (NIP-42) is refused as such', async () => {
  const url = await fakeRelay((ws, [type, event]) => {
    if (type === 'REQ') ws.send(JSON.stringify(['AUTH', 'challenge-123']));
    if (type === 'EVENT') ws.send(JSON.stringify(['OK', event.id, false, 'auth-required: we only accept events from registered users']));
  });
  const result = await probe(url, { waitMs: 2000 });
  assert.equal(result.state, 'refused');
  assert.equal(reasonPrefix(result.reason), 'auth-required');
});

test('a relay that closes the subscription is refused, with its reason', async () => {
  const url = await fakeRelay((ws, [type, sub]) => {
    if (type === 'REQ') ws.send(JSON.stringify(['CLOSED', sub, 'restricted: kind not allowed']));
  });
  const result = await probe(url, { waitMs: 2000 });
  assert.equal(result.state, 'refused');
  assert.match(result.reason, /restricted: kind not allowed/);
});

test('a relay that accepts the event but never forwards it does not forward', async () => {
  const url = await fakeRelay((ws, [type, event]) => {
    if (type === 'EVENT') ws.send(JSON.stringify(['OK', event.id, true, '']));
  });
  const result = await probe(url, { waitMs: 800 });
  assert.equal(result.state, 'does not forward');
});

test('a relay that says nothing is silent', async () => {
  const url = await fakeRelay(() => {});
  const result = await probe(url, { waitMs: 800 });
  assert.equal(result.state, 'silent');
});

test('a relay that closes the socket is closed; a port where none listens is unreachable', async () => {
  const url = await fakeRelay((ws) => ws.close(1008, 'blocked'));
  const closed = await probe(url, { waitMs: 2000 });
  assert.equal(closed.state, 'closed');
  assert.match(closed.reason, /1008/);
  const gone = await fakeRelay(() => {});
  servers.pop().close();
  await new Promise((r) => setTimeout(r, 100));
  const unreachable = await probe(gone, { waitMs: 2000 });
  assert.equal(unreachable.state, 'unreachable');
});

test('the table shows each relay, its state, its reason and its NIP-11 limits', async () => {
  const url = await fakeRelay(okFalse('pow: difficulty 20 required'), {
    name: 'fake',
    software: 'fake-relay',
    limitation: { auth_required: false, payment_required: true, min_pow_difficulty: 20 },
  });
  const [result] = await probeAll([url], { waitMs: 2000 });
  assert.equal(result.state, 'refused');
  assert.deepEqual(result.info, { software: 'fake-relay', authRequired: false, paymentRequired: true, restrictedWrites: false, minPow: 20 });
  const printed = table([result]);
  assert.match(printed, /\| refused \|/);
  assert.match(printed, /payment required, pow 20 bits, fake-relay/);
});

test('without URLs the probe reads the default list from src/online/ice.rs', () => {
  const list = defaultRelays();
  assert.ok(list.length >= 3, list.join(' '));
  for (const url of list) assert.match(url, /^wss:\/\/[a-z0-9.-]+(\/[a-z0-9/]*)?$/);
  assert.deepEqual(defaultRelays('pub const DEFAULT_RELAYS: [&str; 2] = [\n    "wss://a.example",\n    "wss://b.example/v2",\n];'), ['wss://a.example', 'wss://b.example/v2']);
});
