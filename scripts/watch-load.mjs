#!/usr/bin/env node
// A load run of watching through the relays (a long run, not in the
// default test command): one Fox & Dolphin match's batches, published to
// a local relay, followed by many Nostr clients (not browsers):
//
//   node scripts/watch-load.mjs [--watchers 1000] [--per-socket 8]
//                               [--pace-ms 100] [--relay ws://...]
//
// The match and its signed batch events come from the Rust core
// (`cargo run --example watch_load -- host`), so they are the bytes a
// host's page would publish. Half the watchers subscribe before the first
// batch; the other half arrive mid-game and ask for the room's batches
// from the start, as a watcher's page does. The host publishes every batch
// once, whatever the number of watchers, paced --pace-ms apart (12 s in a
// real game). At the end every watcher's events are replayed by the Rust
// core (`watch_load replay`, the watcher's own Follower) and each must end
// on the host's digest. Prints what it measured; exits 1 if a watcher did
// not. Without --relay it starts its own (scripts/nostr-relay.sh).
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import WebSocket from 'ws';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BATCH_KIND = 9979;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}
const WATCHERS = Number(option('watchers', 1000));
const PER_SOCKET = Number(option('per-socket', 8));
const PACE_MS = Number(option('pace-ms', 100));
const WAIT_MS = 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function cargoExample(args, input) {
  const run = spawnSync('cargo', ['run', '-q', '--example', 'watch_load', '--', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (run.status !== 0) throw new Error(`watch_load ${args[0]} failed: ${run.stderr}`);
  return run.stdout.trim().split('\n');
}

function open(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/// A socket of watchers: `count` subscriptions to the room's batches,
/// each collecting the events it is sent (by id), and when it had `want`.
async function watcherSocket(url, first, count, room) {
  const ws = await open(url);
  const subs = new Map();
  ws.on('message', (data) => {
    let frame;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (frame[0] === 'EVENT' && subs.has(frame[1])) {
      const sub = subs.get(frame[1]);
      if (!sub.events.has(frame[2].id)) {
        sub.events.set(frame[2].id, frame[2]);
        if (sub.events.size === sub.want && sub.doneAt === null) sub.doneAt = Date.now();
      }
    } else if (frame[0] === 'EOSE' && subs.has(frame[1])) {
      subs.get(frame[1]).eoseAt = Date.now();
    }
  });
  return {
    ws,
    subs,
    subscribe(want) {
      for (let i = first; i < first + count; i++) {
        const id = `w${i}`;
        subs.set(id, { events: new Map(), want, askedAt: Date.now(), eoseAt: null, doneAt: null });
        ws.send(JSON.stringify(['REQ', id, { kinds: [BATCH_KIND], '#t': [room] }]));
      }
    },
  };
}

async function main() {
  let relay = option('relay', null);
  const dir = join(ROOT, 'target', 'watch-load-relay');
  if (!relay) {
    relay = execFileSync('bash', [join(ROOT, 'scripts/nostr-relay.sh'), 'start', dir], {
      encoding: 'utf8',
    }).trim();
  }
  try {
    const lines = cargoExample(['host', String(Math.floor(Date.now() / 1000))]);
    const meta = JSON.parse(lines.pop());
    const events = lines.map((l) => JSON.parse(l));
    const half = Math.floor(events.length / 2);
    console.log(`relay ${relay}; ${events.length} batches of one match; ${WATCHERS} watchers, ${PER_SOCKET} a socket`);

    const sockets = [];
    for (let first = 0; first < WATCHERS; first += PER_SOCKET) {
      sockets.push(await watcherSocket(relay, first, Math.min(PER_SOCKET, WATCHERS - first), meta.room));
    }
    const early = sockets.slice(0, Math.ceil(sockets.length / 2));
    const late = sockets.slice(early.length);
    for (const s of early) s.subscribe(events.length);

    const host = await open(relay);
    const oks = new Map();
    host.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame[0] === 'OK') oks.set(frame[1], frame);
    });
    const started = Date.now();
    const cpu0 = process.cpuUsage();
    let hostCpuUs = 0;
    let lateAsked = null;
    for (const [i, event] of events.entries()) {
      if (i === half) {
        lateAsked = Date.now();
        for (const s of late) s.subscribe(events.length);
      }
      const c = process.cpuUsage();
      host.send(JSON.stringify(['EVENT', event]));
      hostCpuUs += process.cpuUsage(c).user;
      await sleep(PACE_MS);
    }
    const deadline = Date.now() + WAIT_MS;
    const all = () => sockets.flatMap((s) => [...s.subs.values()]);
    while (Date.now() < deadline && all().some((w) => w.events.size < events.length)) {
      await sleep(100);
    }
    const elapsed = Date.now() - started;
    const refused = [...oks.values()].filter((f) => f[2] !== true);

    // Every watcher's events, replayed by the watcher's own code.
    const bundles = all().map((w) => JSON.stringify([...w.events.values()]));
    const now = Math.floor(Date.now() / 1000);
    const digests = cargoExample(['replay', meta.room, meta.host, String(now)], bundles.join('\n') + '\n');
    const same = digests.filter((d) => d === meta.digest).length;

    // A late watcher had the game so far once its relay's stored events came.
    const lateWatchers = late.flatMap((s) => [...s.subs.values()]);
    const eose = lateWatchers.map((w) => (w.eoseAt ?? Infinity) - w.askedAt).sort((a, b) => a - b);
    const span = events[events.length - 1].created_at - events[0].created_at;
    console.log(`host: ${events.length} events published once each, ${refused.length} refused;`
      + ` ${((events.length - 1) * 60 / span).toFixed(1)} events a minute of match time;`
      + ` ${(hostCpuUs / events.length).toFixed(0)} us of CPU an event (the send)`);
    if (eose.length > 0) {
      console.log(`late watchers (${lateWatchers.length}, from batch ${half}): the stored batches within`
        + ` ${eose[Math.floor(eose.length / 2)]} ms (median), ${eose[eose.length - 1]} ms (slowest)`);
    }
    console.log(`${same} of ${bundles.length} watchers ended on the host's digest ${meta.digest}`
      + ` (${elapsed} ms from the first batch; this process's CPU ${(process.cpuUsage(cpu0).user / 1000).toFixed(0)} ms)`);
    host.close();
    for (const s of sockets) s.ws.close();
    if (same !== WATCHERS || refused.length > 0) process.exitCode = 1;
  } finally {
    if (!option('relay', null)) {
      execFileSync('bash', [join(ROOT, 'scripts/nostr-relay.sh'), 'stop', dir]);
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
