// Assembles the built site in dist/ from the pages Trunk built one by one,
// and writes what only the whole site can know:
//
//   node scripts/site-build.mjs DIST PAGE_DIR...
//
// 1. Merges every page's Trunk output into DIST (a file two pages share,
//    e.g. base.css, must be the same bytes in both).
// 2. Puts each page's CSS inside the page (one <style>, no request to
//    wait for before the first paint) and, on a page marked `data-prerender`,
//    assets/shell.js before its #app (see scripts/prerender.mjs), the wasm loader
//    started after the first frame instead of preloaded with the page.
// 3. Minifies the JavaScript (Trunk leaves wasm-bindgen's glue as it is):
//    esbuild; gives what each wasm imports from its glue short names, in
//    both (scripts/short-imports.mjs); then the `integrity` attributes
//    Trunk wrote are recomputed.
// 4. The Content-Security-Policy: Trunk loads each page's wasm with an
//    inline module script; its sha256 goes into the policy, with those of
//    the inline shell script and styles; each page carries its own as a
//    <meta http-equiv> (its own hashes only: every other page's would be
//    about 0.3 KB of its first load that no compressor can shrink) and
//    DIST/_headers the site's as a header (every page's hashes; the header
//    adds what a meta cannot: frame-ancestors).
// 5. The prerendered first screen of each `data-prerender` page, captured
//    from the built page in headless Chromium (scripts/prerender.mjs), and
//    How to play's rules for the games' dialogs (`howto-GAME-LANG.txt`,
//    captured from howto.html the same way).
// 6. The service worker: DIST/sw.js is assets/sw.js after the release's
//    file list and its id (a hash of every file's name and bytes).
//
// Run again on a changed DIST (without PAGE_DIR) it redoes 3, 4 and 6 (the
// pages already carry their styles and shells), which is how the
// end-to-end test makes a second release.
import { createHash } from 'node:crypto';
import { readFile, writeFile, readdir, mkdir, copyFile, rm } from 'node:fs/promises';
import { basename, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { prerender, captureRules } from './prerender.mjs';
import { shortImports } from './short-imports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [dist, ...pageDirs] = process.argv.slice(2);
if (!dist) {
  console.error('usage: node scripts/site-build.mjs DIST [PAGE_DIR...]');
  process.exit(2);
}

const sha = (algorithm, bytes) => createHash(algorithm).update(bytes).digest('base64');

// 1. Merge.
if (pageDirs.length > 0) {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  const seen = new Map();
  for (const dir of pageDirs) {
    for (const name of await readdir(dir)) {
      const bytes = await readFile(join(dir, name));
      const known = seen.get(name);
      if (known && !known.equals(bytes)) throw new Error(`${name} differs between pages`);
      if (!known) {
        seen.set(name, bytes);
        await copyFile(join(dir, name), join(dist, name));
      }
    }
  }
}

const TAG = /<(link|script)\b[^>]*>/g;
const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`));
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
};
const fileOf = (ref) => ref.replace(/^\.?\//, '').replace(/^.*\//, '');
const isPrerendered = (html) => /<html\b[^>]*\sdata-prerender\b/.test(html);

// 2. Styles inside the page; the shell script and the late loader.
const shellScript = (await transform(await readFile(join(root, 'assets', 'shell.js'), 'utf8'), { minify: true, target: 'es2015', legalComments: 'none' })).code.trim();
const inlined = new Set();
for (const page of (await readdir(dist)).filter((n) => n.endsWith('.html'))) {
  let html = await readFile(join(dist, page), 'utf8');
  // One <style> where the first stylesheet was, holding them all in their
  // order (the same cascade): one hash in the page's policy, not one each.
  const sheets = (html.match(/<link\b[^>]*>/g) ?? []).filter((tag) => attr(tag, 'rel') === 'stylesheet');
  const css = [];
  for (const tag of sheets) {
    const file = fileOf(attr(tag, 'href'));
    css.push((await readFile(join(dist, file), 'utf8')).trim());
    inlined.add(file);
  }
  sheets.forEach((tag, at) => {
    html = html.replace(tag, () => (at === 0 ? `<style>${css.join('')}</style>` : ''));
  });
  if (isPrerendered(html) && !html.includes(shellScript)) {
    // The wasm is fetched once the shell is painted, not beside the HTML:
    // it would compete with the first paint for a slow link. Without the
    // shell, assets/shell.js preloads it.
    const preload = (html.match(/<link\b[^>]*>/g) ?? []).find((tag) => attr(tag, 'rel') === 'preload' && attr(tag, 'type') === 'application/wasm');
    if (!preload) throw new Error(`${page}: no wasm preload`);
    html = html.replace(preload, '');
    // Right before #app: the shell (step 5) goes before it, so that it runs
    // once the shell is parsed and before the first paint.
    html = html.replace(/<div id=("?)app\1>/, (app) => `<script data-wasm=${attr(preload, 'href')}>${shellScript}</script>${app}`);
    if (!html.includes(shellScript)) throw new Error(`${page}: no <div id=app> to put the shell script before`);
    html = html.replace(
      /(const wasm = await init\()/,
      // Once the browser reports the first contentful paint (the shell);
      // at once in a tab opened in the background (it paints nothing
      // until it is shown), and after 3 s at most. (It was 300 ms at most:
      // on a busy phone or machine the wasm then came and drew the page
      // before the shell was painted, and the largest paint waited for
      // it: Lighthouse on a loaded machine, docs/performance.md.)
      "if (document.documentElement.classList.contains('shell')) await new Promise((painted) => { if (document.visibilityState === 'hidden') return painted(); setTimeout(painted, 3000); try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length === 0) return; observer.disconnect(); setTimeout(painted); }).observe({ type: 'paint', buffered: true }); } catch { requestAnimationFrame(() => setTimeout(painted)); } });\n$1",
    );
    if (!html.includes("classList.contains('shell')")) throw new Error(`${page}: no wasm loader to hold until the first paint`);
  }
  await writeFile(join(dist, page), html);
}
for (const file of inlined) await rm(join(dist, file));

let names = (await readdir(dist)).filter((n) => !n.endsWith('.br') && !n.endsWith('.gz')).sort();
const pages = names.filter((n) => n.endsWith('.html'));

// 3. Minify the JavaScript the pages load (not sw.js, written below).
for (const name of names.filter((n) => n.endsWith('.js') && n !== 'sw.js')) {
  const path = join(dist, name);
  const code = await readFile(path, 'utf8');
  const isModule = /^\s*(import|export)\b/m.test(code);
  const out = await transform(code, { minify: true, format: isModule ? 'esm' : undefined, target: 'es2020', legalComments: 'none' });
  // 3b. A wasm's glue: short names for what the wasm imports from it, in
  // both (scripts/short-imports.mjs).
  const wasmPath = path.replace(/\.js$/, '_bg.wasm');
  const module = out.code.match(/"(\.\/[\w-]+_bg\.js)"/)?.[1];
  if (names.includes(basename(wasmPath)) && module) {
    const short = shortImports(await readFile(wasmPath), out.code, module);
    await writeFile(wasmPath, short.wasm);
    await writeFile(path, short.glue);
  } else {
    await writeFile(path, out.code);
  }
}

// 4. Integrity attributes, inline scripts and styles, and the policy.
const htmlOf = new Map();
// Each page's own inline scripts and styles, by hash: its <meta> policy
// allows those alone (the site's header policy, all pages' together).
const ownHashes = new Map();
for (const page of pages) {
  let html = await readFile(join(dist, page), 'utf8');
  html = html.replace(/<meta http-equiv=("?)Content-Security-Policy\1[^>]*>/i, '');
  const tags = [...html.matchAll(TAG)].map((m) => m[0]);
  for (const tag of tags) {
    const integrity = attr(tag, 'integrity');
    const ref = attr(tag, 'href') ?? attr(tag, 'src');
    if (!integrity || !ref) continue;
    const file = fileOf(ref);
    const fresh = `sha384-${sha('sha384', await readFile(join(dist, file)))}`;
    html = html.replace(tag, tag.replace(integrity, fresh));
  }
  const own = { scripts: new Set(), styles: new Set() };
  for (const m of html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    own.scripts.add(`'sha256-${sha('sha256', m[1])}'`);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    own.styles.add(`'sha256-${sha('sha256', m[1])}'`);
  }
  ownHashes.set(page, own);
  htmlOf.set(page, html);
}
// The policy allowing the inline `scripts` and `styles` (sets of hashes).
const policyOf = (scripts, styles) => [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${[...scripts].sort().join(' ')}`.trim(),
  // Each page's own <style>, by hash; two screens size their board with a
  // CSS variable in a style attribute.
  `style-src 'self' ${[...styles].sort().join(' ')}`.trim(),
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  // The wasm and the service worker's precache ('self'), and the Nostr
  // relays the online page signals through (`wss:`: any relay, since the
  // host may edit the list; they see only sealed envelopes). WebRTC's data
  // channels and ICE (STUN and TURN included) are not governed by
  // connect-src. Plain `ws:` is not allowed: the end-to-end tests reach
  // their local relay through the test server's same-origin proxy.
  "connect-src 'self' wss:",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
const everyPage = (kind) => new Set([...ownHashes.values()].flatMap((own) => [...own[kind]]));
const policy = policyOf(everyPage('scripts'), everyPage('styles'));
for (const [page, html] of htmlOf) {
  const { scripts, styles } = ownHashes.get(page);
  const meta = `<meta http-equiv=Content-Security-Policy content="${policyOf(scripts, styles)}">`;
  const withPolicy = html.replace(/(<meta charset=("?)utf-8\2>)/i, `$1${meta}`);
  if (withPolicy === html) throw new Error(`${page}: no <meta charset> to put the policy after`);
  await writeFile(join(dist, page), withPolicy);
}
const headers = `# Netlify and Cloudflare Pages read this file (see "Hosting" in README.md).
/*
  Content-Security-Policy: ${policy}; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
/*.html
  Cache-Control: no-cache
/sw.js
  Cache-Control: no-cache
`;
await writeFile(join(dist, '_headers'), headers);

// 5. The prerendered first screens.
const toPrerender = [...htmlOf.keys()].filter((page) => isPrerendered(htmlOf.get(page)) && !htmlOf.get(page).includes('<div id=shell'));
if (toPrerender.length > 0) {
  const shells = await prerender(dist, toPrerender);
  for (const [page, shell] of shells) {
    const html = await readFile(join(dist, page), 'utf8');
    const withShell = html.replace('<script data-wasm=', () => `${shell}<script data-wasm=`);
    if (withShell === html) throw new Error(`${page}: no shell script to put the shell before`);
    await writeFile(join(dist, page), withShell);
  }
}
// 5b. How to play's rules for the games' dialogs, captured from its page
// (a full build only: a rebuild of DIST keeps the files it has).
if (pageDirs.length > 0 && htmlOf.has('howto.html')) {
  for (const [file, html] of await captureRules(dist)) await writeFile(join(dist, file), html);
}
names = (await readdir(dist)).filter((n) => !n.endsWith('.br') && !n.endsWith('.gz')).sort();

// 6. The service worker.
const files = names.filter((n) => n !== 'sw.js' && n !== '_headers');
const list = createHash('sha256');
for (const name of files) list.update(`${name} ${sha('sha256', await readFile(join(dist, name)))}\n`);
const release = list.digest('hex').slice(0, 16);
const worker = await readFile(join(root, 'assets', 'sw.js'), 'utf8');
await writeFile(
  join(dist, 'sw.js'),
  `const RELEASE = ${JSON.stringify(release)};\nconst FILES = ${JSON.stringify(files)};\n${worker}`,
);
console.log(`site: ${pages.length} pages, ${files.length} files, release ${release}`);
