// The prerendered first screen of a page: what the page shows a first
// visitor in English, captured from the built page itself in headless
// Chromium (the same wasm, the same components: no second renderer to keep
// in step), so that the browser paints it as soon as the HTML arrives
// instead of after the wasm has downloaded. scripts/site-build.mjs puts it
// in the page as `<div id=shell inert aria-hidden=true>`; assets/shell.js
// decides before the first paint whether this visit would see the same
// screen, and `mount` (src/ui/app.rs) removes it when the wasm renders.
//
// Left out of the capture: closed dialogs (How to play: never painted) and
// anything hidden. Form fields keep their values (written as attributes).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Serves `dir` on loopback for the capture. */
async function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url, 'http://localhost').pathname).replace(/^\/+/, '') || 'index.html';
    if (path.startsWith('..')) return res.writeHead(403).end();
    try {
      const body = await readFile(join(dir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

/**
 * What each prerendered page's shell covers besides its bare link
 * (assets/shell.js reads it):
 *
 * - `fits`: keys of a link whose values the shell shows as the live page
 *   does (written into the form field of that name), each as its values,
 *   space-separated, or a pattern starting with `^`; the live page's own
 *   reading of the key must accept every one of them, and nothing else on
 *   the page may depend on them (tests/e2e/site.test.mjs compares);
 * - `parts`: a key whose value changes a part of the page: the part
 *   (`part`, a selector) is captured from the page opened with each value
 *   (`?KEY=VALUE`), and values that draw the same part share it; the key
 *   fits for these values;
 * - `spans`: elements that the values of several keys draw together, or
 *   not at all: the siblings after the element `after` (a selector) up to
 *   the next one matching `until` (or the last); or, with `in` instead of
 *   `after`, that element's children from its first up to `until`.
 *   `keys` gives each key's values in groups that draw alike; the span is captured once for each
 *   combination of groups (from the page opened with each group's first
 *   value; its last must draw the same, or the build fails; a link in a
 *   span keeps its page, not its query), and each that differs from the
 *   bare page's becomes a
 *   `<template data-when='{"KEY":"VALUES",…}'>` that takes the span's
 *   place when the link's values (or, for a key it lacks, the shell's own
 *   field of that name) are in those groups; the keys fit for them all;
 *   drawings that differ only in one run of text, one per value of a key,
 *   are one template with the text per value (`data-fill`, see `holes`);
 *   `none` lists combinations (each key's values) the shell cannot show
 *   (e.g. the computer's first move): not captured, and a link with them
 *   shows no shell (an empty `<template data-when=… data-none>`);
 * - `shells`: instead of one shell, one per link (`[name, link]`, link
 *   null for an invitation, made by the host page of the name's game),
 *   kept apart as `<div data-shell=NAME>`: an online page's host
 *   (`host-GAME`) and guest (`guest-GAME`), How to play's page of a game
 *   (`help-GAME`).
 */
/** Fox & Dolphin's computer levels, as links name them (src/ui/fox_dolphin/setup/model.rs). */
const LEVELS = 'easy mild gentle calm mellow steady nimble brisk eager lively ready normal keen swift rapid bold sharp daring fierce hard expert'.split(' ');
const sizes = (from, to) => Array.from({ length: to - from + 1 }, (_, k) => String(from + k));
export const SHELLS = {
  'tictactoe.html': {
    parts: [{ key: 'size', values: ['3', '4'], part: '.ttt-board' }],
    // The status line says whose turn it is: against the computer, yours
    // (your mark), with a friend, the mark's; the score names you and the
    // computer, or the marks. The computer moving first (its mark on the
    // board; Easy's is random) and the computer against itself have none.
    spans: [
      {
        in: 'section.ttt-play',
        until: '.ttt-board',
        keys: { opponent: [['easy', 'strategy', 'perfect'], ['friend']], first: [['x'], ['o']], you: [['x'], ['o']] },
        none: [
          { opponent: 'easy strategy perfect', first: 'x', you: 'o' },
          { opponent: 'easy strategy perfect', first: 'o', you: 'x' },
        ],
      },
      { after: 'section.score > h2', until: null, keys: { opponent: [['easy', 'strategy', 'perfect'], ['friend']] } },
    ],
  },
  'fox-dolphin.html': {
    // The seats as the setup's link writes them, every pair: a seat's
    // level line (worded with your record against it when you play the
    // other seat, as there is none on this device when the shell is shown)
    // and Match my level (when you play the other seat), and the link to
    // keep a computer's seat online (when there is one). The seed and the
    // exact times are in the closed advanced settings (not painted); their
    // defaults fit, as the setup's link writes them.
    fits: {
      seed: '^(0|[1-9][0-9]{0,18})$',
      limit: 'none 60 120 300 600 900 1800',
      cooldown: '500',
      tide: '1000',
      firsttide: '6000',
    },
    parts: [{ key: 'size', values: sizes(10, 50), part: '#fd-pace' }],
    spans: [
      {
        after: 'label:has(> select[name=fox])',
        until: 'label',
        keys: { fox: [['you', 'friend'], ...LEVELS.map((level) => [level])], dolphin: [['you'], ['friend', ...LEVELS]] },
      },
      {
        after: 'label:has(> select[name=dolphin])',
        until: 'label',
        keys: { dolphin: [['you', 'friend'], ...LEVELS.map((level) => [level])], fox: [['you'], ['friend', ...LEVELS]] },
      },
      {
        after: '.online-seek-entry + p',
        until: null,
        keys: { fox: [['you', 'friend'], LEVELS], dolphin: [['you', 'friend'], LEVELS] },
      },
    ],
  },
  // Online play, a page per game: its host's page and an invitation to it.
  'online.html': {
    shells: [
      ['host-fox-dolphin', 'online.html?game=fox-dolphin&online=host'],
      ['guest-fox-dolphin', null],
    ],
  },
  'online-tictactoe.html': {
    shells: [
      ['host-tic-tac-toe', 'online-tictactoe.html?game=tic-tac-toe&online=host'],
      ['guest-tic-tac-toe', null],
    ],
  },
  // How to play, as the landing page links to it: each game's rules.
  'howto.html': {
    shells: [
      ['help-tic-tac-toe', 'howto.html?game=tic-tac-toe&help'],
      ['help-fox-dolphin', 'howto.html?game=fox-dolphin&help'],
    ],
  },
};

/** The online pages' paths (src/ui/online/mod.rs, `online_page`). */
const ONLINE_PAGE = /\/online(-tictactoe)?\.html$/;

/**
 * In each captured page: `freezeScreen(app)`, a copy of `app` with its
 * form state written into attributes (innerHTML shows no properties), and
 * on the online pages `firstScreen`, that copy the moment its <main> is drawn.
 */
const FIRST_SCREEN = `
window.freezeScreen = (app) => {
  for (const input of app.querySelectorAll('input')) {
    if (input.type === 'checkbox' || input.type === 'radio') input.toggleAttribute('checked', input.checked);
    else input.setAttribute('value', input.value);
  }
  for (const option of app.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
  for (const area of app.querySelectorAll('textarea')) area.textContent = area.value;
  return app.cloneNode(true);
};
if (/^online(-tictactoe)?[.]html$/.test(location.pathname.split('/').pop())) {
  new MutationObserver((_, observer) => {
    const app = document.getElementById('app');
    if (!(app?.firstElementChild?.childElementCount > 0)) return;
    observer.disconnect();
    window.firstScreen = window.freezeScreen(app);
  }).observe(document, { childList: true, subtree: true });
}`;

/**
 * The screen `page` shows once the wasm has drawn it, as HTML (see
 * `prerender`); with `part` (a selector) that element only; with `span`
 * (`{ after, until }`, see `SHELLS`) the elements of that span, together.
 */
async function capture(page, url, part, span) {
  const problems = [];
  const onConsole = (message) => message.type() === 'error' && problems.push(message.text());
  const onError = (error) => problems.push(String(error));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await page.goto(url);
  // Two frames after the first render: effects that run after it have run.
  // Not on the online pages: they draw an empty <main> until their keys are
  // made, and then their first screen, the one to capture (taken by
  // FIRST_SCREEN), before an invitation or an answer is ready (which would
  // hold a secret of this build's).
  const online = ONLINE_PAGE.test(new URL(url).pathname);
  if (online) await page.waitForFunction(() => window.firstScreen, null, { timeout: 30000 });
  else {
    await page.waitForFunction(() => document.getElementById('app')?.childElementCount > 0, null, { timeout: 30000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const html = await page.evaluate(([part, span]) => {
    const copy = window.firstScreen ?? window.freezeScreen(document.getElementById('app'));
    for (const gone of copy.querySelectorAll('dialog:not([open]), [hidden]')) gone.remove();
    // What a closed <details> holds is not painted: only its summary.
    for (const closed of copy.querySelectorAll('details:not([open])')) {
      for (const child of [...closed.children]) if (child.tagName !== 'SUMMARY') child.remove();
    }
    // A host's island is drawn from a seed of its own: the shell shows the
    // board's sea, the island comes with the live page.
    for (const tile of copy.querySelectorAll('.online .fd-grid .fd-tile')) {
      tile.replaceChildren();
      for (const name of [...tile.getAttributeNames()]) if (name !== 'role') tile.removeAttribute(name);
      tile.className = 'fd-tile water';
    }
    if (copy.querySelector('.online-my-answer') || copy.querySelector('.online-link')?.getAttribute('value')) return 'an invitation or answer was ready';
    if (part) return copy.querySelector(part)?.outerHTML ?? null;
    if (span) {
      const into = span.in && copy.querySelector(span.in);
      const after = into ? null : copy.querySelector(span.after);
      if (!into && !after) return null;
      // A link's target follows the page's whole setup, which the span
      // does not: the shell takes no input, its links keep their page only.
      for (const link of copy.querySelectorAll('a[href]')) link.setAttribute('href', link.getAttribute('href').replace(/[?#].*/, ''));
      let html = '';
      for (let next = into ? into.firstElementChild : after.nextElementSibling; next && !(span.until && next.matches(span.until)); next = next.nextElementSibling) html += next.outerHTML;
      return html;
    }
    return copy.innerHTML;
  }, [part, span]);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  if (html === 'an invitation or answer was ready') problems.push(html);
  if (problems.length > 0) throw new Error(`${url}: ${problems.join('; ')}`);
  return html;
}

/** An invitation to a game of `game` as its host page (`name`) writes it. */
async function invitation(page, base, name, game) {
  await page.goto(`${base}${name}?game=${game}&online=host`);
  await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='), null, { timeout: 60000 });
  return page.locator('.online-link').inputValue();
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** `text` in a single-quoted attribute (JSON's double quotes stay as they are). */
const quoted = (text) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/**
 * A span's drawings (`{ chosen, html }`, `chosen` each key's groups as
 * `[key, [group, …]]`) with those that differ only in one run of text
 * merged: where at least three drawings for the same groups of every key
 * but one draw the same elements, and differ in one run of text only,
 * they become one (`chosen` that key's groups together), its text taken
 * out (`<!---->` in its place) and kept per value in `fill`
 * (`[KEY, [TEXT, …]]`, in the order of `values[KEY]`, the key's values
 * as `data-fits` lists them; assets/shell.js reads it). Fox & Dolphin's seats' level lines: one
 * drawing for all the levels a seat may play instead of one each. The
 * others are as they were.
 */
function holes(drawn, values) {
  const keys = drawn[0]?.chosen.map(([key]) => key) ?? [];
  let best = { merged: [], rest: drawn };
  for (const key of keys) {
    // The drawings for the same groups of every other key, and the same
    // elements (the markup without its text).
    const buckets = new Map();
    for (const one of drawn) {
      const others = JSON.stringify(one.chosen.filter(([k]) => k !== key));
      const id = `${others} ${one.html.replace(/>[^<]*</g, '><')}`;
      buckets.set(id, [...(buckets.get(id) ?? []), one]);
    }
    const merged = [];
    const rest = [];
    for (const bucket of buckets.values()) {
      const hole = bucket.length >= 3 && cut(bucket.map(({ html }) => html));
      if (!hole) {
        rest.push(...bucket);
        continue;
      }
      // Each value's text in the order of the key's values (`data-fits`),
      // 0 for those of other drawings.
      const words = values[key].map(() => 0);
      bucket.forEach(({ chosen }, k) => {
        for (const value of chosen.find(([k2]) => k2 === key)[1].flat()) words[values[key].indexOf(value)] = hole.texts[k];
      });
      const chosen = bucket[0].chosen.map(([k, groups]) => [k, k === key ? bucket.flatMap((one) => one.chosen.find(([k2]) => k2 === key)[1]) : groups]);
      merged.push({ chosen, html: hole.html, fill: [key, words] });
    }
    if (rest.length < best.rest.length) best = { merged, rest };
  }
  return [...best.merged, ...best.rest];
}

/**
 * `htmls` as one, their common start and end around `<!---->`, and the
 * text each has between (`{ html, texts }`); or null if they differ in
 * more than one run of text (or would be cut inside a tag or a character
 * reference).
 */
function cut(htmls) {
  const shortest = Math.min(...htmls.map((html) => html.length));
  let start = 0;
  while (start < shortest && htmls.every((html) => html[start] === htmls[0][start])) start += 1;
  let end = 0;
  while (end < shortest - start && htmls.every((html) => html[html.length - 1 - end] === htmls[0][htmls[0].length - 1 - end])) end += 1;
  // Back to the text's edges: never inside a tag or a character reference.
  const head = htmls[0].slice(0, start);
  start = Math.min(start, head.lastIndexOf('<') > head.lastIndexOf('>') ? head.lastIndexOf('<') : start, head.lastIndexOf('&') > head.lastIndexOf(';') ? head.lastIndexOf('&') : start);
  const texts = htmls.map((html) => html.slice(start, html.length - end));
  const tail = htmls[0].slice(htmls[0].length - end);
  const inTag = tail.indexOf('>') >= 0 && (tail.indexOf('<') < 0 || tail.indexOf('>') < tail.indexOf('<'));
  const inReference = /^[#0-9A-Za-z]*;/.test(tail) && texts.some((text) => text.lastIndexOf('&') > text.lastIndexOf(';'));
  if (inTag || inReference || texts.some((text) => /[<>]/.test(text))) return null;
  return { html: `${htmls[0].slice(0, start)}<!---->${tail}`, texts };
}

/**
 * The shell of each page in `pages` (file names in `dist`), as HTML: a Map
 * from page to the `<div id=shell …>` to put before its `#app`, made of the
 * page's `#app` once the wasm has rendered it, and its parts and shells
 * per link (`SHELLS`). Fails on any console error or page error.
 */
export async function prerender(dist, pages) {
  const { server, base } = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    headless: true,
  });
  const shells = new Map();
  try {
    for (const name of pages) {
      const covers = SHELLS[name] ?? {};
      const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      // The online pages' relays: open and silent, as a public relay is in
      // the moment a page first draws (a build machine may reach none, and
      // the page would say so).
      await context.routeWebSocket(() => true, () => {});
      await context.addInitScript(FIRST_SCREEN);
      const page = await context.newPage();
      let inner;
      const fits = { ...(covers.fits ?? {}) };
      if (covers.shells) {
        inner = '';
        for (const [variant, link] of covers.shells) {
          // A fresh page each: the host page holds its relays open.
          const host = link ? null : await context.newPage();
          const url = link ? base + link : await invitation(host, base, name, variant.replace(/^guest-/, ''));
          const fresh = await context.newPage();
          const html = await capture(fresh, url);
          await fresh.close();
          await host?.close();
          inner += `<div data-shell=${variant}>${html}</div>`;
        }
      } else {
        inner = await capture(page, base + name);
        for (const { key, values, part } of covers.parts ?? []) {
          const bare = await capture(page, base + name, part);
          if (bare === null) throw new Error(`${name}: no ${part} in the shell`);
          const drawn = new Map();
          for (const value of values) {
            const html = await capture(page, `${base}${name}?${key}=${encodeURIComponent(value)}`, part);
            if (html === null) throw new Error(`${name}?${key}=${value}: no ${part}`);
            if (html === bare) continue;
            drawn.set(html, [...(drawn.get(html) ?? []), value]);
          }
          for (const [html, those] of drawn) {
            inner += `<template data-key=${key} data-values="${those.join(' ')}" data-part="${escape(part)}">${html}</template>`;
          }
          fits[key] = values.join(' ');
        }
        // A rule in a span's `data-when` for some of a key's groups: their
        // words, or, where shorter, a pattern for any value but the key's
        // other groups' (the same values: a link's value must fit the key's
        // groups, and a field's is one of them), as for a seat's "anyone
        // but you".
        const rule = (groups, chosen) => {
          const words = chosen.flat().join(' ');
          const but = `^(?!(${groups.filter((g) => !chosen.includes(g)).flat().join('|')})$)`;
          return but.length < words.length ? but : words;
        };
        for (const span of covers.spans ?? []) {
          const keys = Object.keys(span.keys);
          const bare = await capture(page, base + name, null, span);
          const where = span.in ?? span.after;
          if (bare === null) throw new Error(`${name}: no ${where} in the shell`);
          // Every combination of the keys' groups: [[key, group], …].
          let cases = [[]];
          for (const key of keys) cases = cases.flatMap((chosen) => span.keys[key].map((group) => [...chosen, [key, group]]));
          const none = (chosen) => (span.none ?? []).some((one) => chosen.every(([key, group]) => one[key] === group.join(' ')));
          for (const one of span.none ?? []) inner += `<template data-when='${quoted(JSON.stringify(one))}' data-none></template>`;
          cases = cases.filter((chosen) => !none(chosen));
          const drawn = [];
          for (const chosen of cases) {
            // Drawn from the group's first value; its last draws the same.
            let html;
            for (const pick of chosen.some(([, group]) => group.length > 1) ? [0, -1] : [0]) {
              const query = chosen.map(([key, group]) => `${key}=${encodeURIComponent(group.at(pick))}`).join('&');
              const one = await capture(page, `${base}${name}?${query}`, null, span);
              if (one === null) throw new Error(`${name}?${query}: no ${where}`);
              if (html !== undefined && one !== html) throw new Error(`${name}?${query}: ${where} differs from its group's first value's`);
              html = one;
            }
            drawn.push({ chosen: chosen.map(([key, group]) => [key, [group]]), html });
          }
          const place = span.in ? `data-in="${escape(span.in)}"` : `data-after="${escape(span.after)}"`;
          const until = span.until ? ` data-until=${span.until}` : '';
          const when = (chosen) => Object.fromEntries(chosen.map(([key, groups]) => [key, rule(span.keys[key], groups)]));
          const values = Object.fromEntries(keys.map((key) => [key, span.keys[key].flat()]));
          for (const { chosen, html, fill } of holes(drawn, values)) {
            const filled = fill ? ` data-fill='${quoted(JSON.stringify(fill))}'` : '';
            if (!fill && html === bare) continue;
            inner += `<template data-when='${quoted(JSON.stringify(when(chosen)))}' ${place}${until}${filled}>${html}</template>`;
          }
          for (const key of keys) {
            // A key's texts (`data-fill`) follow its values here.
            if (fits[key] !== undefined && fits[key] !== values[key].join(' ')) throw new Error(`${name}: ${key} has its values in another order in another span`);
            fits[key] = values[key].join(' ');
          }
        }
      }
      await context.close();
      const fitsAttr = Object.keys(fits).length > 0 ? ` data-fits='${quoted(JSON.stringify(fits))}'` : '';
      shells.set(name, `<div id=shell inert aria-hidden=true${fitsAttr}>${inner}</div>`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return shells;
}

/**
 * Each game's rules as How to play's page draws them (`howto.html`), in
 * each language, for the games' dialogs to fetch when they open
 * (src/ui/help/dialog.rs): a Map from file name (`howto-GAME-LANG.txt`) to
 * the HTML of the page's `<div class="howto">`, its h2 headings made h3
 * (in a dialog they sit under its h2 title). Fails on any console error
 * or page error.
 */
export async function captureRules(dist, games = ['tic-tac-toe', 'fox-dolphin'], langs = ['en', 'pt']) {
  const { server, base } = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    headless: true,
  });
  const files = new Map();
  try {
    for (const game of games) {
      for (const lang of langs) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        const problems = [];
        page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
        page.on('pageerror', (error) => problems.push(String(error)));
        await page.goto(`${base}howto.html?game=${game}&help&lang=${lang}`);
        await page.waitForSelector('.howto', { timeout: 30000 });
        const html = await page.evaluate((lang) => {
          if (document.documentElement.lang !== lang) throw new Error(`the page is in ${document.documentElement.lang}, not ${lang}`);
          const copy = document.querySelector('.howto').cloneNode(true);
          for (const h2 of copy.querySelectorAll('h2')) {
            const h3 = document.createElement('h3');
            for (const { name, value } of h2.attributes) h3.setAttribute(name, value);
            h3.append(...h2.childNodes);
            h2.replaceWith(h3);
          }
          return copy.outerHTML;
        }, lang);
        await context.close();
        if (problems.length > 0) throw new Error(`howto ${game} ${lang}: ${problems.join('; ')}`);
        files.set(`howto-${game}-${lang}.txt`, html);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return files;
}
