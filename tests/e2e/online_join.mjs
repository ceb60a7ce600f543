// What the online end-to-end tests share: the suite's site, browser and
// pages, reading the host's invitation, and a guest joining by the link,
// its answer pasted back on the host's page.
import { before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, watchedPage, appReady, DESKTOP } from './harness.mjs';

/**
 * The online files' Fox & Dolphin game: the smallest board, quick moves, a
 * tide step a second and the shortest time limit (30 s), so a game runs to
 * its end within a test.
 */
export const FD_SHORT = 'game=fox-dolphin&size=10&seed=7&cooldown=100&tide=1000&limit=30';

/**
 * Registers the suite's hooks: the built site served and one Chromium,
 * with every page a test opened closed when it ends (a test's pages do
 * not run on, taking the machine, under the next tests) and checked for
 * console errors and requests leaving the origin. Returns `open(url, viewport, { allow, init })`,
 * which opens a page in a browser context of its own (another device;
 * `allow`: a RegExp of problems this page is expected to have, `init`: a
 * script run before the page's own), `base()`, the
 * site's address, `join(hostPage, viewport)`, a guest joining (below), and
 * `hostShortFd(seats, viewport)`, a host page of `FD_SHORT`.
 */
export function onlineSuite() {
  let served;
  let browser;
  const pages = [];
  async function closePages() {
    const closing = pages.splice(0);
    for (const { context } of closing) await context.close().catch(() => {});
    for (const { problems, allow } of closing) {
      const unexpected = allow ? problems.filter((p) => !allow.test(p)) : problems;
      assert.deepEqual(unexpected, [], 'no console errors and no request leaving the origin');
    }
  }
  before(async () => {
    served = await serveDist();
    browser = await launch();
  });
  afterEach(closePages);
  after(async () => {
    try {
      await closePages();
    } finally {
      await browser?.close();
      served?.server.close();
    }
  });
  async function open(url, viewport = DESKTOP, { allow, init } = {}) {
    const watched = await watchedPage(browser, served.origin, viewport, { serviceWorker: false });
    pages.push({ ...watched, allow });
    if (init) await watched.context.addInitScript(init);
    await watched.page.goto(manualUnlessRelays(url));
    await appReady(watched.page);
    return watched;
  }
  return {
    open,
    base: () => served.base,
    /** The local relay's address for this site's pages (harness.mjs). */
    relayUrl: () => served.relayUrl,
    /** How many WebSockets the site passed to the relay so far. */
    relayConnections: () => served.relay.connections,
    join: (hostPage, viewport = DESKTOP) => join(open, hostPage, viewport),
    /** A host page of FD_SHORT with `seats` (e.g. `fox=you&dolphin=friend`). */
    hostShortFd: (seats, viewport) => open(`${served.base}?${FD_SHORT}&${seats}&online=host`, viewport),
  };
}

/** A fragment value as src/online/ice.rs writes it. */
export const b64 = (text) => Buffer.from(text).toString('base64url');

/**
 * A host page's address with an empty relay list (`nostr=`) unless its
 * fragment names relays: the tests that join by the pasted answer never
 * reach the public relays the page would use by default.
 */
export function manualUnlessRelays(url) {
  const parsed = new URL(url);
  if (parsed.searchParams.get('online') !== 'host') return url;
  const fragment = new URLSearchParams(parsed.hash.slice(1));
  if (fragment.has('nostr')) return url;
  return `${url}${parsed.hash ? '&' : '#'}nostr=`;
}

/** The invitation link on the host's page (a new one after each guest). */
export async function invitation(page, not = '') {
  await page.waitForFunction(
    (old) => {
      const input = document.querySelector('.online-link');
      return input && input.value && input.value !== old;
    },
    not,
    { timeout: 10000 },
  );
  return page.inputValue('.online-link');
}

/**
 * A guest (opened by `open(url, viewport)`) opens the host's current link, sends back its answer, and the
 * host pastes it. Returns the guest and the time from the host's click on
 * Connect to the guest seeing the board.
 */
export async function join(open, hostPage, viewport = DESKTOP) {
  const link = await invitation(hostPage);
  const guest = await open(link, viewport);
  await guest.page.waitForFunction(() => document.querySelector('.online-my-answer')?.value, null, {
    timeout: 10000,
  });
  const answer = await guest.page.inputValue('.online-my-answer');
  assert.ok(answer.length <= 200, `answer code of ${answer.length} characters`);
  await hostPage.fill('.online-answer', answer);
  const started = Date.now();
  await hostPage.click('.online-connect');
  await guest.page.waitForSelector('.online-play', { timeout: 10000 });
  const ms = Date.now() - started;
  await invitation(hostPage, link);
  return { ...guest, link, answer, connectMs: ms };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/**
 * The Fox & Dolphin match as a page shows it: tick, digest, whether over,
 * the game's status line (who won and why, the same on every page).
 */
export async function state(page) {
  return page.$eval('.online-play', (e) => ({
    tick: Number(e.dataset.tick),
    digest: e.dataset.digest,
    over: e.dataset.over === 'true',
    status: [...document.querySelector('.online-status').childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('')
      .trim(),
  }));
}

/**
 * A game's end as the page's person reads it: the headline ("You win",
 * "You lose", "Draw"; a watcher: "Game over") and the line under it.
 */
export async function result(page) {
  return page.evaluate(() => {
    const line = document.querySelector('.online-status');
    const text = [...line.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
    return { verdict: line.querySelector('.online-verdict')?.textContent ?? null, line: text };
  });
}

/**
 * Whether each of `selectors` is on the page's first screen (its box
 * within the viewport, scrolled to the top).
 */
export async function inFirstScreen(page, selectors) {
  return page.evaluate((selectors) => {
    window.scrollTo(0, 0);
    return selectors.map((s) => {
      const box = document.querySelector(s)?.getBoundingClientRect();
      return [s, Boolean(box) && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth];
    });
  }, selectors);
}

/** Picks one of `species`' animals that can move and moves it, by clicks. */
export async function clickAMove(page, species) {
  const ids = await page.$$eval(`[role=grid] .fd-tile.${species}`, (tiles) => tiles.map((t) => t.id));
  for (const id of ids.sort(() => Math.random() - 0.5).slice(0, 6)) {
    await page.click(`#${id}`);
    // The page's answer: the animal selected, drawn with its targets in the
    // same frame (none if it cannot move). Not there (the animal moved or
    // was eaten meanwhile): try another.
    const selected = await page
      .waitForSelector(`#${id}[aria-selected=true]`, { timeout: 3000 })
      .catch(() => null);
    const target = selected && (await page.$('[role=grid] .fd-tile.target'));
    if (target) {
      await target.click();
      return true;
    }
    // Selected but with nowhere to go: unselected, so a later pick of it
    // selects it again.
    if (selected) await page.click(`#${id}`);
  }
  return false;
}
