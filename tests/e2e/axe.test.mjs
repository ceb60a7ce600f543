// e2e: minutes 3
// End to end: accessibility of every screen, checked by axe-core (its
// default rules: WCAG 2.0 to 2.2 A and AA plus best practices), at phone
// and desktop widths, with no console error and no request leaving the
// origin on the way (the harness watches each page).
//
// To check another screen, add an entry to SCREENS: a name, a link relative
// to the site, and, if the screen needs a few clicks to reach, `reach`
// (with selectors that do not depend on the language: classes and roles).
// Screens one page reaches one after another (a game's setup, play, end
// and replay) can be `steps` of one entry: each step's `reach` goes on
// from the last, and each is checked as it is reached.
// To check another language, add its code to LANGUAGES: each link is then
// opened once per language with `lang=CODE` added to its query.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { servedSite, DESKTOP, PHONE, appReady, PUBLIC_RELAYS_TRIED } from './harness.mjs';

const site = servedSite();
// Evaluated through the driver, which the page's CSP does not govern (an
// injected <script> would be refused, as it should be).
const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The computer keeps the dolphins, so the end and the replay offer What
// happened (a game between two people is not reviewed).
const QUIET = 'fox=you&dolphin=easy&cooldown=1000&tide=60000&limit=none';
const FD = `fox-dolphin.html?game=fox-dolphin&size=10&seed=7&${QUIET}`;

/** Starts the Fox & Dolphin game of the page. */
async function start(page) {
  await page.locator('.fd-start').click();
  await page.getByRole('grid').waitFor();
}

/** Leaves the game (the button after Pause), which ends it. */
async function leave(page) {
  await page.locator('button[aria-pressed] + button:not([aria-pressed])').click();
  await page.locator('.fd-outcome').waitFor();
}

/** The site's languages (`null` would open each link as it is). */
const LANGUAGES = ['en', 'pt'];

const SCREENS = [
  { name: 'landing', link: '' },
  { name: 'landing with an ignored value', link: '?game=chess' },
  { name: 'tic-tac-toe: how to play', link: 'howto.html?game=tic-tac-toe&help' },
  { name: 'Fox & Dolphin: how to play', link: 'howto.html?game=fox-dolphin&help' },
  { name: 'tic-tac-toe setup and play', link: 'tictactoe.html?game=tic-tac-toe&opponent=friend' },
  {
    name: 'tic-tac-toe end',
    link: 'tictactoe.html?game=tic-tac-toe&opponent=friend&first=x&you=x',
    reach: async (page) => {
      // X, O, X, O, X by cell index, row by row: X wins along the top row.
      for (const cell of [0, 3, 1, 4, 2]) await page.locator('.ttt-board button').nth(cell).click();
      await page.waitForFunction(() => document.querySelectorAll('.cell.win').length === 3);
    },
  },
  { name: 'tic-tac-toe replay', link: 'tictactoe.html?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&moves=1,4,2,5,3' },
  {
    // One page through the game's screens, each checked as it is reached
    // (the same states as a page opened for each: one link, one game).
    name: 'Fox & Dolphin',
    link: FD,
    steps: [
      { name: 'setup' },
      { name: 'play', reach: start },
      { name: 'end', reach: leave },
      {
        name: 'replay',
        reach: async (page) => {
          await page.goto(await page.locator('.fd-link').inputValue());
          await page.locator('.fd-replay').waitFor();
          await page.locator('.fd-replay-buttons button.primary').click(); // pause
        },
      },
      {
        // The replay's "What happened": the review page of that game.
        name: 'what happened',
        reach: async (page) => {
          await page.locator('.fd-what-happened a').click();
          await page.waitForSelector('#app .fd-review');
        },
      },
    ],
  },
  {
    // The screen-reader page: its setup, then play with the news said in
    // its live region (A: where your animals are), then the end.
    name: 'Fox & Dolphin for screen readers',
    link: FD.replace('fox-dolphin.html', 'listen.html'),
    steps: [
      { name: 'setup' },
      {
        name: 'play, the news said',
        reach: async (page) => {
          await start(page);
          await page.keyboard.press('a');
          await page.getByRole('log').locator('p').first().waitFor();
        },
      },
      { name: 'end', reach: leave },
    ],
  },
  {
    name: 'online: host',
    link: 'online.html?game=fox-dolphin&fox=friend&dolphin=friend&online=host#nostr=',
    reach: async (page) => {
      await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='));
    },
  },
  {
    name: 'online: tic-tac-toe host',
    link: 'online-tictactoe.html?game=tic-tac-toe&size=3&first=x&you=x&online=host#nostr=',
    reach: async (page) => {
      await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='));
    },
  },
  {
    name: 'online: host, its connection settings open and one refused',
    link: 'online-tictactoe.html?game=tic-tac-toe&size=3&first=x&you=x&online=host#ice=lan',
    // The refused settings are not used: the page tries the default relays.
    allow: PUBLIC_RELAYS_TRIED,
    reach: async (page) => {
      await page.waitForFunction(() => document.querySelector('.online-link')?.value.includes('#join='));
      await page.waitForSelector('.online-ice[open] .online-error');
    },
  },
  {
    name: 'online: an answer link with no waiting game',
    link: 'online.html#answer=not-a-code',
    reach: async (page) => {
      await page.waitForSelector('.online-error');
    },
  },
  {
    name: 'online: a damaged invitation',
    link: 'online.html#join=not-a-code',
    reach: async (page) => {
      await page.waitForSelector('.online-error');
    },
  },
];

/** `link` with `lang=CODE` added to its query (before any fragment). */
function inLanguage(link, lang) {
  if (lang === null) return link;
  const [head, fragment] = link.split('#');
  const joined = `${head}${head.includes('?') ? '&' : '?'}lang=${lang}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/** axe-core on the page as it is, at phone width and then widened to desktop width. */
async function noViolations(page, what) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const { violations } = await page.evaluate(() => window.axe.run(document));
    const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(found, [], `${what}: axe at ${viewport.width}px`);
  }
  await page.setViewportSize(PHONE);
}

for (const screen of SCREENS) {
  for (const lang of LANGUAGES) {
    const steps = screen.steps ?? [{ name: screen.name, reach: screen.reach }];
    const names = screen.steps ? `${screen.name}: ${steps.map((s) => s.name).join(', ')}` : screen.name;
    test(`axe finds nothing on: ${names}${lang ? ` (${lang})` : ''}`, async () => {
      // One page load per screen (or per walk through a game's screens):
      // checked at phone width, then widened to desktop width and checked
      // again. The layout is CSS alone (no page reads its width), so the
      // widened page is the page opened wide.
      await site.withPage(PHONE, async (page) => {
        await page.goto(site.base + inLanguage(screen.link, lang));
        await appReady(page);
        for (const step of steps) {
          await step.reach?.(page);
          await noViolations(page, step.name);
        }
      }, { allow: screen.allow });
    });
  }
}
