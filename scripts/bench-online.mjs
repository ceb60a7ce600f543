// Online joins through a Nostr relay, timed (a benchmark, not a test: it
// prints, never asserts). On the release build (dist/) served by the e2e
// harness, whose server passes WebSockets on /nostr to a local relay
// (NOSTR_RELAY_URL, or one started with scripts/nostr-relay.sh):
//
//   joins    a tic-tac-toe host; each guest (a fresh browser context, so a
//            cold page) opens the current invitation link: from the link
//            opened to the guest on the board, and from "Joining…" shown
//            to the board (the relay exchange alone), by the page's clock;
//   events   how many events went over the relay under the invitation's
//            topic for one join (a subscription of our own counts them);
//   reload   the seated guest's page reloads mid-game: from the reload to
//            the guest back on its seat;
//   seek     Play someone now: two pages seek tic-tac-toe, the second
//            opened once the first seeks; from the second opened to both
//            on the board, and how many seek events (seeks and offers,
//            kind 21980) went over the relay per pairing.
//
// Run: node scripts/bench-online.mjs [joins] [reloads] [seeks]
import { serveDist, launch, watchedPage, appReady, localRelay } from '../tests/e2e/harness.mjs';
import { Stranger, topicOf } from '../tests/e2e/nostr_stranger.mjs';

const JOINS = Number(process.argv[2] ?? 20);
const RELOADS = Number(process.argv[3] ?? 8);
const SEEKS = Number(process.argv[4] ?? 20);
const relay = localRelay();
if (!relay.url) {
  console.log(`online bench skipped: ${relay.skip}`);
  process.exit(0);
}
const site = await serveDist();
const browser = await launch();
const b64 = (text) => Buffer.from(text).toString('base64url');
const contexts = [];
const problems = [];

async function open(url) {
  const watched = await watchedPage(browser, site.origin);
  contexts.push(watched.context);
  problems.push(watched.problems);
  await watched.context.addInitScript(() => {
    window.__seen = {};
    const look = () => {
      for (const name of ['online-joining', 'online-play', 'online-my-answer']) {
        if (!(name in window.__seen) && document.querySelector(`.${name}`)) window.__seen[name] = performance.now();
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await watched.page.goto(url);
  return watched;
}

async function invitation(page, not = '') {
  await page.waitForFunction(
    (old) => {
      const v = document.querySelector('.online-link')?.value;
      return v && v !== old;
    },
    not,
    { timeout: 10000 },
  );
  return page.inputValue('.online-link');
}

/**
 * A tic-tac-toe host listening on the local relay, and our subscription to
 * its invitation's topic. A room takes ROOM joins: the test relay keeps
 * ephemeral events for minutes (a public relay does not), and a page
 * subscribing with `since` a minute ago is sent them all again, which its
 * frame budget bounds.
 */
async function room() {
  const { page } = await open(
    `${site.base}?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&online=host#nostr=${b64(site.relayUrl)}`,
  );
  await appReady(page);
  const link = await invitation(page);
  const spy = await Stranger.connect(relay.url);
  await spy.subscribe(topicOf(link));
  return { host: page, link, spy };
}
const ROOM = 5;

const total = [];
const exchange = [];
const events = [];
const fallbacks = [];
let current;
for (let i = 0; i < JOINS; i += 1) {
  if (i % ROOM === 0) {
    current?.spy.close();
    current = await room();
  }
  const before = current.spy.events.length;
  const guest = await open(current.link);
  await guest.page.waitForSelector('.online-play', { timeout: 20000 });
  const seen = await guest.page.evaluate(() => window.__seen);
  if ('online-my-answer' in seen) fallbacks.push(`#${i + 1} (code shown at ${Math.round(seen['online-my-answer'])} ms, board at ${Math.round(seen['online-play'])} ms)`);
  total.push(seen['online-play']);
  if ('online-joining' in seen) exchange.push(seen['online-play'] - seen['online-joining']);
  current.link = await invitation(current.host, current.link);
  // The acknowledgement may land just after the board: a moment for it.
  await new Promise((r) => setTimeout(r, 300));
  events.push(current.spy.events.length - before);
  await guest.context.close();
}
current?.spy.close();

// The reloads: a room of their own, its one player reloading its page.
const reloads = [];
const reloadEvents = [];
const spot = RELOADS > 0 ? await room() : null;
const player = spot && (await open(spot.link));
await player?.page.waitForSelector('.online-play', { timeout: 20000 });
await player?.page.waitForFunction(() => /You play/.test(document.querySelector('.online-role')?.textContent ?? ''));
for (let i = 0; i < RELOADS; i += 1) {
  const before = spot.spy.events.length;
  const started = Date.now();
  await player.page.reload();
  try {
    await player.page.waitForFunction(() => /You play/.test(document.querySelector('.online-role')?.textContent ?? ''), null, {
      timeout: 40000,
    });
    reloads.push(Date.now() - started);
  } catch {
    // Not back on its seat within the grace window: no use trying again.
    reloads.push(NaN);
    break;
  }
  await spot.host.waitForSelector('.online-paused', { state: 'detached', timeout: 10000 }).catch(() => {});
  await new Promise((r) => setTimeout(r, 300));
  reloadEvents.push(spot.spy.events.length - before);
}
spot?.spy.close();

// Play someone now: pairs of seeking pages, one pairing at a time.
const seekMs = [];
const seekEvents = [];
const seekUrl = `${site.base}?game=tic-tac-toe&size=3&online=seek#nostr=${b64(site.relayUrl)}`;
for (let i = 0; i < SEEKS; i += 1) {
  // A subscription per pairing (one kept open went deaf after a pairing or two).
  const seekSpy = await Stranger.connect(relay.url);
  seekSpy.ws.send(JSON.stringify(['REQ', 'seeks', { '#t': ['fox-and-xo-seek'], kinds: [21980], since: Math.floor(Date.now() / 1000) }]));
  await seekSpy.until(() => seekSpy.eose, 5000, 'EOSE');
  const before = seekSpy.events.length;
  const a = await open(seekUrl);
  await a.page.waitForSelector('.online-seek', { timeout: 20000 });
  const started = Date.now();
  const b = await open(seekUrl);
  try {
    await Promise.all([a.page, b.page].map((p) => p.waitForSelector('.online-play', { timeout: 30000 })));
    seekMs.push(Date.now() - started);
  } catch {
    seekMs.push(NaN);
  }
  await new Promise((r) => setTimeout(r, 300));
  seekEvents.push(seekSpy.events.length - before);
  seekSpy.close();
  await a.context.close();
  await b.context.close();
}

for (const context of contexts) await context.close().catch(() => {});
await browser.close();
site.server.close();
relay.stop();

const pct = (xs, p) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
const rows = [
  ['link opened -> guest on the board', total],
  ['"Joining…" shown -> on the board (relay exchange)', exchange],
  ['guest page reloaded -> back on its seat', reloads],
  ['Play someone now: second page opened -> both on the board', seekMs],
];
console.log(`online joins through a local Nostr relay (${JOINS} joins in rooms of ${ROOM}, ${RELOADS} reloads, ${SEEKS} pairings; cold pages, loopback)`);
console.log('| measure | runs | p50 | p95 | max |');
console.log('|---|---|---|---|---|');
for (const [name, xs] of rows) {
  const ok = xs.filter((x) => Number.isFinite(x));
  console.log(`| ${name} | ${ok.length}/${xs.length} | ${ms(pct(xs, 50))} | ${ms(pct(xs, 95))} | ${ms(Math.max(...ok))} |`);
}
if (events.length > 0) console.log(`| events on the topic per join | ${events.length} | ${pct(events, 50)} | ${pct(events, 95)} | ${Math.max(...events)} |`);
if (seekEvents.length > 0) console.log(`| seek events (seeks and offers) per pairing | ${seekEvents.length} | ${pct(seekEvents, 50)} | ${pct(seekEvents, 95)} | ${Math.max(...seekEvents)} |`);
if (reloadEvents.length > 0) console.log(`| events on the topic per reload | ${reloadEvents.length} | ${pct(reloadEvents, 50)} | ${pct(reloadEvents, 95)} | ${Math.max(...reloadEvents)} |`);
console.log(`relay connections through the proxy: ${site.relay.connections}; joins that showed the manual code: ${fallbacks.length}${fallbacks.length ? ` ${fallbacks.join(', ')}` : ''}`);
const seenProblems = problems.flat();
if (seenProblems.length > 0) console.log(`problems seen on the pages:\n  ${seenProblems.join('\n  ')}`);
