// e2e: minutes 4
// End to end: the site as a whole, served under /games/ as on a static host.
// Offline play through the service worker, a new release replacing the old
// one whole, old links routed to their page, and the Content-Security-Policy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DIST, serveDist, launch, watchedPage, appReady, countedDown, screenshot, DESKTOP, PHONE } from './harness.mjs';

const QUIET = 'fox=you&dolphin=friend&cooldown=1000&tide=60000&limit=none';
let served;
let browser;
before(async () => {
  served = await serveDist();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  served?.server.close();
});

/** Runs `body` on a fresh watched page; fails on any console error, page
 *  error or request leaving the origin. */
async function withPage(viewport, body) {
  const { page, context, problems } = await watchedPage(browser, served.origin, viewport);
  try {
    await body(page, context);
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, [], 'no console errors and no request leaving the origin');
}

/** Opens the site and waits until its service worker controls the page. */
async function installed(page) {
  await page.goto(served.base);
  await appReady(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await appReady(page);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker controls the page');
}

/** Plays X in the top-left cell of a tic-tac-toe page. */
async function playTicTacToe(page) {
  await page.getByRole('button', { name: 'Row 1, column 1, empty' }).click();
  await page.getByRole('button', { name: /^Row 1, column 1, X/ }).waitFor();
}

/** Starts a quiet Fox & Dolphin game and moves some fox by clicks. */
async function playFoxDolphin(page) {
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('grid').waitFor();
  await countedDown(page);
  const foxes = page.getByRole('gridcell', { name: /, fox$/ });
  let targets = 0;
  for (let i = 0; i < (await foxes.count()) && targets === 0; i += 1) {
    await foxes.nth(i).click();
    targets = await page.locator('[role=gridcell].target').count();
    if (targets === 0) await foxes.nth(i).click();
  }
  assert.ok(targets > 0, 'some fox has somewhere to go');
  const target = page.locator('[role=gridcell].target').first();
  const [, place, surface] = (await target.getAttribute('aria-label')).match(/^(Row \d+, column \d+), (land|water), /);
  await target.click();
  await page.getByRole('gridcell', { name: `${place}, ${surface}, fox` }).waitFor();
}

/** Holds the page's wasm until the returned function is called: what is painted before it is the shell's. */
async function holdWasm(page) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('offline under /games/: after one visit, every page opens from the cache with any query, and both games play', async () => {
  await withPage(PHONE, async (page, context) => {
    await installed(page);
    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    await page.getByRole('link', { name: /Play Tic-tac-toe/ }).click();
    await playTicTacToe(page);
    assert.match(new URL(page.url()).pathname, /\/games\/tictactoe\.html$/);
    // An old link (before the site had one page per game) still works offline.
    await page.goto(`${served.base}index.html?game=fox-dolphin&size=10&seed=7&${QUIET}`);
    await page.waitForURL(/\/games\/fox-dolphin\.html\?game=fox-dolphin/);
    await playFoxDolphin(page);
    await screenshot(page, 'site-offline-fd-phone');
    // Online play's page opens too (playing needs the network, of course).
    await page.goto(`${served.base}online.html?game=fox-dolphin`);
    await appReady(page);
    assert.equal(await page.evaluate(() => navigator.onLine), false);
  });
});

test('a new release is picked up whole on the next visit: one cache, the new files', async () => {
  const release = await mkdtemp(join(tmpdir(), 'fox-and-xo-release-'));
  try {
    await cp(DIST, release, { recursive: true });
    const index = join(release, 'index.html');
    await writeFile(index, (await readFile(index, 'utf8')).replace('<title>', '<meta name=release content=second><title>'));
    await promisify(execFile)('node', [join('scripts', 'site-build.mjs'), release]);
    const idOf = async (dir) => (await readFile(join(dir, 'sw.js'), 'utf8')).match(/^const RELEASE = "(\w+)";/)[1];
    const [first, second] = [await idOf(DIST), await idOf(release)];
    assert.notEqual(first, second, 'the second build has another release id');

    await withPage(DESKTOP, async (page) => {
      await installed(page);
      assert.deepEqual(await page.evaluate(() => caches.keys()), [`fox-and-xo-${first}`]);
      served.setRoot(release);
      // This visit is still the first release (its worker answers); the
      // browser fetches sw.js, installs the second and drops the first.
      await page.goto(`${served.base}?game=tic-tac-toe`);
      await appReady(page);
      const deadline = Date.now() + 20000;
      while (JSON.stringify(await page.evaluate(() => caches.keys())) !== JSON.stringify([`fox-and-xo-${second}`])) {
        assert.ok(Date.now() < deadline, 'the second release replaced the first within 20 s');
        await page.waitForTimeout(100);
      }
      // The next visit is the second release, offline too.
      await page.context().setOffline(true);
      await page.goto(served.base);
      await appReady(page);
      assert.equal(await page.locator('meta[name=release]').getAttribute('content'), 'second');
      await page.getByRole('link', { name: /Play Tic-tac-toe/ }).click();
      await playTicTacToe(page);
    });
  } finally {
    served.setRoot(DIST);
    await rm(release, { recursive: true, force: true });
  }
});

test('old links go to the page that plays them, keeping the query and the fragment', async () => {
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${served.base}?game=tic-tac-toe&size=4&opponent=friend`);
    await page.waitForURL(`${served.base}tictactoe.html?game=tic-tac-toe&size=4&opponent=friend`);
    await page.getByRole('button', { name: 'Row 4, column 4, empty' }).waitFor();
    // How to play's links of before (a game's page with `help`) open its page.
    await page.goto(`${served.base}fox-dolphin.html?game=fox-dolphin&help`);
    await page.waitForURL(`${served.base}howto.html?game=fox-dolphin&help`);
    await page.getByRole('heading', { level: 1, name: 'How to play Fox & Dolphin' }).waitFor();
    await page.goto(`${served.base}howto.html?game=chess&help`);
    await page.waitForURL(`${served.base}?game=chess&help`);
    await page.goto(`${served.base}tictactoe.html?game=fox-dolphin&size=12&seed=3`);
    await page.waitForURL(/\/games\/fox-dolphin\.html\?game=fox-dolphin&size=12&seed=3/);
    await page.goto(`${served.base}index.html?game=fox-dolphin&size=12&online=host#nostr=`);
    await page.waitForURL(/\/games\/online\.html\?game=fox-dolphin&size=12&online=host#nostr=$/);
    await appReady(page);
    await page.goto(`${served.base}#join=not-a-code`);
    await page.waitForURL(`${served.base}online.html#join=not-a-code`);
    await appReady(page);
    await page.goto(`${served.base}fox-dolphin.html?game=chess`);
    await page.waitForURL(`${served.base}?game=chess`);
    await page.getByText(/chess/).first().waitFor();
  });
});

test('online play has a page per game: a link of the other game made before the split lands on its page, query and fragment intact', async () => {
  await withPage(DESKTOP, async (page) => {
    // `#nostr=` (no relays) everywhere: nothing here reaches a relay.
    const ttt = 'game=tic-tac-toe&size=4&opponent=friend&first=o&you=o';
    // A tic-tac-toe host's and seeking page's links as online.html made
    // them, and the other way round.
    for (const [from, to, board] of [
      [`online.html?${ttt}&online=host#nostr=`, `online-tictactoe.html?${ttt}&online=host#nostr=`, '.online-host.ttt-screen'],
      [`online.html?${ttt}&online=seek#nostr=`, `online-tictactoe.html?${ttt}&online=seek#nostr=`, '.online-host.ttt-screen'],
      ['online-tictactoe.html?game=fox-dolphin&size=12&online=host#nostr=', 'online.html?game=fox-dolphin&size=12&online=host#nostr=', '.online-host.fd-screen'],
    ]) {
      await page.goto(served.base + from);
      await page.waitForURL(served.base + to);
      await page.locator(`#app ${board}`).waitFor();
    }
    // An invitation to tic-tac-toe as online.html wrote it opens
    // tic-tac-toe's guest page, which reads it whole (its answer code is
    // ready to send back); the host page now writes it on its own page.
    await page.goto(`${served.base}online-tictactoe.html?${ttt}&online=host#nostr=`);
    await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='), null, { timeout: 60000 });
    const made = await page.locator('.online-link').inputValue();
    assert.ok(made.startsWith(`${served.base}online-tictactoe.html?game=tic-tac-toe#join=`), made);
    const fragment = made.slice(made.indexOf('#'));
    await page.goto(`${served.base}online.html?game=tic-tac-toe${fragment}`);
    await page.waitForURL(`${served.base}online-tictactoe.html?game=tic-tac-toe${fragment}`);
    await page.locator('#app .online-guest.ttt-screen').waitFor();
    await page.waitForFunction(() => document.querySelector('.online-my-answer')?.value, null, { timeout: 30000 });
    assert.equal(await page.locator('#app .online-error').count(), 0, 'the invitation is read whole');
    // An answer link of a tic-tac-toe guest (made on online.html) goes to
    // that game's page, which reads it.
    await page.goto(`${served.base}online.html?game=tic-tac-toe#answer=not-a-code`);
    await page.waitForURL(`${served.base}online-tictactoe.html?game=tic-tac-toe#answer=not-a-code`);
    await page.locator('#app .online-error').waitFor();
    // An invitation with no game (made before tic-tac-toe online) is Fox &
    // Dolphin's.
    await page.goto(`${served.base}online-tictactoe.html#join=not-a-code`);
    await page.waitForURL(`${served.base}online.html#join=not-a-code`);
    await page.locator('#app .online-guest.fd-screen .online-error').waitFor();
    // A game we do not know: the host's link goes to the landing page,
    // which names it; an invitation's page says the link is damaged.
    await page.goto(`${served.base}online-tictactoe.html?game=chess&online=host`);
    await page.waitForURL(`${served.base}?game=chess&online=host`);
    await page.getByText(/chess/).first().waitFor();
    await page.goto(`${served.base}online-tictactoe.html?game=chess${fragment}`);
    await page.waitForURL(`${served.base}online.html?game=chess${fragment}`);
    await page.locator('#app .online-error', { hasText: 'this link is damaged' }).waitFor();
  });
});

test('every page carries a Content-Security-Policy that allows its own scripts and nothing inline but what the build hashed', async () => {
  for (const name of ['index.html', 'tictactoe.html', 'fox-dolphin.html', 'online.html', 'online-tictactoe.html', 'howto.html', 'review.html', 'listen.html']) {
    const html = await readFile(join(DIST, name), 'utf8');
    const policy = html.match(/<meta http-equiv=Content-Security-Policy content="([^"]+)">/)?.[1];
    assert.ok(policy, `${name} has a policy`);
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    assert.doesNotMatch(policy, / 'unsafe-eval'|script-src[^;]*'unsafe-inline'|style-src [^;]*'unsafe-inline'|https?:|\*/);
    // Each page's styles are inside it (no stylesheet to wait for), by hash.
    assert.match(policy, /style-src 'self' 'sha256-/);
    // Its own origin and secure WebSockets (the Nostr relays), nothing else.
    assert.match(policy, /connect-src 'self' wss:;/);
    assert.doesNotMatch(html, /rel=("?)stylesheet\1/, `${name} links no stylesheet`);
    // The hashes of its own inline scripts and styles, and no other page's.
    const inline = [...html.matchAll(/<(script|style)\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g)];
    const own = inline.map((m) => `'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
    assert.deepEqual([...new Set(policy.match(/'sha256-[^']+'/g))].sort(), [...new Set(own)].sort(), `${name}'s hashes`);
  }
  const headers = await readFile(join(DIST, '_headers'), 'utf8');
  assert.match(headers, /frame-ancestors 'none'/);
  // The policy is enforced: an inline script the build did not hash is refused.
  const { page, context } = await watchedPage(browser, served.origin, DESKTOP);
  try {
    const violations = [];
    await page.exposeFunction('reportViolation', (v) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(e.violatedDirective));
    });
    await page.goto(served.base);
    await appReady(page);
    assert.deepEqual(violations, [], 'the site itself breaks no rule');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => window.injected), undefined, 'the injected script did not run');
    assert.ok(violations.some((v) => v.startsWith('script-src')), `violations: ${violations}`);
  } finally {
    await context.close();
  }
});

test('a first visit paints the prerendered screen before the wasm arrives, and the wasm takes its place', async () => {
  for (const [name, selector] of [['tictactoe.html', '.ttt-board'], ['fox-dolphin.html', 'form'], ['', '.game-list']]) {
    await withPage(PHONE, async (page) => {
      // Hold the wasm until the prerendered screen has been looked at.
      const release = await holdWasm(page);
      await page.goto(served.base + name);
      const shell = page.locator(`#shell ${selector}`);
      await shell.waitFor({ state: 'visible' });
      assert.equal(await page.locator('#app').innerHTML(), '', `${name || 'index.html'}: nothing live yet`);
      assert.ok(await page.locator('#shell').evaluate((e) => e.inert && e.getAttribute('aria-hidden') === 'true'), 'the shell takes no input');
      if (name === 'tictactoe.html') await screenshot(page, 'shell-tictactoe-phone');
      release();
      await page.locator(`#app ${selector}`).waitFor();
      assert.equal(await page.locator('#shell').count(), 0, 'the shell is gone');
      assert.equal(await page.locator(selector).count(), 1, 'one screen, the live one');
    });
  }
});

test('a game opened from the landing page\'s Play link is painted before its wasm arrives', async () => {
  for (const [game, selector] of [['tic-tac-toe', '.ttt-board'], ['Fox & Dolphin', 'form']]) {
    await withPage(PHONE, async (page) => {
      await page.goto(served.base);
      await appReady(page);
      const release = await holdWasm(page);
      await page.getByRole('link', { name: new RegExp(`^Play ${game}$`, 'i') }).click();
      await page.locator(`#shell ${selector}`).waitFor({ state: 'visible' });
      assert.equal(await page.locator('#app').innerHTML(), '', `${game}: nothing live yet`);
      release();
      await page.locator(`#app ${selector}`).waitFor();
      assert.equal(await page.locator(selector).count(), 1, 'one screen, the live one');
    });
  }
});

test('a visit the prerendered screen does not fit (another language, settings in the link) waits for the wasm instead', async () => {
  for (const link of ['tictactoe.html?lang=pt', 'tictactoe.html?game=tic-tac-toe&opponent=computer']) {
    await withPage(PHONE, async (page) => {
      const release = await holdWasm(page);
      await page.goto(served.base + link);
      assert.equal(await page.locator('#shell').isVisible(), false, `${link}: no shell`);
      // The wasm is fetched at once (preloaded by assets/shell.js).
      assert.equal(await page.locator('link[rel=preload][type="application/wasm"]').count(), 1, `${link}: the wasm is preloaded`);
      release();
      await appReady(page);
      assert.equal(await page.locator('#shell').count(), 0);
    });
  }
  // Portuguese stored as the player's choice: no English shell either.
  const { page, context } = await watchedPage(browser, served.origin, PHONE, { lang: 'pt' });
  try {
    await page.route(/_bg\.wasm$/, () => {});
    await page.goto(served.base + 'fox-dolphin.html');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#shell').isVisible(), false, 'no English shell for a Portuguese player');
  } finally {
    await context.close();
  }
});

/**
 * What a screen shows, as lines: each painted element's tag and classes,
 * with its own text or a field's value; a board without its tiles (a
 * host's shell shows the sea, the live page draws its island a moment
 * after its first frame).
 */
function screenOf(root) {
  const lines = [];
  const walk = (element, depth) => {
    if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') return;
    // A closed <details> paints its summary only (its content has boxes).
    if (element.parentElement?.matches('details:not([open])') && element.tagName !== 'SUMMARY') return;
    const own = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim();
    const value = element.matches('input, select, textarea') ? ` = ${element.value}` : '';
    lines.push(`${'  '.repeat(depth)}${element.tagName.toLowerCase()}${[...element.classList].map((c) => '.' + c).join('')}${own ? ` "${own}"` : ''}${value}`);
    if (element.matches('.fd-grid')) return;
    for (const child of element.children) walk(child, depth + 1);
  };
  for (const child of root.children) walk(child, 0);
  return lines;
}

/** An invitation to `game` as its host page writes it (relays kept away), from the site's root: `online.html?…#join=…` or `online-tictactoe.html?…`. */
async function invitationTo(game) {
  const context = await browser.newContext();
  try {
    await context.routeWebSocket(() => true, (ws) => ws.close());
    const page = await context.newPage();
    await page.goto(`${served.base}?game=${game}&online=host`);
    await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='), null, { timeout: 60000 });
    const link = await page.locator('.online-link').inputValue();
    return link.slice(link.lastIndexOf('/', link.indexOf('?')) + 1);
  } finally {
    await context.close();
  }
}

test('the shell a link opens shows what the live page then draws: links with settings, the online host page, an invitation, How to play', async () => {
  const links = [
    'tictactoe.html?size=4&opponent=perfect',
    'tictactoe.html?game=tic-tac-toe&size=3&opponent=strategy&first=x&you=x',
    // A friend on this device (the marks' turns and names), and you moving
    // first with O against the computer.
    'tictactoe.html?game=tic-tac-toe&size=3&opponent=friend&first=o&you=x',
    'tictactoe.html?size=4&opponent=friend',
    'tictactoe.html?game=tic-tac-toe&size=3&opponent=perfect&first=o&you=o',
    'fox-dolphin.html?size=16&seed=3',
    'fox-dolphin.html?game=fox-dolphin&size=50&limit=none',
    'fox-dolphin.html?size=24&limit=60',
    // The setup's own link (a reload, or a link sent on), for each kind of
    // seat: you against a level, as either side; two computers; a friend.
    'fox-dolphin.html?game=fox-dolphin&size=16&fox=you&dolphin=keen&cooldown=500&tide=1000&firsttide=6000&limit=900',
    'fox-dolphin.html?game=fox-dolphin&size=16&seed=3&fox=hard&dolphin=you&cooldown=500&tide=1000&firsttide=6000&limit=900',
    'fox-dolphin.html?size=16&seed=3&fox=hard&dolphin=hard',
    'fox-dolphin.html?game=fox-dolphin&size=10&fox=you&dolphin=friend&cooldown=500&tide=1000&firsttide=6000&limit=none',
    'fox-dolphin.html?game=fox-dolphin&size=12&seed=7&fox=friend&dolphin=gentle&cooldown=500&tide=1000&firsttide=6000&limit=none',
    'fox-dolphin.html?fox=expert&dolphin=friend',
    'fox-dolphin.html?dolphin=expert',
    'fox-dolphin.html?fox=calm',
    'fox-dolphin.html?dolphin=you',
    'online.html?game=fox-dolphin&online=host',
    'online-tictactoe.html?game=tic-tac-toe&online=host',
    await invitationTo('fox-dolphin'),
    await invitationTo('tic-tac-toe'),
    // How to play, as the landing page links to each game's.
    'howto.html?game=tic-tac-toe&help',
    'howto.html?game=fox-dolphin&help',
  ];
  for (const link of links) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ viewport, locale: 'en-US' });
      try {
        // The public relays stay away (the pages' own relays are not needed).
        await context.routeWebSocket(() => true, (ws) => ws.close());
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        // The live screen as the prerender captured it: a game page two
        // frames after its first render (its effects have run), an online
        // page as its <main> is first drawn (before an invitation or an
        // answer is ready).
        await page.addInitScript(`window.screenOf = ${screenOf.toString()};
          new MutationObserver((_, observer) => {
            const app = document.getElementById('app');
            if (!app || !app.firstElementChild) return;
            // The page's first draw is the page: an empty <main> here is a
            // blank frame between the shell and the page.
            if (app.firstElementChild.childElementCount === 0) {
              window.blank = true;
              return;
            }
            observer.disconnect();
            if (/^online(-tictactoe)?[.]html$/.test(location.pathname.split('/').pop())) window.liveScreen = screenOf(app);
            else requestAnimationFrame(() => requestAnimationFrame(() => (window.liveScreen = screenOf(app))));
          }).observe(document, { childList: true, subtree: true });`);
        const release = await holdWasm(page);
        await page.goto(served.base + link);
        await page.locator('#shell').waitFor({ state: 'visible', timeout: 5000 });
        // An online page keeps the one of its shells the link opens.
        const shell = await page.evaluate(() => window.screenOf(document.querySelector('#shell > [data-shell]') ?? document.getElementById('shell')));
        release();
        await page.waitForFunction(() => window.liveScreen !== undefined, null, { timeout: 30000 });
        const live = await page.evaluate(() => window.liveScreen);
        assert.deepEqual(shell, live, `${link} at ${viewport.width} px: the shell and the live page differ`);
        assert.equal(await page.evaluate(() => window.blank ?? false), false, `${link}: a blank page came between the shell and the live page`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  }
  // Links the shells do not cover: the live page alone draws them.
  for (const link of ['tictactoe.html?size=5', 'tictactoe.html?first=o', 'tictactoe.html?opponent=perfect&you=o', 'tictactoe.html?opponent=computer', 'fox-dolphin.html?size=9', 'fox-dolphin.html?fox=robot', 'fox-dolphin.html?dolphin=Friend', 'fox-dolphin.html?cooldown=400', 'fox-dolphin.html?seed=-3', 'fox-dolphin.html?size=16&size=16', 'online.html?game=fox-dolphin&online=host#turn=turn:x', 'online-tictactoe.html?game=tic-tac-toe&online=host#turn=turn:x', 'online.html?game=chess&online=host', 'howto.html?game=tic-tac-toe&help=1', 'howto.html?game=fox-dolphin&help&size=16', 'howto.html?game=fox-dolphin&help#x']) {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.route(/_bg\.wasm$/, () => {});
      await page.goto(served.base + link);
      await page.waitForTimeout(200);
      assert.equal(await page.locator('#shell').isVisible(), false, `${link}: no shell`);
    } finally {
      await context.close();
    }
  }
});
