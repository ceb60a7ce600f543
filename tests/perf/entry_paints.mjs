// The paint timeline of each entry path (issue 29, "fast from every link"):
// the bare game pages, a link with settings for each game, each game's online
// host page and an invitation link (made by a host page, opened as a guest opens
// it). Each load: a fresh context at phone width (390x844), DevTools
// throttling (150 ms latency, 1.6 Mbit/s down, CPU x4), 6 s; prints whether
// the prerendered screen showed, the first contentful paint, when the wasm's
// last byte arrived, every largest-contentful-paint candidate (time, area,
// whether it was in the prerendered #shell or the live #app, its text) and
// every layout shift with the element that moved. A benchmark: it prints,
// never asserts.
// Run: node tests/perf/entry_paints.mjs [runs] [path]   (`path`: only the
// paths that contain it; DIST=DIR for another build)
import { chromium } from 'playwright-core';
import { serveDist, DIST } from '../e2e/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const only = process.argv[3];
const site = await serveDist(process.env.DIST ?? DIST);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** An invitation as a host page (`host`) writes it (the host page is then closed). */
async function invitation(host) {
  const page = await browser.newPage();
  await page.goto(site.base + host);
  await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='), null, { timeout: 60000 });
  const link = await page.locator('.online-link').inputValue();
  await page.close();
  return link.slice(link.lastIndexOf('/', link.indexOf('?')) + 1);
}

const PATHS = [
  'tictactoe.html',
  'tictactoe.html?size=4&opponent=perfect',
  'fox-dolphin.html',
  'fox-dolphin.html?size=16&seed=3&fox=hard&dolphin=hard',
  'fox-dolphin.html?size=16&seed=3&limit=600',
  'fox-dolphin.html?game=fox-dolphin&size=16&fox=you&dolphin=keen&cooldown=500&tide=1000&firsttide=6000&limit=900',
  'fox-dolphin.html?game=fox-dolphin&size=16&seed=3&fox=hard&dolphin=you&cooldown=500&tide=1000&firsttide=6000&limit=900',
  'fox-dolphin.html?game=fox-dolphin&size=10&fox=you&dolphin=friend&cooldown=500&tide=1000&firsttide=6000&limit=none',
  'online.html?game=fox-dolphin&online=host',
  await invitation('online.html?game=fox-dolphin&online=host'),
  'online-tictactoe.html?game=tic-tac-toe&online=host',
  await invitation('online-tictactoe.html?game=tic-tac-toe&online=host'),
];
try {
  for (const path of PATHS.filter((path) => !only || path.includes(only))) {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale: 'en-US' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        window.perfPaints = [];
        window.perfShifts = [];
        const where = (e) =>
          !e ? '(removed)' : `${e.closest('#shell') ? 'shell' : 'app'} ${e.tagName.toLowerCase()}${[...e.classList].map((c) => '.' + c).join('')} "${(e.textContent ?? '').slice(0, 30)}"`;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => window.perfPaints.push(`${Math.round(e.startTime)} ms ${e.size} px² ${where(e.element)}`))).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => window.perfShifts.push(`${Math.round(e.startTime)} ms ${e.value.toFixed(3)} ${e.sources.map((s) => where(s.node)).join(' | ')}`)),
        ).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site.base + path);
      await page.waitForTimeout(6000);
      const seen = await page.evaluate(() => ({
        fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
        wasm: Math.round(performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'))?.responseEnd ?? -1),
        shell: document.documentElement.classList.contains('shell'),
        paints: window.perfPaints,
        shifts: window.perfShifts,
      }));
      console.log(
        `${path.slice(0, 60)} run ${run}: shell ${seen.shell ? 'shown' : 'not shown'}, FCP ${seen.fcp} ms, wasm's last byte ${seen.wasm} ms; ` +
          `largest paints [${seen.paints.join('; ')}]; shifts [${seen.shifts.join('; ')}]`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  site.server.close();
}
