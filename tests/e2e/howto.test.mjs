// e2e: minutes 2
// End to end: How to play, from the landing page (a page of its own,
// howto.html) and from each game (a dialog over it that returns to the game
// as it was; its rules fetched when it opens, captured from that page by
// the build), in both languages. Each walk is made once, at phone width
// (390 × 844: the narrower page, where a control is likelier covered or
// pushed off); its screenshots are taken there and again with the same
// page widened to desktop (1280 × 800): the layout is CSS alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, screenshot, appReady } from './harness.mjs';

const site = servedSite();
const { withPage } = site;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Screenshots `name-phone` and, the page widened, `name-desktop`; back to phone width. */
async function shots(page, name, options) {
  await screenshot(page, `${name}-phone`, options);
  await page.setViewportSize(DESKTOP);
  // As the page opened wide shows it: scrolled to its top (a phone's page
  // was scrolled to reach its buttons).
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-desktop`, options);
  await page.setViewportSize(PHONE);
}

/** What each language calls things (the catalogues' words). */
const WORDS = {
  en: {
    howTo: 'How to play',
    back: 'Back to the game',
    ttt: {
      title: 'How to play Tic-tac-toe',
      play: 'Play Tic-tac-toe',
      headings: ['Board and turns', 'Winning', 'A draw', 'Playing the computer'],
    },
    fd: {
      title: 'How to play Fox & Dolphin',
      play: 'Play Fox & Dolphin',
      headings: ['The board', 'Who moves when', 'Moving and eating', 'Foxes', 'Dolphins', 'The tide', 'The end', 'Tips for your first games'],
    },
    sources: 'Where these rules come from',
    source: /Foxes: Z FoxMovement/,
    langName: 'English',
  },
  pt: {
    howTo: 'Como jogar',
    back: 'Voltar ao jogo',
    ttt: {
      title: 'Como jogar o jogo da velha',
      play: 'Jogar o jogo da velha',
      headings: ['Tabuleiro e vez', 'Como ganhar', 'Empate', 'Contra o computador'],
    },
    fd: {
      title: 'Como jogar Raposa & Golfinho',
      play: 'Jogar Raposa & Golfinho',
      headings: ['O tabuleiro', 'Quem joga quando', 'Mover e comer', 'Raposas', 'Golfinhos', 'A maré', 'O fim', 'Dicas para os primeiros jogos'],
    },
    sources: 'De onde vêm estas regras',
    source: /Raposas: Z FoxMovement/,
    langName: 'Português',
  },
};
const LANGS = Object.keys(WORDS);

/** The game's address in a language. */
function address(query, lang) {
  return `${site.base}?${query}&lang=${lang}`;
}

/** The rules' headings are there, and a picture drawn with the game's own cells or tiles. */
async function seesTheRules(page, words, game, scope) {
  for (const name of words[game].headings) {
    await scope.getByRole('heading', { name, exact: true }).waitFor();
  }
  if (game === 'ttt') {
    assert.equal(await scope.locator('.ttt-picture').count(), 3, 'three boards pictured');
    assert.equal(await scope.locator('.ttt-picture').first().locator('.cell').count(), 9);
    assert.equal(await scope.locator('.ttt-picture .cell.win').count(), 3 + 4, 'the winning lines');
  } else {
    assert.equal(await scope.locator('.fd-picture').count(), 3, 'three corners pictured');
    assert.equal(await scope.locator('.fd-picture').first().locator('.fd-tile').count(), 16);
    assert.equal(await scope.locator('.fd-picture .fd-tile.dolphin.land.danger').count(), 1, 'a stranded dolphin');
  }
  // The rules speak to players: no specification clause among them. Where
  // they come from is folded away at the end, one line per section.
  assert.equal(await scope.locator('.howto-section').filter({ hasText: /VDM-SL|\bZ [A-Z]|Source|Fonte/ }).count(), 0);
  const sources = scope.locator('details.howto-note');
  assert.equal(await sources.getAttribute('open'), null, 'the sources start folded');
  await sources.locator('summary').filter({ hasText: words.sources }).click();
  if (game === 'fd') await sources.getByText(words.source).waitFor();
  else await sources.getByText(/VDM-SL SIZE/).waitFor();
  await sources.locator('summary').click();
  // Pictures are not a board: no cell, tile or button in them, nothing to focus.
  const pictures = scope.locator('.ttt-picture, .fd-picture');
  assert.equal(await pictures.locator('button, [role], [tabindex]').count(), 0);
  assert.deepEqual(
    await pictures.evaluateAll((all) => all.map((p) => p.getAttribute('aria-hidden'))),
    ['true', 'true', 'true'],
    'pictures are decoration; their captions say what they show',
  );
  assert.equal(await scope.locator('figure figcaption').count(), 3);
}

for (const lang of LANGS) {
  const words = WORDS[lang];

  test(`[${lang}] the landing page opens each game's How to play, which opens the game`, async () => {
    await withPage(PHONE, async (page) => {
      for (const [game, key] of [['ttt', 'tic-tac-toe'], ['fd', 'fox-dolphin']]) {
        await page.goto(site.base);
        await appReady(page);
        // The language chosen with the switch (and remembered) carries on.
        await page.getByRole('button', { name: words.langName }).click();
        await page.getByRole('link', { name: words[game].title }).click();
        await page.getByRole('heading', { level: 1, name: words[game].title }).waitFor();
        assert.match(page.url(), new RegExp(`game=${key}&help`));
        await seesTheRules(page, words, game, page);
        assert.equal(await page.getByRole('gridcell').count(), 0, 'no board grid on this page');
        await shots(page, `howto-${game}-page-${lang}`);
        if (game === 'ttt') {
          await page.goto(`${site.base}?lang=${lang}`);
          await appReady(page);
          await shots(page, `howto-landing-${lang}`);
          await page.getByRole('link', { name: words[game].title }).click();
        }
        await page.getByRole('link', { name: words[game].play }).click();
        if (game === 'ttt') {
          await page.locator('.ttt-board .cell').first().waitFor();
        } else {
          await page.locator('.fd-start').waitFor();
        }
        assert.doesNotMatch(page.url(), /help/, 'Play opens the game itself');
      }
    }, { lang });
  });

  test(`[${lang}] How to play opens over a tic-tac-toe game and returns to it as it was`, async () => {
    await withPage(PHONE, async (page) => {
      await page.goto(address('game=tic-tac-toe&size=3&opponent=friend&first=x', lang));
      await appReady(page);
      const cells = page.locator('.ttt-board:not(.ttt-picture) .cell');
      await cells.nth(4).click();
      await cells.nth(0).click();
      const marks = () => page.locator('.ttt-board:not(.ttt-picture) .cell').evaluateAll((all) => all.map((c) => c.className));
      const status = () => page.locator('.status').textContent();
      const before = [await marks(), await status()];
      assert.equal(await page.locator('.howto-dialog[open]').count(), 0);
      await page.getByRole('button', { name: words.howTo }).click();
      const dialog = page.getByRole('dialog', { name: words.ttt.title });
      await dialog.waitFor();
      await seesTheRules(page, words, 'ttt', dialog);
      await shots(page, `howto-ttt-dialog-${lang}`, { fullPage: false });
      await dialog.getByRole('button', { name: words.back }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual([await marks(), await status()], before, 'the game is as it was');
      // The dialog hides at once; its content goes with the `close` event,
      // which the browser fires a task later.
      await page.locator('.ttt-picture').first().waitFor({ state: 'detached', timeout: 5000 })
        .catch(() => {});
      assert.equal(await page.locator('.ttt-picture').count(), 0, 'nothing of the pictures stays on the page');
      // Escape closes it too, and focus returns to the button.
      await page.getByRole('button', { name: words.howTo }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.className), 'button howto-open');
      await cells.nth(8).click();
      assert.match(await cells.nth(8).getAttribute('aria-label'), /X$/, 'the game goes on');
    }, { lang });
  });

  test(`[${lang}] How to play opens over the Fox & Dolphin setup and a running game, which waits`, async () => {
    await withPage(PHONE, async (page) => {
      await page.goto(address('game=fox-dolphin&size=14&seed=9&fox=you&dolphin=hard&cooldown=250&tide=1000&limit=none', lang));
      await appReady(page);
      // On the setup: the chosen values stay.
      await page.getByRole('button', { name: words.howTo }).click();
      const dialog = page.getByRole('dialog', { name: words.fd.title });
      await dialog.waitFor();
      await seesTheRules(page, words, 'fd', dialog);
      await shots(page, `howto-fd-setup-dialog-${lang}`, { fullPage: false });
      await dialog.getByRole('button', { name: words.back }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.locator('input[name=size]').inputValue(), '14');
      assert.equal(await page.locator('input[name=seed]').inputValue(), '9');

      // While playing: the game pauses behind it and goes on after it.
      await page.locator(".fd-start").click();
      await page.getByRole('grid').waitFor();
      // The count before the first tick, then a tide step: the game runs.
      await page.waitForFunction(() => document.querySelector('.fd-tide-line')?.textContent !== '');
      const tiles = () => page.$$eval('[role=gridcell]', (all) => all.map((t) => t.getAttribute('aria-label')));
      const clock = () => page.locator('.fd-time').textContent();
      await page.getByRole('button', { name: words.howTo }).click();
      await dialog.waitFor();
      const opened = [await tiles(), await clock()];
      await shots(page, `howto-fd-play-dialog-${lang}`, { fullPage: false });
      await page.waitForTimeout(2500);
      assert.deepEqual([await tiles(), await clock()], opened, 'nothing moves while it is open');
      assert.equal(await page.locator('[role=gridcell]').count(), 14 * 14, 'the board is still the only grid');
      await dialog.getByRole('button', { name: words.back }).click();
      await dialog.waitFor({ state: 'hidden' });
      // It goes on from where it was: the clock moves on from the time it
      // showed. (The board is not compared after closing: Hard moves within
      // a tick of the game resuming, before a test can read it.)
      await page.waitForFunction((shown) => document.querySelector('.fd-time')?.textContent !== shown, opened[1]);
    }, { lang });
  });
}

test('a game page fetches its rules only when How to play opens, and says so when it cannot', async () => {
  await withPage({ width: 1280, height: 800 }, async (page) => {
    const fetched = [];
    page.on('request', (request) => {
      if (/howto-[a-z-]+\.txt$/.test(request.url())) fetched.push(request.url().replace(/^.*\//, ''));
    });
    await page.goto(`${site.base}fox-dolphin.html?lang=pt`);
    await appReady(page);
    assert.deepEqual(fetched, [], 'nothing of How to play in the first load');
    await page.getByRole('button', { name: WORDS.pt.howTo }).click();
    const dialog = page.getByRole('dialog', { name: WORDS.pt.fd.title });
    await seesTheRules(page, WORDS.pt, 'fd', dialog);
    assert.deepEqual(fetched, ['howto-fox-dolphin-pt.txt']);
    // Closed and opened again: the rules are kept, not fetched twice.
    await dialog.getByRole('button', { name: WORDS.pt.back }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: WORDS.pt.howTo }).click();
    await dialog.getByRole('heading', { name: WORDS.pt.fd.headings[0], exact: true }).waitFor();
    assert.deepEqual(fetched, ['howto-fox-dolphin-pt.txt']);
  }, { lang: 'pt' });
  await withPage({ width: 390, height: 844 }, async (page) => {
    // The file cannot be had (offline before the service worker kept it):
    // a message in the dialog, and the game is untouched.
    await page.route(/howto-[a-z-]+\.txt$/, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${site.base}tictactoe.html?lang=en`);
    await appReady(page);
    await page.getByRole('button', { name: WORDS.en.howTo }).click();
    const dialog = page.getByRole('dialog', { name: WORDS.en.ttt.title });
    await dialog.getByRole('alert').filter({ hasText: /^The rules could not be loaded: check the connection/ }).waitFor();
    assert.equal(await dialog.locator('.howto-section').count(), 0);
    await screenshot(page, 'howto-ttt-dialog-failed-phone', { fullPage: false });
    await dialog.getByRole('button', { name: WORDS.en.back }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.ttt-board .cell').first().click();
  }, { touch: true, allow: /^console error: Failed to load resource: the server responded with a status of 503/ });
});
