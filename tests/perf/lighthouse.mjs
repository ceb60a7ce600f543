// Lighthouse (npm `lighthouse`, mobile defaults: a mid-range phone on slow
// 4G, simulated) on the release build served on loopback under /games/, for
// the landing page, each game, How to play, and entry by a link (a game with
// settings, the online host page, an invitation link). Prints each run's
// performance, accessibility, best practices and SEO scores, its first and
// largest contentful paints, its layout shift, which element was the
// largest paint (Lighthouse's short selector, which does not say whether it
// was in the prerendered #shell: an LCP at the FCP says so) and any element
// that moved, the total blocking time, and the scored audits that hold best
// practices below 100 (a benchmark: it prints, never asserts). Aims: performance
// >= 98, the other three 100, LCP <= 1.5 s.
// Run: node tests/perf/lighthouse.mjs [runs] [page]   (about 30 s a page a
// run; `page`: only the pages whose name contains it, e.g. 'online host';
// LIGHTHOUSE_DIST=DIR measures another build than dist/; LIGHTHOUSE_REPORTS=DIR
// keeps each run's JSON report there)
//
// The online pages connect at once to public Nostr relays, which this
// machine cannot reach: each failed socket is a console error that costs
// best practices, and a page whose relays fail draws more (the fallback).
// So the public relays' names (src/online/ice.rs, DEFAULT_RELAYS) resolve
// here to a local relay over TLS (scripts/nostr-relay.sh start DIR tls,
// its certificate accepted), and the pages meet relays that answer, as on
// a network that reaches them. RELAYS=unreachable leaves them unreachable.
import { execFile, execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { serveDist, DIST as BUILT } from '../e2e/harness.mjs';
import { defaultRelays } from '../../scripts/probe-relays.mjs';

const runs = Number(process.argv[2] ?? 1);
const only = process.argv[3];
const here = dirname(fileURLToPath(import.meta.url));
const LIGHTHOUSE = join(here, '..', '..', 'node_modules', '.bin', 'lighthouse');
const PAGES = [
  ['landing', ''],
  ['tic-tac-toe', 'tictactoe.html?game=tic-tac-toe'],
  ['Fox & Dolphin', 'fox-dolphin.html?game=fox-dolphin'],
  // Entry by a link (issue 29, "fast from every link").
  ['tic-tac-toe, a link with settings', 'tictactoe.html?game=tic-tac-toe&size=4&opponent=perfect'],
  ['Fox & Dolphin, a link with settings', 'fox-dolphin.html?game=fox-dolphin&size=16&seed=3&fox=hard&dolphin=hard'],
  // The setup's own link (a reload, or a link sent on), you as the
  // dolphins against a level.
  ['Fox & Dolphin, the setup\'s own link against a level', 'fox-dolphin.html?game=fox-dolphin&size=16&seed=3&fox=hard&dolphin=you&cooldown=500&tide=1000&firsttide=6000&limit=900'],
  ['the online host page', 'online.html?game=fox-dolphin&online=host'],
  ['the tic-tac-toe online host page', 'online-tictactoe.html?game=tic-tac-toe&online=host'],
  // Made by a host page below (its `#join=` link), as a guest opens it.
  ['an invitation link', null],
  ['How to play', 'howto.html?game=fox-dolphin&help'],
];
const DIST = process.env.LIGHTHOUSE_DIST ?? BUILT;
const relayScript = join(here, '..', '..', 'scripts', 'nostr-relay.sh');
const relayDir = await mkdtemp(join(tmpdir(), 'lighthouse-relay-'));
const reachable = process.env.RELAYS !== 'unreachable';
/** Chromium's flags that send the public relays to the local one. */
let relayFlags = [];
if (reachable) {
  const port = execFileSync('bash', [relayScript, 'start', relayDir, 'tls'], { encoding: 'utf8' }).trim().split(':').pop();
  const hosts = defaultRelays().map((url) => new URL(url).hostname);
  relayFlags = [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}`, '--ignore-certificate-errors'];
}
/** The same, as Lighthouse's `--chrome-flags` reads them (the rules' value quoted). */
function chromeFlags() {
  return relayFlags.map((flag) => flag.replace(/=(.*)$/, '="$1"')).join(' ');
}
const site = await serveDist(DIST);
// The test server compresses each file once: do it before measuring.
for (const file of await readdir(DIST)) await fetch(site.base + file, { headers: { 'accept-encoding': 'br' } });
/** An invitation as a host page writes it (the host page is then closed). */
async function invitation() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', ...relayFlags] });
  try {
    const page = await browser.newPage();
    await page.goto(site.base + 'online.html?game=fox-dolphin&online=host');
    await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='), null, { timeout: 60000 });
    const link = await page.locator('.online-link').inputValue();
    return link.slice(link.indexOf('online.html'));
  } finally {
    await browser.close();
  }
}
const out = await mkdtemp(join(tmpdir(), 'lighthouse-'));
try {
  for (const [name, path] of PAGES.filter(([name]) => !only || name.includes(only))) {
    const link = path ?? (await invitation());
    for (let run = 1; run <= runs; run += 1) {
      const report = join(out, 'report.json');
      const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chrome-'));
      await promisify(execFile)(
        LIGHTHOUSE,
        [
          site.base + link,
          '--quiet',
          '--output=json',
          `--output-path=${report}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir=${profile} ${chromeFlags()}`,
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 1 << 26 },
      );
      await rm(profile, { recursive: true, force: true });
      const result = JSON.parse(await readFile(report, 'utf8'));
      const score = (id) => Math.round(result.categories[id].score * 100);
      const lcp = result.audits['largest-contentful-paint'].numericValue / 1000;
      // First contentful paint: with a prerendered screen it comes long
      // before the wasm; without one, with the largest paint.
      const fcp = result.audits['first-contentful-paint'].numericValue / 1000;
      const cls = result.audits['cumulative-layout-shift'].numericValue;
      // Total blocking time: what costs the performance score when the
      // paints are fast (the wasm's compile and first render).
      const tbt = result.audits['total-blocking-time'].numericValue;
      const lcpElement = (result.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node');
      const shifted = (result.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? '?'} ${item.score.toFixed(3)}`);
      if (process.env.LIGHTHOUSE_REPORTS) await copyFile(report, join(process.env.LIGHTHOUSE_REPORTS, `${name.replace(/\W+/g, '-')}-${run}.json`));
      // What holds best practices below 100: its scored audits that failed,
      // each with its first item (a console error's text, an issue's kind).
      const practices = result.categories['best-practices'].auditRefs
        .filter((ref) => ref.weight > 0 && result.audits[ref.id].score !== null && result.audits[ref.id].score < 1)
        .map((ref) => {
          const item = result.audits[ref.id].details?.items?.[0];
          return `${ref.id} (${String(item?.description ?? item?.issueType ?? '').slice(0, 90)})`;
        });
      const failed = Object.values(result.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id);
      console.log(
        `${name} run ${run}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}, SEO ${score('seo')}, FCP ${fcp.toFixed(2)} s, LCP ${lcp.toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms` +
          `; largest paint: ${lcpElement ? `${lcpElement.selector} (${lcpElement.nodeLabel.slice(0, 40)})` : '?'}` +
          (shifted.length > 0 ? `; shifted: ${shifted.join(', ')}` : '') +
          (failed.length > 0 ? `; flagged: ${failed.join(', ')}` : '') +
          (practices.length > 0 ? `; best practices lost to: ${practices.join(', ')}` : ''),
      );
    }
  }
} finally {
  site.server.close();
  await rm(out, { recursive: true, force: true });
  if (reachable) execFileSync('bash', [relayScript, 'stop', relayDir]);
  await rm(relayDir, { recursive: true, force: true });
}
