// Browser timing of the Fox & Dolphin replay viewer (not a test: it prints
// figures and asserts nothing about timings).
//
//   trunk build --release --public-url ./ && node tests/perf/fox_dolphin_scrub.mjs [scrubs]
//
// Opens the replay link of a 5-minute game at N = 50, computer (hard)
// against computer (hard) at Lightning speed (30,000 ticks; its log is
// written here, without a digest), waits for the check (one replay of the
// whole game, a slice per frame), then jumps the scrubber to `scrubs`
// (default 40) moments: half of them one tick before a snapshot (the
// longest a jump can step), half anywhere. Prints the check's wall time
// and p50 / p95 / max of the `fd-scrub` measure (from the input event to
// the board at the new tick on the page), of `fd-seek` (the jump itself,
// without the render), and every long task.
import { serveDist, launch, watchedPage, appReady } from '../e2e/harness.mjs';
import { logBytes, base64url } from '../e2e/fd_replay.mjs';

const scrubs = Number(process.argv[2] ?? 40);
const END_TICK = 30_000;
const log = base64url(logBytes({ size: 50, seed: 2024, cooldown: 250, tide: 1000, limitS: 300, endTick: END_TICK }));

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
      window.__longTasks = null;
    }
  });
  await page.goto(`${site.base}?game=fox-dolphin&replay=${log}`);
  await appReady(page);
  const started = Date.now();
  await page.locator('.fd-replay').waitFor({ timeout: 300_000 });
  const checkMs = Date.now() - started;
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.evaluate(() => {
    performance.clearMeasures('fd-scrub');
    performance.clearMeasures('fd-seek');
    window.__longTasks = window.__longTasks && [];
  });
  // The snapshot spacing the viewer chose for this game.
  const every = Number(await page.locator('.fd-replay').getAttribute('data-snapshot-every'));
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < scrubs; i += 1) {
    const tick = i % 2 === 0
      ? Math.floor(random() * (END_TICK / every)) * every + every - 1
      : Math.floor(random() * END_TICK);
    await page.locator('#fd-scrub').evaluate((input, v) => {
      input.value = String(v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, tick);
    await page.waitForFunction((t) => document.querySelector('.fd-replay-digest')?.dataset.tick === String(t), tick);
  }
  const figures = await page.evaluate(() => ({
    scrub: performance.getEntriesByName('fd-scrub').map((e) => e.duration),
    seek: performance.getEntriesByName('fd-seek').map((e) => e.duration),
    longTasks: window.__longTasks,
  }));
  const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const f = (x) => x.toFixed(1).padStart(6);
  const row = (label, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    if (!sorted.length) return console.log(`${label.padEnd(16)} no samples`);
    console.log(`${label.padEnd(16)} n=${sorted.length}  p50 ${f(quantile(sorted, 0.5))} ms  p95 ${f(quantile(sorted, 0.95))} ms  max ${f(sorted[sorted.length - 1])} ms`);
  };
  console.log(`Fox & Dolphin replay viewer, N = 50, hard vs hard, cooldown 250 ms, tide 1000 ms, ${END_TICK} ticks (5 min)`);
  console.log(`Chromium ${browser.version()}, headless; a snapshot every ${every} ticks`);
  console.log(`check (the whole game replayed once, a slice per frame): ${(checkMs / 1000).toFixed(1)} s wall`);
  row('fd-scrub', figures.scrub);
  row('  of which seek', figures.seek);
  if (figures.longTasks) {
    const longest = figures.longTasks.length ? Math.max(...figures.longTasks).toFixed(1) : '-';
    console.log(`long tasks       ${figures.longTasks.length} while scrubbing, longest ${longest} ms`);
  }
  if (problems.length) console.log('problems:', problems);
} finally {
  await browser.close();
  site.server.close();
}
