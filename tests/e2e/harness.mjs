// Shared end-to-end harness: serves the release build (dist/) on loopback
// under a sub-path, as a static host would, and launches Debian's Chromium
// through playwright-core. Every page is watched: a console error, an
// uncaught exception or a request (WebSockets included) that leaves the
// origin fails the test.
//
// The static server also passes WebSockets on NOSTR_PATH through to the
// local Nostr relay (NOSTR_RELAY_URL: the file's own, started by
// `localRelay()` below, or one given by hand), so the online pages reach their relay at
// `ws://127.0.0.1:PORT/nostr`: their own origin, allowed by the
// Content-Security-Policy's `connect-src 'self'`.
import WebSocket from 'ws';
import { defaultRelays } from '../../scripts/probe-relays.mjs';
import { createServer } from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import { execFileSync } from 'node:child_process';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { createHash } from 'node:crypto';
import { readFile, readdir, mkdir } from 'node:fs/promises';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, '..', '..', 'dist');
export const ARTIFACTS = join(here, 'artifacts');
/** The site is served under a sub-path to prove it can be hosted there. */
export const BASE_PATH = '/games/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

const compressed = new Map();
/**
 * Where each file's brotli bytes are kept between test files and runs (a
 * file of a build is compressed once, not once per test file: at quality
 * 11 the online page's wasm takes seconds of CPU, and the server compressed
 * synchronously, in the test's own event loop).
 */
export const BROTLI_CACHE = join(process.env.CARGO_TARGET_DIR ?? join(here, '..', '..', 'target'), 'e2e-brotli');
/** A file's brotli bytes at quality 11, computed once per content (in memory, then on disk). */
export function brotliOf(body) {
  const key = createHash('sha1').update(body).digest('hex');
  if (!compressed.has(key)) {
    const path = join(BROTLI_CACHE, `${key}.br`);
    let bytes;
    try {
      bytes = readFileSync(path);
    } catch {
      bytes = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      // Written whole under another name, then renamed: a file beside
      // this one never reads half of it.
      mkdirSync(BROTLI_CACHE, { recursive: true });
      const partial = `${path}.${process.pid}`;
      writeFileSync(partial, bytes);
      renameSync(partial, path);
    }
    compressed.set(key, bytes);
  }
  return compressed.get(key);
}

/**
 * Compresses every file of `dir` the server would compress into the cache
 * (scripts/e2e.sh, before any file starts), and drops what the cache holds
 * for no file of `dir` (older builds).
 */
export async function warmBrotli(dir = DIST) {
  const keep = new Set();
  const walk = async (at) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (extname(entry.name) !== '.png') {
        const body = await readFile(path);
        brotliOf(body);
        keep.add(`${createHash('sha1').update(body).digest('hex')}.br`);
      }
    }
  };
  await walk(dir);
  for (const name of await readdir(BROTLI_CACHE)) {
    if (!keep.has(name)) rmSync(join(BROTLI_CACHE, name), { force: true });
  }
  return keep.size;
}

/**
 * Serves `dir` (the release build by default) under BASE_PATH. The returned
 * `setRoot(dir)` switches what it serves, as publishing a new release does.
 */
export async function serveDist(dir = DIST) {
  let root = dir;
  // Long request lines allowed: a test sends an oversized replay link to
  // see the page refuse it (node's default limit is 16 KB).
  const server = createServer({ maxHeaderSize: 1 << 20 }, async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (!url.pathname.startsWith(BASE_PATH)) {
      res.writeHead(404).end();
      return;
    }
    let path = normalize(url.pathname.slice(BASE_PATH.length));
    if (path === '.' || path.endsWith('/')) path = join(path, 'index.html');
    if (path.startsWith('..')) {
      res.writeHead(403).end();
      return;
    }
    try {
      const file = join(root, path);
      const body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' };
      // Brotli, as a static host serves text and wasm (Lighthouse and the
      // first-paint harness measure what a visitor downloads).
      if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '') && extname(path) !== '.png') {
        headers['content-encoding'] = 'br';
        res.writeHead(200, headers);
        res.end(brotliOf(body));
      } else {
        res.writeHead(200, headers);
        res.end(body);
      }
    } catch {
      res.writeHead(404).end();
    }
  });
  const relay = { connections: 0 };
  server.on('upgrade', (req, socket, head) => proxyRelay(req, socket, head, relay));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    base: `http://127.0.0.1:${port}${BASE_PATH}`,
    /** The relay's address for a page of this site (same origin). */
    relayUrl: `ws://127.0.0.1:${port}${NOSTR_PATH}`,
    /** How many WebSockets were passed to the relay. */
    relay,
    setRoot: (next) => {
      root = next;
    },
  };
}

/** Where the static server passes WebSockets on to the local Nostr relay. */
export const NOSTR_PATH = '/nostr';
/**
 * Where it passes them on, over TLS, to the local relay that serves
 * `wss:` (NOSTR_TLS_RELAY_URL, `localRelay({ tls: true })`): the page
 * reaches it on its own origin, the relay is the TLS one.
 */
export const NOSTR_TLS_PATH = '/nostr-tls';

/**
 * Relays on the site's own origin that misbehave as public relays do, for
 * the tests of relays that hold: `refuse` answers every event `OK false`
 * ("rate-limited: …"), `silent` accepts the socket and says nothing,
 * `close` closes it at once ("blocked"), `down` refuses the upgrade (as
 * every other unknown path does: a relay that is not there).
 */
export const FAKE_RELAYS = {
  refuse: '/nostr-refuse',
  silent: '/nostr-silent',
  close: '/nostr-close',
  down: '/nostr-down',
};
const fakeRelays = new WebSocket.Server({ noServer: true });
/** Every socket a page opened to `refuse` or `silent`: when, the events it sent, how it ended. */
const fakeSockets = [];

/**
 * What the pages did with the refusing and the silent relays, one entry
 * a socket: `{ path, openedAt, events, closedAt, code }` (`closedAt` null
 * while open; `code` 1005 when the page closed it with `close()`, 1001
 * when its page went away).
 */
export function fakeRelaySockets() {
  return fakeSockets.map((s) => ({ ...s }));
}

function fakeRelay(path, req, socket, head) {
  if (path === FAKE_RELAYS.down) {
    socket.destroy();
    return;
  }
  fakeRelays.handleUpgrade(req, socket, head, (ws) => {
    if (path === FAKE_RELAYS.close) {
      ws.close(1008, 'blocked: not welcome here');
      return;
    }
    const seen = { path, openedAt: Date.now(), events: 0, closedAt: null, code: null };
    fakeSockets.push(seen);
    ws.on('close', (code) => Object.assign(seen, { closedAt: Date.now(), code }));
    ws.on('message', (data) => {
      let frame;
      try {
        frame = JSON.parse(String(data));
      } catch {
        return;
      }
      if (frame[0] === 'EVENT') seen.events += 1;
      if (path !== FAKE_RELAYS.refuse) return;
      if (frame[0] === 'EVENT' && typeof frame[1]?.id === 'string') {
        ws.send(JSON.stringify(['OK', frame[1].id, false, 'rate-limited: you are noting too much']));
      }
    });
  });
}

/**
 * A WebSocket upgrade on NOSTR_PATH, piped as bytes to the relay at
 * NOSTR_RELAY_URL (read when the page connects); any other path, or no
 * relay, is refused (the page sees a relay that is down).
 */
function proxyRelay(req, socket, head, relay) {
  const path = new URL(req.url, 'http://localhost').pathname;
  if (Object.values(FAKE_RELAYS).includes(path)) {
    fakeRelay(path, req, socket, head);
    return;
  }
  const secure = path === NOSTR_TLS_PATH;
  const target = secure ? process.env.NOSTR_TLS_RELAY_URL : process.env.NOSTR_RELAY_URL;
  if ((path !== NOSTR_PATH && !secure) || !target) {
    socket.destroy();
    return;
  }
  const to = new URL(target);
  const port = Number(to.port);
  // The TLS relay's certificate is self-signed (scripts/nostr-relay.sh).
  const connect = (ready) =>
    secure ? tls.connect({ port, host: to.hostname, rejectUnauthorized: false }, ready) : net.connect(port, to.hostname, ready);
  const upstream = connect(() => {
    const lines = [`GET ${to.pathname}${to.search} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      lines.push(`${name}: ${name.toLowerCase() === 'host' ? to.host : req.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  relay.connections += 1;
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
  socket.on('close', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
}

const ROOT = join(here, '..', '..');

/** `CI` set to anything but `false` or `0`, as CI services set it. */
export const IN_CI = !['', 'false', '0'].includes(process.env.CI ?? '');

/**
 * A service a test file needs is missing: under `CI=true` that fails the
 * file, naming it (a suite must not pass with a part unseen); elsewhere the
 * file's tests are skipped and this says so loudly. Returns the skip reason.
 */
export function missing(what) {
  if (IN_CI) throw new Error(`CI=true and ${what}: failing rather than skipping`);
  console.warn(`\n*** SKIPPED (CI is not set): ${what} ***\n`);
  return what;
}

/** Whether something accepts a TCP connection at `url`'s host and port within 2 s. */
function listening(url) {
  const { hostname, port } = new URL(url);
  const probe = `import socket; socket.create_connection((${JSON.stringify(hostname)}, ${Number(port)}), 2)`;
  try {
    execFileSync('python3', ['-c', probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The local Nostr relay for a test file: its own, started here with
 * scripts/nostr-relay.sh on a free loopback port (it installs the PyPI
 * package on first use) in a directory of this file's own, and stopped by
 * `stop()` (or when the process exits), so files run side by side never
 * share a relay (two floods on one relay swamped it). A relay given by
 * NOSTR_RELAY_URL (checked to be listening) is used instead: for someone
 * running one file by hand against a relay of theirs; scripts/e2e.sh
 * does not pass one on. When none can be had, `url` is null and `skip`
 * says why; under `CI=true` that throws instead (see `missing`).
 * `tls: true` starts the same relay over TLS (`wss:`, a self-signed
 * certificate; NOSTR_TLS_RELAY_URL), which the test server passes
 * NOSTR_TLS_PATH on to. `log()` reads the relay's log.
 */
export function localRelay({ tls = false } = {}) {
  const variable = tls ? 'NOSTR_TLS_RELAY_URL' : 'NOSTR_RELAY_URL';
  const given = process.env[variable];
  if (given && listening(given)) return { url: given, stop: () => {} };
  if (given && IN_CI) missing(`no Nostr relay is listening at ${variable}=${given}`);
  const script = join(ROOT, 'scripts', 'nostr-relay.sh');
  const name = basename(process.argv[1] ?? 'e2e', '.test.mjs').replace(/[^\w.-]/g, '_');
  const dir = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'nostr-relay', 'e2e', `${name}-${process.pid}${tls ? '-tls' : ''}`);
  try {
    const url = execFileSync('bash', [script, 'start', dir, ...(tls ? ['tls'] : [])], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    process.env[variable] = url;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      execFileSync('bash', [script, 'stop', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
      if (given) process.env[variable] = given;
      else delete process.env[variable];
    };
    // A file that ends early (a crash, a failed hook) leaves no relay behind.
    process.once('exit', stop);
    return { url, stop, log: () => readFileSync(join(dir, 'relay.log'), 'utf8') };
  } catch (err) {
    const why = String(err.stderr ?? err.message).trim().split('\n').pop();
    return { url: null, skip: missing(`no local Nostr relay (scripts/nostr-relay.sh start failed: ${why})`) };
  }
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
    headless: true,
  });
}

/** The localStorage key of the player's language choice (src/ui/i18n). */
export const LANG_KEY = 'fox-and-xo.lang';

/**
 * The public Nostr relays a host page uses when it has no list of its own
 * (src/online/ice.rs DEFAULT_RELAYS, read from there): a page whose
 * connection settings were refused falls back to them. The harness answers
 * them itself.
 */
export const PUBLIC_RELAYS_TRIED = new RegExp(
  `^WebSocket left the origin: (${defaultRelays()
    .map((url) => url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})/?$`,
);

/**
 * A fresh page that records every problem a person would not see but a
 * maintainer must: console errors, page errors, requests to another origin.
 *
 * The language is pinned: `lang` (default English) is stored as the
 * player's choice before the site's first script runs, unless a choice is
 * stored already (so a test can see a choice remembered across a reload).
 * A browser set to another language cannot change what the tests read.
 * `lang: null` pins nothing (the page follows `?lang=` or the browser).
 * `touch: true` is a touch phone: a touch screen, a coarse pointer that
 * cannot hover, and the page laid out as on one.
 * `timezoneId` (an IANA name) is the device's time zone.
 * `serviceWorker: false` keeps the site's service worker from installing:
 * its install fetches and caches every file of the site, in every fresh
 * context (about a second of CPU each, beside the page under test). The
 * end-to-end files' pages (`servedSite`, online_join.mjs `onlineSuite`)
 * block it, since only the worker's own tests (site.test.mjs, which call
 * this directly) read what it does, and what a page shows is the same
 * whoever serves it.
 */
export async function watchedPage(browser, origin, viewport = { width: 1280, height: 900 }, { lang = 'en', locale, timezoneId, touch = false, serviceWorker = true } = {}) {
  const context = await browser.newContext({
    viewport,
    ...(locale ? { locale } : {}),
    ...(timezoneId ? { timezoneId } : {}),
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    ...(serviceWorker ? {} : { serviceWorkers: 'block' }),
  });
  if (lang) {
    await context.addInitScript(([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank) has nothing to pin.
      }
    }, [LANG_KEY, lang]);
  }
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`request left the origin: ${url}`);
    }
  });
  // WebSockets are not requests to Playwright. One to another origin (a
  // public Nostr relay the page would use by default) never leaves this
  // machine: it is answered here by a relay that closes at once, and fails
  // the test.
  const wsOrigin = origin.replace(/^http/, 'ws');
  await context.routeWebSocket(
    (url) => url.origin !== wsOrigin,
    (ws) => {
      problems.push(`WebSocket left the origin: ${ws.url()}`);
      ws.close();
    },
  );
  return { page, context, problems };
}

export async function screenshot(page, name, { fullPage = true } = {}) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/** Waits until the Yew app has rendered its first screen. */
export async function appReady(page) {
  // `#app`: the live page, not the prerendered screen some pages show first.
  await page.waitForSelector('#app main', { timeout: 20000 });
}

/**
 * Waits for the count before a Fox & Dolphin game's first tick ("Starting
 * in 3, 2, 1") to end: the board takes moves from then on.
 */
export async function countedDown(page) {
  // 3 s of count; the rest is a page slowed by the files running beside it
  // (CI's fresh run once needed over 10 s).
  await page.waitForFunction(() => document.querySelector('.fd-countdown')?.textContent === '', null, { timeout: 20000 });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 360, height: 740 };

/**
 * The built site and a browser for one test file: served before its tests,
 * closed after. `site.base` is the site's address; `site.withPage(viewport,
 * body)` runs `body` on a fresh page, then fails the test if anything went
 * wrong underneath (a console error, a page error, a request leaving the
 * origin). Its pages block the site's service worker (`watchedPage`).
 */
export function servedSite() {
  const site = {};
  let served;
  let browser;
  before(async () => {
    served = await serveDist();
    browser = await launch();
    site.base = served.base;
    site.origin = served.origin;
  });
  after(async () => {
    await browser?.close();
    served?.server.close();
  });
  site.withPage = async (viewport, body, options) => {
    const { page, context, problems } = await watchedPage(browser, served.origin, viewport, { serviceWorker: false, ...options });
    try {
      await body(page);
    } finally {
      await context.close();
    }
    const allow = options?.allow;
    const unexpected = allow ? problems.filter((p) => !allow.test(p)) : problems;
    assert.deepEqual(unexpected, [], 'no console errors and no request leaving the origin');
  };
  return site;
}
