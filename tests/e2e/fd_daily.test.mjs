// End to end: the game of the day on the release build, with the device's
// clock faked (Playwright's `page.clock.setFixedTime`: `Date` says the
// time given, timers and the game's own clock run as ever) and its time
// zone set by the context: the landing page's card and the setup's entry
// open it; two pages on the same date play the same island, the next date
// another; a game's end is kept on the device with its replay, and a
// second game of that date is not played but offered as a replay; the
// streak of days won read across days (days won written as the device
// keeps them: a game cannot be won in seconds), a damaged save ignored and
// replaced. Screenshots of the card, the day's start and end, phone and
// desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, DESKTOP, PHONE, screenshot, appReady } from './harness.mjs';

const site = servedSite();
const { withPage } = site;
const RECORD_KEY = 'fox-and-xo.fd-daily';
/** Noon UTC on a date: that date in any time zone within 12 hours of UTC. */
const noon = (date) => new Date(`${date}T12:00:00Z`);

/** Opens the game of the day with the device's clock at `when`. */
async function openDaily(page, when) {
  await page.clock.setFixedTime(when);
  await page.goto(`${site.base}fox-dolphin.html?daily`);
  await appReady(page);
  await page.getByRole('heading', { name: 'Game of the day' }).waitFor();
}

/** The day's line: its date, your side and the level. */
const about = (page) => page.locator('.fd-daily-about').textContent();

/** Starts the day's game; every tile's accessible name once on the board. */
async function startIsland(page) {
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('grid').waitFor();
  return page.$$eval('[role=gridcell]', (cells) => cells.map((c) => c.getAttribute('aria-label')));
}

/** `name-phone` then, widened, `name-desktop`. */
async function shots(page, name) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

test('the same game on two pages on the same date, another the next day; the landing card and the setup open it', async () => {
  let island;
  await withPage(PHONE, async (page) => {
    await page.clock.setFixedTime(noon('2026-11-28'));
    await page.goto(site.base);
    await appReady(page);
    const card = page.locator('.daily-card');
    assert.match(await card.textContent(), /Game of the day.*the same for everyone/);
    await shots(page, 'fd-daily-landing');
    await page.setViewportSize(PHONE);
    await card.getByRole('link', { name: 'Play Game of the day' }).click();
    await page.getByRole('heading', { name: 'Game of the day' }).waitFor();
    assert.match(new URL(page.url()).search, /^\?daily$/);
    // 2026-11-28: a Saturday (Normal), an odd day (you play the dolphins).
    assert.match(await about(page), /^2026-11-28: you play the dolphins against \d+ · Normal\. /);
    assert.equal(await page.locator('.fd-daily-streak').textContent(), 'No streak yet: win a game of the day to start one.');
    await shots(page, 'fd-daily-start');
    island = await startIsland(page);
    assert.ok(island.length >= 100, `a board (${island.length} tiles)`);
    assert.match(new URL(page.url()).search, /^\?daily$/, 'the address bar keeps the link');
  });
  // Another device, late in the evening of the same date in São Paulo
  // (01:30 UTC is already the next date there): the same island.
  await withPage(DESKTOP, async (page) => {
    await openDaily(page, new Date('2026-11-29T01:30:00Z'));
    assert.match(await about(page), /^2026-11-28: you play the dolphins/);
    assert.deepEqual(await startIsland(page), island, 'the same island, animal for animal');
  }, { timezoneId: 'America/Sao_Paulo' });
  // The next date: another island, the other side, Sunday's level; the
  // setup's entry opens it.
  await withPage(DESKTOP, async (page) => {
    await page.clock.setFixedTime(noon('2026-11-29'));
    await page.goto(`${site.base}fox-dolphin.html`);
    await appReady(page);
    await page.getByRole('link', { name: 'Game of the day' }).click();
    await page.getByRole('heading', { name: 'Game of the day' }).waitFor();
    assert.match(await about(page), /^2026-11-29: you play the foxes against \d+ · Keen\. /);
    assert.notDeepEqual(await startIsland(page), island, 'another island');
  });
});

test('a game of the day is kept once with its replay and streak; the streak across days', async () => {
  await withPage(PHONE, async (page) => {
    // Won the two days before, as the device keeps them (2026-11-26 and
    // 27 are days 20783 and 20784 since 1970).
    await page.addInitScript(([key]) => {
      if (sessionStorage.getItem('seeded') === null) {
        localStorage.setItem(key, '1;20783w;20784w');
        sessionStorage.setItem('seeded', '1');
      }
    }, [RECORD_KEY]);
    await openDaily(page, noon('2026-11-28'));
    assert.equal(await page.locator('.fd-daily-streak').textContent(), 'Streak: 2 days won in a row.');
    await startIsland(page);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'You lose' }).waitFor();
    const end = page.locator('.fd-daily-end');
    assert.equal(await end.locator('.fd-daily-streak').textContent(), 'No streak yet: win a game of the day to start one.');
    const share = await end.getByRole('textbox', { name: 'Share your result' }).inputValue();
    const link = share.split(' ').pop();
    const line = share.slice(0, -link.length - 1);
    assert.match(line, /^Fox & Dolphin, game of the day 2026-11-28: the dolphins against \d+ · Normal, lost\. No streak yet/);
    assert.match(link, /fox-dolphin\.html\?game=fox-dolphin&replay=/);
    assert.equal(await page.getByRole('button', { name: 'Rematch' }).count(), 0, 'no second game of the day');
    await end.getByRole('button', { name: 'Copy' }).click();
    await end.locator('.fd-copied').filter({ hasText: /./ }).waitFor();
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY), '1;20783w;20784w;20785l');
    await shots(page, 'fd-daily-end');

    // The same date again: played, its replay offered, nothing to start.
    await page.setViewportSize(PHONE);
    await openDaily(page, new Date('2026-11-28T20:00:00Z'));
    assert.equal(await page.locator('.fd-daily-played').textContent(),
      'You have played today\'s game: lost. Come back tomorrow for the next.');
    assert.equal(await page.getByRole('button', { name: 'Start' }).count(), 0);
    assert.equal((await page.getByRole('textbox', { name: 'Share your result' }).inputValue()).split(' ').pop(), link);
    await shots(page, 'fd-daily-played');
    await page.getByRole('button', { name: 'Watch replay' }).click();
    await page.locator('.fd-replay').waitFor({ timeout: 20000 });
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY), '1;20783w;20784w;20785l', 'not a second record');

    // A damaged save: ignored (no streak, a new day to play), replaced
    // by the next result.
    await page.evaluate((key) => localStorage.setItem(key, '1;20785l;20784w'), RECORD_KEY);
    await openDaily(page, noon('2026-11-29'));
    assert.equal(await page.locator('.fd-daily-streak').textContent(), 'No streak yet: win a game of the day to start one.');
    await startIsland(page);
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'You lose' }).waitFor();
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY), '1;20786l');

    // Days won again: on the day after two won days the streak holds (a
    // day is not lost before it is over).
    await page.evaluate((key) => localStorage.setItem(key, '1;20786w;20787w'), RECORD_KEY);
    await openDaily(page, noon('2026-12-02'));
    assert.equal(await page.locator('.fd-daily-streak').textContent(), 'No streak yet: win a game of the day to start one.', 'a day missed ends it');
    await openDaily(page, noon('2026-12-01'));
    assert.equal(await page.locator('.fd-daily-streak').textContent(), 'Streak: 2 days won in a row.');
  });
});
