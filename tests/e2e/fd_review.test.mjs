// End to end: "What happened" after a game of Fox & Dolphin against the
// computer, on its own page (review.html).
//
// A person as the foxes who does nothing against 12 · Normal on a 10 × 10
// island loses animals; once two are eaten (or a minute went by) they
// leave, and the game is lost. The end then offers "Try an easier level"
// and a "What happened" link (so does the replay of the game); the link
// opens review.html with the game's replay, which lists one to three
// moments in words, and each moment, clicked, shows the board at its tick
// (the game's clock at or a few seconds before the moment's time) with the
// strongest level's move drawn as a selection (the animal, its target)
// when it would move. A link
// with no replay, or a damaged one, gets a clear message and a way to the
// game. Screenshots of the end and the review page at 390 × 844 (touch)
// and 1280 × 800.
// e2e: minutes 2
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, screenshot, appReady, countedDown } from './harness.mjs';

const site = servedSite();
const DESKTOP_800 = { width: 1280, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const GAME = 'game=fox-dolphin&size=10&seed=3&fox=you&dolphin=normal';

/** The foxes on the board, read from the tiles' accessible names. */
async function foxes(page) {
  const names = await page.$$eval('[role=gridcell]', (tiles) => tiles.map((t) => t.getAttribute('aria-label') ?? ''));
  return names.filter((name) => name.endsWith(', fox')).length;
}

/** Plays nothing until two foxes are eaten (or 60 s), then leaves. */
async function loseAGame(page) {
  await page.goto(`${site.base}fox-dolphin.html?${GAME}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('grid').waitFor();
  await countedDown(page);
  const start = await foxes(page);
  const began = Date.now();
  while ((await foxes(page)) > start - 2 && Date.now() - began < 60000) {
    await page.waitForTimeout(500);
  }
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('heading', { name: 'You lose' }).waitFor();
}

/** "M:SS" as seconds. */
const seconds = (clock) => {
  const [m, s] = clock.split(':').map(Number);
  return m * 60 + s;
};

test('after a lost game against the computer, What happened opens the review page, where each moment shows the board at its tick', async () => {
  await site.withPage(DESKTOP_800, async (page) => {
    await loseAGame(page);
    await page.getByRole('button', { name: /^Try an easier level: 11 · / }).waitFor();
    const link = page.getByRole('link', { name: 'What happened' });
    const href = await link.getAttribute('href');
    assert.match(href, /^review\.html\?replay=[A-Za-z0-9_-]+$/);
    // The figures in players' words; the digest folded away.
    await page.getByText(/^Foxes lost [1-9]\d* · Dolphins lost 0$/).waitFor();
    assert.equal(await page.locator('details.fd-dev').getAttribute('open'), null);
    await screenshot(page, 'fd-review-end-desktop', { fullPage: false });
    // The replay of the game offers it too.
    await page.getByRole('button', { name: 'Watch replay' }).click();
    const inReplay = page.getByRole('region', { name: 'Replay' }).getByRole('link', { name: 'What happened' });
    assert.equal(await inReplay.getAttribute('href'), href);
    await page.getByRole('button', { name: 'Close replay' }).click();

    await link.click();
    await page.waitForURL(/review\.html\?replay=/);
    await appReady(page);
    await page.getByRole('heading', { name: 'What happened', level: 1 }).waitFor();
    const moments = page.getByRole('region', { name: 'The moments' }).getByRole('listitem').getByRole('button');
    const count = await moments.count();
    assert.ok(count >= 1 && count <= 3, `one to three moments (${count})`);
    await screenshot(page, 'fd-review-page-desktop', { fullPage: false });
    let marked = 0;
    for (let i = count - 1; i >= 0; i -= 1) {
      const said = (await moments.nth(i).textContent()).trim();
      await moments.nth(i).click();
      assert.equal(await moments.nth(i).getAttribute('aria-current'), 'true');
      const shown = page.locator('.fd-moment-shown');
      await page.waitForFunction(
        ([n, of]) => document.querySelector('.fd-moment-shown')?.textContent.startsWith(`Moment ${n} of ${of}`),
        [i + 1, count],
      );
      const text = await shown.textContent();
      assert.ok(text.includes(said), `the board says which moment: ${said}`);
      // The board at the moment's tick: its clock at or up to 5 s before
      // the moment's time.
      const when = seconds(/^(\d+:\d\d):/.exec(said)[1]);
      const clock = seconds(/^(\d+:\d\d)/.exec((await page.locator('.fd-time').textContent()).trim())[1]);
      assert.ok(clock <= when && clock >= when - 5, `the board at ${clock} s for a moment at ${when} s`);
      // The strongest move drawn as a selection: the animal, its target.
      const from = page.locator('[role=gridcell].selected');
      const to = page.locator('[role=gridcell].target');
      if (/would move/.test(text)) {
        assert.equal(await from.count(), 1, "the strongest level's animal selected");
        assert.equal(await to.count(), 1, 'and its target');
        assert.equal(await from.getAttribute('aria-selected'), 'true');
        const [, row, col] = /would move your fox from row (\d+), column (\d+)/.exec(text);
        assert.match(await from.getAttribute('aria-label'), new RegExp(`^Row ${row}, column ${col}, `));
        marked += 1;
      } else {
        assert.equal(await from.count() + (await to.count()), 0);
      }
    }
    assert.ok(marked >= 1, 'the strongest level acts on one moment at least');
    await screenshot(page, 'fd-review-moment-desktop');
    // The way back: the same setup on the game's page.
    const again = page.getByRole('link', { name: 'Play again' });
    assert.match(await again.getAttribute('href'), /^fox-dolphin\.html\?game=fox-dolphin&size=10&seed=3/);
    assert.match(await page.getByRole('link', { name: 'Watch the whole replay' }).getAttribute('href'), /^fox-dolphin\.html\?game=fox-dolphin&replay=/);
    // In Portuguese.
    await page.goto(`${site.base}${href}&lang=pt`);
    await page.getByRole('heading', { name: 'O que aconteceu', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Os momentos' }).waitFor();
  });
});

test('the end and the review page at phone width, by touch', async () => {
  await site.withPage(PHONE_390, async (page) => {
    await loseAGame(page);
    await page.getByRole('link', { name: 'What happened' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'fd-review-end-phone', { fullPage: false });
    await screenshot(page, 'fd-review-end-phone-full');
    await page.getByRole('link', { name: 'What happened' }).tap();
    await page.waitForURL(/review\.html\?replay=/);
    const moments = page.getByRole('region', { name: 'The moments' }).getByRole('listitem').getByRole('button');
    await moments.first().waitFor();
    await screenshot(page, 'fd-review-page-phone', { fullPage: false });
    await moments.last().tap();
    await screenshot(page, 'fd-review-page-phone-full');
  }, { touch: true });
});

test('a review link with no replay, or a damaged one, says so and offers the game', async () => {
  await site.withPage(DESKTOP_800, async (page) => {
    for (const [query, said] of [
      ['', /carries none/],
      ['?replay=not*a*log', /cannot be reviewed/],
      // Text that decodes but is no game (an oversized one is refused
      // natively: src/ui/review/model/tests.rs, as a server cuts such a
      // link before the page).
      ['?replay=AAAAAAAA', /cannot be reviewed/],
    ]) {
      await page.goto(`${site.base}review.html${query}`);
      await appReady(page);
      const alert = page.getByRole('alert').filter({ hasText: said });
      await alert.waitFor();
      assert.match(await alert.textContent(), /Nothing was changed\.|Play a game/);
      assert.equal(await page.getByRole('link', { name: 'Play again' }).getAttribute('href'), 'fox-dolphin.html');
      assert.equal(await page.getByRole('grid').count(), 0);
    }
  });
});
