// Browser timing harness (a benchmark, not a test: it prints, never asserts).
// First board paint on the release build, served on loopback: for each page,
// the time from navigation start to the first frame painted after the board
// (or, on Fox & Dolphin's setup, the setup form) is in the page. Every run
// is a fresh browser context, so nothing is cached (a first visit, without
// the service worker), and every run is printed. Aim: 200 ms.
// Run: node tests/perf/first_paint.mjs [runs]
import { serveDist, launch, watchedPage } from '../e2e/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const AIM_MS = 200;
const QUIET = 'fox=you&dolphin=friend&cooldown=1000&tide=60000&limit=none';
// A recorded Fox & Dolphin game (size 10, seed 7, the dolphins win when the
// foxes leave at once): its replay link opens straight onto a board.
const PAGES = [
  { name: 'landing: game list', link: '', selector: '.game-list' },
  { name: 'tic-tac-toe: board', link: 'tictactoe.html?game=tic-tac-toe&opponent=friend', selector: '.ttt-board' },
  { name: 'Fox & Dolphin: setup', link: `fox-dolphin.html?game=fox-dolphin&size=10&seed=7&${QUIET}`, selector: 'main form, main button' },
  { name: 'Fox & Dolphin: board (replay link)', link: null, selector: '.fd-board' },
];

/** Installed before the page's own scripts: notes the time of the first
 *  frame painted after `selector` matches (rAF runs before the paint, the
 *  task it queues runs after it). */
function watchFor(selector) {
  const check = () => {
    if (window.__painted !== undefined || !document.querySelector(selector)) return false;
    window.__painted = null;
    requestAnimationFrame(() => setTimeout(() => (window.__painted = performance.now())));
    return true;
  };
  new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, { childList: true, subtree: true });
}

const site = await serveDist();
const browser = await launch();

// The replay link: a real game, recorded in this build.
{
  const { page, context } = await watchedPage(browser, site.origin);
  await page.goto(`${site.base}${PAGES[2].link}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  PAGES[3].link = (await page.getByRole('textbox', { name: 'Replay link' }).inputValue()).slice(site.base.length);
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
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const { page, context, problems } = await watchedPage(browser, site.origin, { width: 390, height: 844 });
    await page.addInitScript(watchFor, selector);
    await page.goto(site.base + link);
    await page.waitForFunction(() => typeof window.__painted === 'number', null, { timeout: 20000 });
    times.push(await page.evaluate(() => window.__painted));
    await context.close();
    if (problems.length > 0) throw new Error(`${name}: ${problems.join('; ')}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`${name}: ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${median.toFixed(0)} ms, aim ${AIM_MS} ms)`);
  summary.push({ name, median });
}
await browser.close();
site.server.close();
console.log(summary.every((s) => s.median <= AIM_MS) ? 'First paint: every median within the aim.' : 'First paint: some median over the aim.');
