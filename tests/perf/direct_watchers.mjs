// What a direct watcher costs the host (issue 44, item 3): a Fox & Dolphin
// host page with its guest and 0, 1, 5, 10 and 20 watchers joined by the
// link (each its own browser context, as another device; the answer pasted
// back, no relay), both players moving at a person's pace (a move every
// 1.5 s each). Over a 20 s window it prints, for the host's page: its
// frames (rAF intervals: median, 95th percentile, the longest), its main
// thread's busy time (CDP's TaskDuration, ms a second and ms a tick of the
// match) and what it uploads (every data channel's bytesSent, KB a minute).
// All pages share one machine, so the watchers' own pages load it too: the
// figures are an upper bound on what a host meets with watchers elsewhere.
// A benchmark: it prints, never asserts.
// Run: node tests/perf/direct_watchers.mjs [runs] [counts]   (counts: comma
// separated, default 0,1,5,10,20; DIST=DIR for another build)
import { chromium } from 'playwright-core';
import { serveDist, DIST, watchedPage, appReady, DESKTOP } from '../e2e/harness.mjs';
import { join, clickAMove, manualUnlessRelays } from '../e2e/online_join.mjs';

const runs = Number(process.argv[2] ?? 2);
const counts = (process.argv[3] ?? '0,1,5,10,20').split(',').map(Number);
const WINDOW_MS = 20000;
const site = await serveDist(process.env.DIST ?? DIST);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** Every RTCPeerConnection the page makes, kept where the harness reads it. */
function keepPeers() {
  const Original = window.RTCPeerConnection;
  window.perfPeers = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Original(...args);
    window.perfPeers.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Original.prototype;
}

async function bytesSent(page) {
  return page.evaluate(async () => {
    let sum = 0;
    for (const pc of window.perfPeers ?? []) {
      const stats = await pc.getStats();
      stats.forEach((s) => {
        if (s.type === 'data-channel') sum += s.bytesSent ?? 0;
      });
    }
    return sum;
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

async function open(url) {
  const watched = await watchedPage(browser, site.origin, DESKTOP, { serviceWorker: false });
  await watched.context.addInitScript(keepPeers);
  await watched.page.goto(manualUnlessRelays(url));
  await appReady(watched.page);
  return watched;
}

async function measure(watchers) {
  const contexts = [];
  try {
    const host = await open(`${site.base}online.html?game=fox-dolphin&size=16&seed=7&fox=you&dolphin=friend&limit=900&online=host`);
    contexts.push(host.context);
    const openTracked = async (url, viewport) => {
      const w = await open(url, viewport);
      contexts.push(w.context);
      return w;
    };
    const guest = await join(openTracked, host.page);
    for (let k = 0; k < watchers; k += 1) await join(openTracked, host.page);
    // The count and the first seconds behind: the match is under way.
    await host.page.waitForFunction(() => Number(document.querySelector('.online-play')?.dataset.tick) > 0, null, { timeout: 30000 });
    const cdp = await host.context.newCDPSession(host.page);
    await cdp.send('Performance.enable');
    const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
    await host.page.evaluate(() => {
      window.perfFrames = [];
      let last = performance.now();
      const frame = (now) => {
        window.perfFrames.push(now - last);
        last = now;
        if (window.perfFrames.length < 100000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const tick = () => host.page.$eval('.online-play', (e) => Number(e.dataset.tick));
    const [tick0, busy0, sent0, t0] = [await tick(), await metric('TaskDuration'), await bytesSent(host.page), Date.now()];
    let playing = true;
    const player = async (page, species) => {
      while (playing) {
        const started = Date.now();
        await clickAMove(page, species).catch(() => false);
        await new Promise((r) => setTimeout(r, Math.max(0, 1500 - (Date.now() - started))));
      }
    };
    const players = [player(host.page, 'fox'), player(guest.page, 'dolphin')];
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    playing = false;
    const [tick1, busy1, sent1, t1] = [await tick(), await metric('TaskDuration'), await bytesSent(host.page), Date.now()];
    await Promise.all(players);
    const frames = await host.page.evaluate(() => window.perfFrames);
    const seconds = (t1 - t0) / 1000;
    const busyMs = (busy1 - busy0) * 1000;
    return {
      watchers,
      frameMedian: median(frames).toFixed(1),
      frameP95: pct(frames, 95).toFixed(1),
      frameMax: Math.max(...frames).toFixed(0),
      busyPerSecond: (busyMs / seconds).toFixed(0),
      busyPerTick: (busyMs / Math.max(1, tick1 - tick0)).toFixed(2),
      ticks: tick1 - tick0,
      uploadKbPerMinute: (((sent1 - sent0) / 1024) * (60 / seconds)).toFixed(1),
    };
  } finally {
    for (const c of contexts) await c.close().catch(() => {});
  }
}

try {
  console.log('watchers  frame median/p95/max ms  host busy ms/s  ms/tick  ticks  upload KB/min');
  for (let run = 1; run <= runs; run += 1) {
    for (const n of counts) {
      const r = await measure(n);
      console.log(
        `run ${run}: ${String(r.watchers).padStart(2)}  ${r.frameMedian}/${r.frameP95}/${r.frameMax}  ${r.busyPerSecond}  ${r.busyPerTick}  ${r.ticks}  ${r.uploadKbPerMinute}`,
      );
    }
  }
} finally {
  await browser.close();
  site.server.close();
}
