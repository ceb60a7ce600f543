// e2e: minutes 1
// End to end: the site in Portuguese (pt-BR) and the language switch, on
// the release build. These tests pin nothing by default (`lang: null`): the
// language comes from `?lang=`, the switch, or the browser, as for a player.
// Screenshots of every screen in Portuguese go to artifacts/ (pt-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, screenshot, appReady, countedDown, LANG_KEY, PHONE, DESKTOP } from './harness.mjs';

const site = servedSite();
const UNPINNED = { lang: null };
/** Two people, slow tide: nothing changes the board unless we click. */
const QUIET = 'fox=you&dolphin=friend&cooldown=1000&tide=60000&limit=none';

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

/** Fails if the page is wider than the window (something overflows). */
async function fitsTheWidth(page, what) {
  const [scroll, width, wide] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} "${(e.textContent || '').slice(0, 30)}"`),
  ]);
  assert.ok(scroll <= width, `${what}: the page is ${scroll}px wide in a ${width}px window: ${wide.join('; ')}`);
}

/** Selects a fox that has somewhere to go; returns its target's name. */
async function selectAMovableFox(page) {
  const foxes = page.getByRole('gridcell', { name: /, raposa$/ });
  for (let i = 0; i < (await foxes.count()); i += 1) {
    await foxes.nth(i).click();
    if ((await page.locator('[role=gridcell].target').count()) > 0) {
      return page.locator('[role=gridcell].target').first().getAttribute('aria-label');
    }
    await foxes.nth(i).click();
  }
  throw new Error('no fox can move');
}

test('tic-tac-toe in Portuguese: <html lang>, the title, cell names, a move and a refusal', async () => {
  await site.withPage(DESKTOP, async (page) => {
    await page.goto(`${site.base}?game=tic-tac-toe&opponent=friend&size=3&first=x&lang=pt`);
    await appReady(page);
    assert.equal(await htmlLang(page), 'pt');
    assert.equal(await page.title(), 'Fox & XO: dois joguinhos');
    await page.getByRole('heading', { name: 'Jogo da velha' }).waitFor();
    await page.getByRole('button', { name: 'Linha 2, coluna 2, vazia' }).click();
    await page.getByRole('button', { name: 'Linha 2, coluna 2, X' }).waitFor();
    assert.equal(await page.getByRole('status').textContent(), 'Vez de O');
    // The same cell again: the rules refuse it, in Portuguese.
    await page.getByRole('button', { name: 'Linha 2, coluna 2, X' }).click();
    const message = page.locator('.message');
    await message.filter({ hasText: 'já está ocupada' }).waitFor();
    assert.equal((await message.textContent()).trim(), 'A casa da linha 2, coluna 2 já está ocupada.');
    // The language survives the screen rewriting its link.
    await page.getByRole('combobox', { name: 'Tabuleiro' }).selectOption('4');
    await page.getByRole('button', { name: 'Linha 4, coluna 4, vazia' }).waitFor();
    assert.match(page.url(), /lang=pt/);
  }, UNPINNED);
});

test('Fox & Dolphin in Portuguese: tile names, a move, a refusal with a decimal comma, a feed line', async () => {
  await site.withPage(DESKTOP, async (page) => {
    // A 5 s cooldown (as fox_dolphin.test.mjs's refusal): the second click
    // must land inside it, and at load 17 to 23 a 1 s one had passed by then.
    await page.goto(`${site.base}?game=fox-dolphin&size=10&seed=7&fox=you&dolphin=friend&cooldown=5000&tide=1000&limit=none&lang=pt`);
    await appReady(page);
    assert.equal(await htmlLang(page), 'pt');
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByRole('grid', { name: 'Tabuleiro de Raposa & Golfinho' }).waitFor();
    await countedDown(page);
    const target = await selectAMovableFox(page);
    await page.locator('[role=gridcell].target').first().click();
    const [, place, surface] = target.match(/^(Linha \d+, coluna \d+), (terra|água), /);
    await page.getByRole('gridcell', { name: `${place}, ${surface}, raposa` }).waitFor();
    // The fox stays selected; its next step comes before the cooldown ends.
    await page.locator('[role=gridcell].target').first().click();
    const refusal = page.locator('.fd-refusal');
    await refusal.waitFor();
    assert.match(await refusal.textContent(), /^Espere \d,\d s: em espera\.$/);
    // The first tide step comes 6 s after the count (the default wait; a
    // shorter one could flood the fox's tile between the clicks above and
    // undo its selection), then one a second: the tide's line says it in
    // Portuguese.
    const line = page.locator('.fd-feed .fd-tide-line').filter({ hasText: /^Maré (alta|baixa) \(passo \d de 6\): \d+ casas? (inundadas?|emergiu|emergiram)\.$/ });
    await line.first().waitFor({ timeout: 15000 });
  }, UNPINNED);
});

test('the switch changes the language on the spot and is remembered across a reload', async () => {
  await site.withPage(PHONE, async (page) => {
    await page.goto(site.base);
    await appReady(page);
    assert.equal(await htmlLang(page), 'en', 'an English browser gets English');
    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('heading', { name: 'Escolha um jogo' }).waitFor();
    assert.equal(await htmlLang(page), 'pt');
    assert.equal(await page.getByRole('button', { name: 'Português' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), LANG_KEY), 'pt');
    await page.reload();
    await appReady(page);
    await page.getByRole('heading', { name: 'Escolha um jogo' }).waitFor();
    assert.equal(await htmlLang(page), 'pt');
    // In a game, the switch renames the board at once, mid-game.
    await page.goto(`${site.base}?game=tic-tac-toe&opponent=friend`);
    await appReady(page);
    await page.getByRole('button', { name: 'Linha 1, coluna 1, vazia' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Row 1, column 1, X' }).waitFor();
    assert.equal(await htmlLang(page), 'en');
  }, { ...UNPINNED, locale: 'en-US' });
});

test('a Brazilian browser gets Portuguese; a link\'s lang= wins over it; a bad lang= is a notice', async () => {
  await site.withPage(DESKTOP, async (page) => {
    await page.goto(site.base);
    await appReady(page);
    await page.getByRole('heading', { name: 'Escolha um jogo' }).waitFor();
    await page.goto(`${site.base}?lang=en`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Choose a game' }).waitFor();
    await page.goto(`${site.base}?game=tic-tac-toe&lang=fr`);
    await appReady(page);
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Ignorado lang=fr: o idioma deve ser en ou pt; usando o padrão.' }).waitFor();
    assert.equal(await htmlLang(page), 'pt', 'the browser decides after a bad link value');
  }, { ...UNPINNED, locale: 'pt-BR' });
});

test('every screen in Portuguese, at phone and desktop width, fits the width', async () => {
  // One walk, at phone width; each screen is looked at there and again
  // with the page widened to desktop width (the layout is CSS alone: no
  // page reads its width, so the widened page is the page opened wide).
  await site.withPage(PHONE, async (page) => {
    const shot = async (screen) => {
      for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `pt-${screen}-${name}`);
        await fitsTheWidth(page, `${screen} (${name})`);
      }
      await page.setViewportSize(PHONE);
    };
    await page.goto(`${site.base}?lang=pt`);
    await appReady(page);
    await shot('landing');

    await page.goto(`${site.base}?game=tic-tac-toe&opponent=friend&size=3&first=x&lang=pt&colour=red`);
    await appReady(page);
    for (const cell of ['Linha 1, coluna 1', 'Linha 2, coluna 1', 'Linha 1, coluna 2', 'Linha 2, coluna 2']) {
      await page.getByRole('button', { name: `${cell}, vazia` }).click();
    }
    await shot('ttt-play');
    await page.getByRole('button', { name: 'Linha 1, coluna 3, vazia' }).click();
    await page.getByRole('status').filter({ hasText: 'X vence' }).waitFor();
    await shot('ttt-end');
    const link = await page.getByRole('textbox', { name: 'Link para este jogo' }).inputValue();
    await page.goto(`${link}&lang=pt`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Replay de um jogo compartilhado' }).waitFor();
    await shot('ttt-replay');

    await page.goto(`${site.base}?game=fox-dolphin&size=10&seed=7&${QUIET}&cooldown=250&lang=pt&size=99`);
    await appReady(page);
    await page.getByRole('button', { name: 'Começar' }).waitFor();
    await shot('fd-setup');
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByRole('grid').waitFor();
    await countedDown(page);
    await selectAMovableFox(page);
    await shot('fd-play');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('heading', { name: 'Fim de jogo' }).waitFor();
    assert.equal(await page.locator('.fd-outcome').textContent(), 'Os golfinhos vencem: o outro lado saiu.');
    await shot('fd-end');
    await page.getByRole('button', { name: 'Ver replay' }).click();
    await page.getByRole('region', { name: 'Replay' }).waitFor();
    await shot('fd-replay');

    await page.goto(`${site.base}?game=fox-dolphin&size=10&fox=you&dolphin=friend&online=host&lang=pt#nostr=`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Raposa & Golfinho online' }).waitFor();
    await page.getByRole('textbox', { name: 'Link do convite' }).waitFor({ timeout: 15000 });
    await shot('online-host');
    await page.goto(`${site.base}?lang=pt#join=not-a-code`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Este convite não pode ser usado' }).waitFor();
    await shot('online-guest-refused');
  }, UNPINNED);
});
