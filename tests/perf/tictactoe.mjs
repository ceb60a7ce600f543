// Browser timing harness (a benchmark, not a test: it prints, never asserts).
// Perfect's 4x4 replies in headless Chromium, on the release build: every
// game starts on a fresh page, so each game's first reply is cold (nothing
// cached), as for a visitor. Run: node tests/perf/tictactoe.mjs [games]
import { serveDist, launch, watchedPage, appReady } from '../e2e/harness.mjs';

const games = Number(process.argv[2] ?? 40);
const site = await serveDist();
const browser = await launch();
const { page, problems } = await watchedPage(browser, site.origin);
const replies = [];
const firsts = [];
let seed = 12345;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

for (let g = 0; g < games; g += 1) {
  // Alternate: the computer opens on the empty board, or answers your opening.
  const you = g % 2 === 0 ? 'o' : 'x';
  await page.goto(`${site.base}?game=tic-tac-toe&size=4&opponent=perfect&first=x&you=${you}`);
  await appReady(page);
  for (;;) {
    await page.waitForFunction(() => /Your turn|wins|You win|You lose|Draw/.test(document.querySelector('[role=status]').textContent));
    const status = await page.getByRole('status').textContent();
    if (!status.startsWith('Your turn')) break;
    const empty = page.getByRole('button', { name: /, empty$/ });
    await empty.nth(Math.floor(random() * (await empty.count()))).click();
  }
  const measures = await page.evaluate(() =>
    performance.getEntriesByName('ttt-computer-reply').map((m) => m.duration));
  firsts.push(measures[0]);
  replies.push(...measures);
}
await browser.close();
site.server.close();

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (x) => `${x.toFixed(1)} ms`;
console.log(`Perfect 4x4 reply in Chromium: ${replies.length} replies over ${games} games`);
console.log(`  all replies:   p50 ${fmt(pct(replies, 50))}, p95 ${fmt(pct(replies, 95))}, max ${fmt(Math.max(...replies))}`);
console.log(`  first (cold):  p50 ${fmt(pct(firsts, 50))}, p95 ${fmt(pct(firsts, 95))}, max ${fmt(Math.max(...firsts))}`);
if (problems.length) console.log('problems:', problems);
