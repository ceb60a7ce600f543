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
 * The first screen of each page in `pages` (file names in `dist`), as HTML:
 * a Map from page to the inner HTML of its `#app` once the wasm has
 * rendered. Fails on any console error or page error.
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
      const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const problems = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(base + name);
      await page.waitForFunction(() => document.getElementById('app')?.childElementCount > 0, null, { timeout: 30000 });
      // Two frames: effects that run after the first render have run.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const html = await page.evaluate(() => {
        const app = document.getElementById('app');
        // Form state lives in properties, which innerHTML does not show:
        // write it into attributes first.
        for (const input of app.querySelectorAll('input')) {
          if (input.type === 'checkbox' || input.type === 'radio') input.toggleAttribute('checked', input.checked);
          else input.setAttribute('value', input.value);
        }
        for (const option of app.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
        for (const area of app.querySelectorAll('textarea')) area.textContent = area.value;
        const copy = app.cloneNode(true);
        for (const gone of copy.querySelectorAll('dialog:not([open]), [hidden]')) gone.remove();
        return copy.innerHTML;
      });
      await context.close();
      if (problems.length > 0) throw new Error(`${name}: ${problems.join('; ')}`);
      shells.set(name, html);
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
 * (src/ui/howto/view.rs): a Map from file name (`howto-GAME-LANG.txt`) to
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
