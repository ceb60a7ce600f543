// Browser benchmark of the Fox & Dolphin screen (not a test: it prints
// figures and asserts nothing about timings).
//
//   trunk build --release --public-url ./ && node tests/perf/fox_dolphin.mjs [seconds]
//
// Loads the release build at N = 50, computer (hard) against computer (hard)
// at Lightning speed, plays for 60 s (or the given number of seconds), and
// prints p50 / p95 / max of the screen's User Timing measures:
//   fd-render-move  re-render after a tick that moved an animal
//   fd-render-tide  re-render after a tick with a tide step
//   fd-render-clock re-render for a clock only (the screen around the board)
//   fd-tick         one turn of the game loop (every 16 ms): the whole 10 ms
//                   ticks its wall time holds (rules, tide, both computers)
// and every long task (> 50 ms) seen by a PerformanceObserver.
import { serveDist, launch, watchedPage, appReady } from '../e2e/harness.mjs';

const seconds = Number(process.argv[2] ?? 60);
const QUERY = 'game=fox-dolphin&size=50&seed=2024&fox=hard&dolphin=hard&cooldown=250&tide=1000&limit=none';

const site = await serveDist();
const browser = await launch();
try {
  const { page, problems } = await watchedPage(browser, site.origin, { width: 1280, height: 900 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      window.__longTasks = null; // no Long Tasks API
    }
  });
  await page.goto(`${site.base}?${QUERY}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('grid').waitFor();
  // Long tasks before the game (loading, the first render) are reported apart.
  const startup = await page.evaluate(() => {
    const tasks = window.__longTasks;
    window.__longTasks = tasks && [];
    return tasks;
  });
  await page.evaluate(() => performance.clearMeasures());
  await page.waitForTimeout(seconds * 1000);
  const figures = await page.evaluate(() => {
    const durations = (name) => performance.getEntriesByName(name).map((e) => e.duration);
    return {
      move: durations('fd-render-move'),
      tide: durations('fd-render-tide'),
      tick: durations('fd-tick'),
      clock: durations('fd-render-clock'),
      longTasks: window.__longTasks,
      foxes: document.querySelectorAll('[role=gridcell].fox').length,
      dolphins: document.querySelectorAll('[role=gridcell].dolphin').length,
      over: !!document.querySelector('.fd-end'),
    };
  });

  const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const row = (label, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    if (sorted.length === 0) return console.log(`${label.padEnd(16)} no samples`);
    const f = (x) => x.toFixed(2).padStart(7);
    console.log(
      `${label.padEnd(16)} n=${String(sorted.length).padStart(5)}  p50 ${f(quantile(sorted, 0.5))} ms  p95 ${f(quantile(sorted, 0.95))} ms  max ${f(sorted[sorted.length - 1])} ms`,
    );
  };
  console.log(`Fox & Dolphin, N = 50, hard vs hard, cooldown 250 ms, tide 1000 ms, ${seconds} s of play`);
  console.log(`Chromium ${browser.version()}, headless`);
  row('fd-render-move', figures.move);
  row('fd-render-tide', figures.tide);
  row('fd-render-clock', figures.clock);
  row('fd-tick', figures.tick);
  if (figures.longTasks === null) {
    console.log('long tasks       (Long Tasks API unavailable)');
  } else {
    const longest = figures.longTasks.length ? Math.max(...figures.longTasks).toFixed(1) : '-';
    console.log(`long tasks       ${figures.longTasks.length} during play, longest ${longest} ms`);
    const before = startup?.length ? `${startup.length}, longest ${Math.max(...startup).toFixed(1)} ms` : '0';
    console.log(`                 ${before} while loading and starting (not counted)`);
  }
  console.log(`at the end       foxes ${figures.foxes}, dolphins ${figures.dolphins}${figures.over ? ', game over' : ''}`);
  if (problems.length) console.log('problems:', problems);
} finally {
  await browser.close();
  site.server.close();
}
