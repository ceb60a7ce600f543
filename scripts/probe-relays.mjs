#!/usr/bin/env node
// Which Nostr relays carry our answers? From a machine with internet
// access:
//
//   node scripts/probe-relays.mjs            the default list (src/online/ice.rs)
//   node scripts/probe-relays.mjs wss://a wss://b …
//
// For each relay, as a page does (src/online/relay_policy.rs): subscribe
// to a fresh topic with our kind (the same filter, `limit` 0), publish one
// event of our kind under it (signed with a throwaway key), and wait at
// most 5 s for the relay's `OK` and for the event to come back on the
// subscription. It also reads the relay's NIP-11 document (its stated
// limits: authentication, payment, proof of work). It prints a table and
// exits 1 if any relay failed, so the default list can be pruned with
// evidence, as Trystero prunes its own.
//
// A relay's state:
//   works             OK true and the event came back: it carries answers
//   refused           OK false (or CLOSED) with the relay's reason:
//                     rate-limited, pow, auth-required, blocked, restricted…
//   does not forward  OK true but the event never came back (some relays
//                     drop ephemeral kinds they do not know: "mute")
//   silent            no OK and no event within the wait
//   closed            the socket closed before the end
//   unreachable       no socket at all (DNS, refused, TLS, timeout)
//
// Each probe costs one event per relay, within the busiest relay's limits
// (relay.damus.io: about 6-8 events a minute per address). Its logic is
// tested against the local relay and against misbehaving fake relays
// (tests/e2e/probe_relays.test.mjs); public relays are not reachable
// from the machines the tests run on.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import WebSocket from 'ws';
import { EVENT_KIND, freshKey, signEvent } from '../tests/e2e/nostr_stranger.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The wait for each step, in ms (Trystero's probe waits 5 s too). */
export const WAIT_MS = 5000;

/** The relays of `DEFAULT_RELAYS` in a Rust source (src/online/ice.rs): one list, not two. */
export function defaultRelays(source = readFileSync(join(ROOT, 'src', 'online', 'ice.rs'), 'utf8')) {
  const list = source.match(/pub const DEFAULT_RELAYS: \[&str; \d+\] = \[([^\]]*)\]/);
  if (!list) throw new Error('DEFAULT_RELAYS not found in src/online/ice.rs');
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** The first word of a relay's reason (`rate-limited: slow down` → `rate-limited`). */
export function reasonPrefix(message) {
  const m = /^([a-z-]+):/.exec(String(message ?? ''));
  return m ? m[1] : '';
}

/** The relay's NIP-11 document's stated limits, or null (none, or not JSON, within the wait). */
export async function relayInfo(url, waitMs = WAIT_MS) {
  const http = url.replace(/^ws/, 'http');
  try {
    const res = await fetch(http, {
      headers: { Accept: 'application/nostr+json' },
      signal: AbortSignal.timeout(waitMs),
    });
    if (!res.ok) return null;
    const doc = await res.json();
    const limits = doc?.limitation ?? {};
    return {
      software: typeof doc?.software === 'string' ? doc.software.slice(0, 80) : '',
      authRequired: limits.auth_required === true,
      paymentRequired: limits.payment_required === true,
      restrictedWrites: limits.restricted_writes === true,
      minPow: Number.isInteger(limits.min_pow_difficulty) ? limits.min_pow_difficulty : 0,
    };
  } catch {
    return null;
  }
}

/**
 * Probes one relay: `{ url, state, reason, ms }` (ms: from the publish to
 * the event's return, for a relay that works). Never throws.
 */
export function probe(url, { waitMs = WAIT_MS } = {}) {
  return new Promise((resolve) => {
    const key = freshKey();
    const topic = randomBytes(32).toString('hex');
    const sub = 'probe';
    let ws;
    let published = 0;
    let ok = null;
    let finished = false;
    let timer;
    const finish = (state, reason = '') => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      try {
        ws?.close();
      } catch {
        // already gone
      }
      resolve({ url, state, reason, ms: state === 'works' ? Date.now() - published : null });
    };
    const wait = (ms, onTimeout) => {
      clearTimeout(timer);
      timer = setTimeout(onTimeout, ms);
    };
    try {
      ws = new WebSocket(url, { handshakeTimeout: waitMs });
    } catch (err) {
      finish('unreachable', String(err.message ?? err));
      return;
    }
    wait(waitMs, () => finish('unreachable', `no socket within ${waitMs / 1000} s`));
    ws.on('error', (err) => finish(published ? 'closed' : 'unreachable', String(err.message ?? err)));
    ws.on('close', (code, why) => finish(published || ws.opened ? 'closed' : 'unreachable', `closed (${code}${why?.length ? `: ${why}` : ''})`));
    ws.on('open', () => {
      ws.opened = true;
      const since = Math.floor(Date.now() / 1000) - 60;
      ws.send(JSON.stringify(['REQ', sub, { '#t': [topic], kinds: [EVENT_KIND], since, limit: 0 }]));
      const event = signEvent(key, { tags: [['t', topic]], content: randomBytes(48).toString('base64url') });
      ws.eventId = event.id;
      published = Date.now();
      ws.send(JSON.stringify(['EVENT', event]));
      wait(waitMs, () => {
        if (ok === null) finish('silent', `no OK and no event within ${waitMs / 1000} s`);
        else finish('does not forward', `OK true, but the event did not come back within ${waitMs / 1000} s`);
      });
    });
    ws.on('message', (data) => {
      let frame;
      try {
        frame = JSON.parse(String(data));
      } catch {
        return;
      }
      if (!Array.isArray(frame)) return;
      const [type, a, b, c] = frame;
      if (type === 'OK' && a === ws.eventId) {
        ok = b === true;
        if (!ok) finish('refused', String(c ?? '').slice(0, 160) || 'OK false');
      } else if (type === 'CLOSED' && a === sub) {
        finish('refused', `subscription closed: ${String(b ?? '').slice(0, 160)}`);
      } else if (type === 'EVENT' && a === sub && b?.id === ws.eventId) {
        finish('works');
      }
    });
  });
}

/** Every relay at once (one event each), with its NIP-11 limits. */
export async function probeAll(urls, options = {}) {
  return Promise.all(
    urls.map(async (url) => {
      const [result, info] = await Promise.all([probe(url, options), relayInfo(url, options.waitMs)]);
      return { ...result, info };
    }),
  );
}

/** The results as a Markdown table. */
export function table(results) {
  const notes = (info) => {
    if (!info) return 'no NIP-11';
    const n = [];
    if (info.authRequired) n.push('auth required');
    if (info.paymentRequired) n.push('payment required');
    if (info.restrictedWrites) n.push('restricted writes');
    if (info.minPow) n.push(`pow ${info.minPow} bits`);
    if (info.software) n.push(info.software);
    return n.join(', ');
  };
  const rows = results.map((r) => `| ${r.url} | ${r.state} | ${r.ms ?? ''} | ${r.reason.replaceAll('|', '/')} | ${notes(r.info)} |`);
  return ['| relay | state | ms | why | NIP-11 |', '|---|---|---|---|---|', ...rows].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const urls = process.argv.slice(2).length ? process.argv.slice(2) : defaultRelays();
  const results = await probeAll(urls);
  console.log(table(results));
  const failed = results.filter((r) => r.state !== 'works').length;
  console.log(`\n${results.length - failed} of ${results.length} relays carry our kind.`);
  process.exit(failed ? 1 : 0);
}
