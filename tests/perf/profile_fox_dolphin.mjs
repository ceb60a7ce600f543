// Profile of the Fox & Dolphin board's re-renders: where the milliseconds
// of a move and of a tide step go. A tool, not a test: `scripts/test.sh`
// does not run it, and it asserts nothing.
//
//   bash scripts/build.sh && node tests/perf/profile_fox_dolphin.mjs [seconds] [--save DIR]
//   node tests/perf/profile_fox_dolphin.mjs --from DIR
//
// It plays the game of `tests/perf/fox_dolphin.mjs` (N = 50, hard against
// hard, cooldown 250 ms, tide 1 s) and, after 3 s of warm-up, records for
// `seconds` (default 20) at once:
//
// - a Chromium trace (DevTools Protocol `Tracing`) of the page's main
//   thread: script, garbage collection, style recalculation, layout,
//   pre-paint/paint/layerize/commit, accessibility; and the screen's User
//   Timing measures (`fd-render-move`, `fd-render-tide`, `fd-render-clock`,
//   see `src/ui/fox_dolphin/play/perf.rs`);
// - a sampled CPU profile (`Profiler`, one sample every 50 µs).
//
// It prints two tables:
//
// 1. Per frame, by what the frame shows (a tide step, else a move, else a
//    clock, else only running CSS animations): the main thread's time in
//    each kind of work, mean and p95 over the frames of that kind. A frame
//    is the work from the end of the previous frame's commit to the end of
//    its own; the User Timing measure covers only the script part.
// 2. The CPU samples that fall inside `fd-render-move` and `fd-render-tide`
//    measures, by function (self time) and grouped: Yew's diffing, DOM
//    calls, the JS glue, allocation, formatting, the game's own code.
//    Measures over 16 ms are counted but left out: Yew's scheduler yields to
//    the browser after 16 ms of work, so such a measure also holds a frame.
//
// `--from DIR` analyses a saved trace and profile again instead.
//
// Wasm functions have names only if the build kept them. For a profile with
// names, build once with the name section (the shipped build strips it):
//
//   sed 's/data-wasm-opt="z"/& data-wasm-opt-params="-g"/' index.html > profile.html
//   trunk build --release --public-url ./ profile.html && rm profile.html
//
// (Trunk writes dist/index.html; `-g` makes wasm-opt keep the names.)
//
// `--save DIR` writes `trace.json` and `profile.cpuprofile`, which the
// DevTools Performance panel opens.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serveDist, launch, watchedPage, appReady } from '../e2e/harness.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : null;
};
const saveDir = option('--save');
const fromDir = option('--from');
const seconds = Number(args[0] ?? 20);
const QUERY = 'game=fox-dolphin&size=50&seed=2024&fox=hard&dolphin=hard&cooldown=250&tide=1000&limit=none';
const MEASURES = ['fd-render-move', 'fd-render-tide', 'fd-render-clock'];

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
  'v8.execute',
  'accessibility',
  'blink.animations',
];

/** What kind of main-thread work a trace event's own time is. */
function kindOf(name) {
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::|CppGC|V8\.Scavenge|V8\.Mark)/.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleRecalc|Document::updateStyle)/.test(name)) return 'style';
  if (/^(Layout|UpdateLayout|LocalFrameView::layout)$/.test(name)) return 'layout';
  if (/^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|UpdateLayerTree|Commit|CompositeLayers|PaintSetup|PaintArtifact)/.test(name)) return 'paint';
  if (/AX|Accessib/i.test(name)) return 'accessibility';
  if (/^(FunctionCall|TimerFire|RunMicrotasks|v8\.|V8\.|EvaluateScript|EventDispatch|FireAnimationFrame|v8$)/.test(name)) return 'script';
  return 'other';
}
const YIELD_US = 16_000;
const KINDS = ['script', 'gc', 'style', 'layout', 'paint', 'accessibility', 'other'];

if (fromDir) {
  const events = JSON.parse(await readFile(join(fromDir, 'trace.json'), 'utf8')).traceEvents;
  const profile = JSON.parse(await readFile(join(fromDir, 'profile.cpuprofile'), 'utf8'));
  console.log(`Fox & Dolphin, N = 50, hard vs hard, lightning; saved in ${fromDir}`);
  analyse(events, profile);
} else {
  await record();
}

async function record() {
  const site = await serveDist();
  const browser = await launch();
  try {
    const { page, problems } = await watchedPage(browser, site.origin, { width: 1280, height: 900 });
    await page.goto(`${site.base}?${QUERY}`);
    await appReady(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('grid').waitFor();
    await page.waitForTimeout(3000);

    const cdp = await page.context().newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traceDone = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
    });
    await cdp.send('Profiler.start');
    await page.waitForTimeout(seconds * 1000);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traceDone;

    if (saveDir) {
      await mkdir(saveDir, { recursive: true });
      await writeFile(join(saveDir, 'trace.json'), JSON.stringify({ traceEvents: events }));
      await writeFile(join(saveDir, 'profile.cpuprofile'), JSON.stringify(profile));
      console.log(`saved ${join(saveDir, 'trace.json')} and ${join(saveDir, 'profile.cpuprofile')}`);
    }
    console.log(`Fox & Dolphin, N = 50, hard vs hard, lightning; ${seconds} s traced, Chromium ${browser.version()}`);
    analyse(events, profile);
    if (problems.length) console.log('problems:', problems);
  } finally {
    await browser.close();
    site.server.close();
  }
}

function analyse(events, profile) {

// ---- the page's main thread, and its User Timing measures ----
const measures = [];
const open = new Map();
for (const e of events) {
  if (!MEASURES.includes(e.name) || !String(e.cat).includes('blink.user_timing')) continue;
  const key = `${e.name}:${e.id ?? e.id2?.local}`;
  if (e.ph === 'b') open.set(key, e);
  else if (e.ph === 'e' && open.has(key)) {
    const b = open.get(key);
    open.delete(key);
    measures.push({ name: e.name, pid: b.pid, start: b.ts, end: e.ts });
  }
}
if (measures.length === 0) throw new Error('no User Timing measures in the trace');
const pid = measures[0].pid;
const mainTid = events.find(
  (e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
)?.tid;
const main = events
  .filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && typeof e.dur === 'number')
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);

// Own time of each event (its duration less its children's), by kind.
const slices = []; // { start, end, kind } of own time, in order
const stack = [];
const closeUntil = (ts) => {
  while (stack.length && stack[stack.length - 1].end <= ts) {
    const top = stack.pop();
    if (top.cursor < top.end) slices.push({ start: top.cursor, end: top.end, kind: top.kind });
    if (stack.length) stack[stack.length - 1].cursor = top.end;
  }
};
for (const e of main) {
  closeUntil(e.ts);
  const parent = stack[stack.length - 1];
  if (parent && e.ts > parent.cursor) slices.push({ start: parent.cursor, end: e.ts, kind: parent.kind });
  if (parent) parent.cursor = Math.max(parent.cursor, e.ts);
  let kind = kindOf(e.name);
  // Inside script, 'other' work (a DOM call's own bookkeeping) is script.
  if (kind === 'other' && parent && parent.kind !== 'other') kind = parent.kind;
  stack.push({ end: e.ts + e.dur, cursor: e.ts, kind });
}
closeUntil(Infinity);

// Frames: each ends with a Commit (or, without one, a Paint).
const frameEnds = main.filter((e) => e.name === 'Commit').map((e) => e.ts + e.dur);
const ends = frameEnds.length ? frameEnds : main.filter((e) => e.name === 'Paint').map((e) => e.ts + e.dur);
const rank = { 'fd-render-tide': 3, 'fd-render-move': 2, 'fd-render-clock': 1 };
const frames = [];
let si = 0;
let mi = 0;
const sorted = [...measures].sort((a, b) => a.start - b.start);
for (let f = 1; f < ends.length; f++) {
  const [from, to] = [ends[f - 1], ends[f]];
  const frame = { shows: 'animation only', measured: 0, kinds: Object.fromEntries(KINDS.map((k) => [k, 0])) };
  let best = 0;
  while (mi < sorted.length && sorted[mi].start < to) {
    const m = sorted[mi++];
    if (m.start < from) continue;
    frame.measured += (m.end - m.start) / 1000;
    if (rank[m.name] > best) {
      best = rank[m.name];
      frame.shows = m.name;
    }
  }
  while (si < slices.length && slices[si].end <= from) si++;
  for (let k = si; k < slices.length && slices[k].start < to; k++) {
    const s = slices[k];
    frame.kinds[s.kind] += (Math.min(s.end, to) - Math.max(s.start, from)) / 1000;
  }
  frames.push(frame);
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] : 0;
};
const f2 = (x) => x.toFixed(2);
console.log('\nMain thread per frame, ms, mean (p95); "measured" is the User Timing measure (script only)');
console.log(`| frame shows | frames | measured | ${KINDS.join(' | ')} | total |`);
console.log(`|---|---|---|${KINDS.map(() => '---').join('|')}|---|`);
for (const shows of ['fd-render-tide', 'fd-render-move', 'fd-render-clock', 'animation only']) {
  const group = frames.filter((f) => f.shows === shows);
  if (group.length === 0) continue;
  const cell = (xs) => `${f2(mean(xs))} (${f2(p95(xs))})`;
  const total = group.map((f) => KINDS.reduce((a, k) => a + f.kinds[k], 0));
  console.log(
    `| ${shows} | ${group.length} | ${cell(group.map((f) => f.measured))} | ${KINDS.map((k) => cell(group.map((f) => f.kinds[k]))).join(' | ')} | ${cell(total)} |`,
  );
}

// ---- CPU samples inside the render measures ----
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const inside = { 'fd-render-move': new Map(), 'fd-render-tide': new Map() };
const sampleCount = { 'fd-render-move': 0, 'fd-render-tide': 0 };
// Yew's scheduler yields to the browser after 16 ms of work (a
// setTimeout), so a render that long ends only after a whole frame:
// those measures are counted here, and their samples left out below.
for (const name of Object.keys(inside)) {
  const all = sorted.filter((m) => m.name === name);
  const long = all.filter((m) => m.end - m.start > YIELD_US);
  console.log(`\n${name}: ${long.length} of ${all.length} measures over 16 ms (each includes a frame)`);
}
const renderMeasures = sorted.filter((m) => m.name in inside && m.end - m.start <= YIELD_US);
let t = profile.startTime;
let k = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  while (k < renderMeasures.length && renderMeasures[k].end < t) k++;
  const m = renderMeasures[k];
  if (!m || t < m.start) continue;
  const node = nodes.get(profile.samples[i]);
  const frame = node.callFrame;
  const name = frame.functionName || `(anonymous ${frame.url.split('/').pop()})`;
  inside[m.name].set(name, (inside[m.name].get(name) ?? 0) + 1);
  sampleCount[m.name]++;
}
const group = (name) => {
  if (name === '(program)') return '(program): the browser outside JS and wasm';
  if (/^\(garbage collector\)|^\(idle\)/.test(name)) return name;
  if (/^(mark|measure|now)$|__wbg_(mark|now|measure)/.test(name)) return 'User Timing marks (the measure itself)';
  if (/^__wbg_|^__wbindgen|^wasm-to-js|^js-to-wasm|^decode$|^encode|passString|getStringFromWasm|^\(anonymous fox-and-xo|^handleError|^__externref/.test(name)) return 'JS glue between wasm and the DOM (strings, handles)';
  if (/^(set|remove|get)Attribute|^createElement|^append|^insertBefore|^remove|^replaceChild|^textContent|^cloneNode|^(set |get )|^(classList|className|innerHTML|namespaceURI|children|item|closest|querySelector)|^queueMicrotask/.test(name)) return 'DOM calls (in the browser)';
  if (/talc|dlmalloc|__rust_alloc|__rust_dealloc|__rust_realloc|alloc::raw_vec|RawVec|box_new|drop_in_place|__rdl_|memcpy|memmove|memset/.test(name)) return 'allocation, copying, dropping';
  if (/core::fmt|alloc::fmt|::fmt::|format/.test(name)) return 'formatting';
  if (/yew::|implicit_clone|indexmap|hashbrown/.test(name)) return 'Yew (virtual DOM, diffing, scheduler)';
  if (/fox_and_xo|fox-and-xo/.test(name)) return 'the game (components, tiles)';
  if (/^\$?func|^wasm-function|^\d+$/.test(name)) return 'wasm without names (see the header)';
  return 'other';
};
for (const [measure, counts] of Object.entries(inside)) {
  const total = sampleCount[measure];
  if (!total) continue;
  console.log(`\n${measure}: ${total} samples of 50 µs inside the measures of 16 ms or less`);
  const groups = new Map();
  for (const [name, n] of counts) groups.set(group(name), (groups.get(group(name)) ?? 0) + n);
  console.log('| group | share |');
  console.log('|---|---|');
  for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`| ${g} | ${((100 * n) / total).toFixed(0)}% |`);
  console.log('top functions (self):');
  for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)}%  ${name.slice(0, 140)}`);
  }
}
}
