// Browser timing harness (a benchmark, not a test: it prints, never asserts).
// First board paint on the release build, served on loopback: for each page,
// the time from navigation start to the first frame painted after the board
// (or, on Fox & Dolphin's setup, the setup form) is in the page. Two times
// a run where the page carries a prerendered first screen
// (scripts/prerender.mjs): "painted", the first frame that shows the board
// (the prerendered one on a first visit), and "live", the first frame after
// the wasm has rendered its own (the board answers input from then on). A
// link with settings has no prerendered screen: only "live". Every run is a
// fresh browser context, so nothing is cached (a first visit, without the
// service worker), and every run is printed. Aim: 200 ms.
// Run: node tests/perf/first_paint.mjs [runs]
import { serveDist, launch, watchedPage } from '../e2e/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const AIM_MS = 200;
const QUIET = 'fox=you&dolphin=friend&cooldown=1000&tide=60000&limit=none';
// A recorded Fox & Dolphin game (size 10, seed 7, the dolphins win when the
// foxes leave at once): its replay link opens straight onto a board.
const PAGES = [
  { name: 'landing: game list', link: '', selector: '.game-list' },
  { name: 'tic-tac-toe: board (first visit)', link: 'tictactoe.html', selector: '.ttt-board' },
  { name: 'tic-tac-toe: board (link with settings)', link: 'tictactoe.html?game=tic-tac-toe&opponent=friend', selector: '.ttt-board' },
  { name: 'Fox & Dolphin: setup (first visit)', link: 'fox-dolphin.html', selector: 'main form' },
  { name: 'Fox & Dolphin: board (replay link)', link: null, selector: '.fd-board' },
];
const SETUP_LINK = `fox-dolphin.html?game=fox-dolphin&size=10&seed=7&${QUIET}`;

/** Installed before the page's own scripts: notes the time of the first
 *  frame painted after `selector` matches anywhere (`__painted`) and in the
 *  live app (`__live`): rAF runs before the paint, the task it queues runs
 *  after it. */
function watchFor(selector) {
  const check = () => {
    // The prerendered screen is in every such page, shown only when
    // assets/shell.js has chosen it.
    const shown = document.documentElement.classList.contains('shell') ? '#shell' : '#app';
    const marks = { __painted: `${shown} ${selector}`, __live: `#app ${selector}` };
    for (const [mark, wanted] of Object.entries(marks)) {
      if (window[mark] !== undefined || !document.querySelector(wanted)) continue;
      window[mark] = null;
      requestAnimationFrame(() => setTimeout(() => (window[mark] = performance.now())));
    }
    return window.__live !== undefined;
  };
  new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, { childList: true, subtree: true });
}

const site = await serveDist();
const browser = await launch();

// The replay link: a real game, recorded in this build.
{
  const { page, context } = await watchedPage(browser, site.origin);
  await page.goto(`${site.base}${SETUP_LINK}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  PAGES[4].link = (await page.getByRole('textbox', { name: 'Replay link' }).inputValue()).slice(site.base.length);
  await context.close();
}

const summary = [];
for (const { name, link, selector } of PAGES) {
  // One load first, not counted: the test server compresses each file once.
  {
    const { page, context } = await watchedPage(browser, site.origin);
    await page.goto(site.base + link);
    await page.waitForSelector(selector, { timeout: 20000 });
    await context.close();
  }
  const painted = [];
  const live = [];
  for (let run = 0; run < runs; run += 1) {
    const { page, context, problems } = await watchedPage(browser, site.origin, { width: 390, height: 844 });
    await page.addInitScript(watchFor, selector);
    await page.goto(site.base + link);
    await page.waitForFunction(() => typeof window.__live === 'number', null, { timeout: 20000 });
    painted.push(await page.evaluate(() => window.__painted));
    live.push(await page.evaluate(() => window.__live));
    await context.close();
    if (problems.length > 0) throw new Error(`${name}: ${problems.join('; ')}`);
  }
  const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  const line = (times) => `${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${median(times).toFixed(0)} ms)`;
  const prerendered = painted.some((t, i) => t < live[i] - 1);
  console.log(`${name}: ${prerendered ? `painted ${line(painted)}; live ${line(live)}` : `live ${line(live)}`}; aim ${AIM_MS} ms`);
  summary.push({ name, median: median(painted) });
}
await browser.close();
site.server.close();
console.log(summary.every((s) => s.median <= AIM_MS) ? 'First board paint: every median within the aim.' : 'First board paint: some median over the aim.');
