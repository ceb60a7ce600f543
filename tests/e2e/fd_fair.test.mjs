// End to end: the Fox & Dolphin setup for a newcomer, on the release
// build. It speaks a player's words (slow / normal / fast, seconds, an
// Advanced part for the island's number and the exact times), its Start
// is on a phone's first screen, and "Match my level" follows your
// results: on, it shows the level the computer plays now; a lost game
// moves it down (three levels, the first step of a new fight), the end
// says so, and the page remembers it after a reload; a saved value that
// is not one is ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, screenshot, appReady } from './harness.mjs';

const site = servedSite();
const { withPage } = site;
const FAIR_KEY = 'fox-and-xo.fd-fair';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** You as the foxes against Normal, on a small quiet board. */
const GAME = 'game=fox-dolphin&size=10&seed=7&fox=you&dolphin=normal&cooldown=1000&tide=60000&limit=none';

const saved = (page) => page.evaluate((key) => localStorage.getItem(key), FAIR_KEY);

test('the setup speaks a player\'s words, folds the exact values away, and shows Start on a phone\'s first screen', async () => {
  for (const [name, viewport, touch] of [['phone', PHONE, true], ['desktop', DESKTOP, false]]) {
    await withPage(viewport, async (page) => {
      await page.goto(`${site.base}?game=fox-dolphin`);
      await appReady(page);
      const start = page.getByRole('button', { name: 'Start' });
      const box = await start.boundingBox();
      assert.ok(box && box.y + box.height <= viewport.height, `Start within the first screen (${JSON.stringify(box)})`);
      const speed = page.getByRole('combobox', { name: 'Speed' });
      assert.deepEqual(await speed.locator('option').allTextContents(), ['Slow', 'Normal', 'Fast', 'Custom']);
      const advanced = page.locator('details.fd-advanced');
      assert.equal(await advanced.getAttribute('open'), null, 'Advanced starts folded');
      assert.equal(await page.getByText(/Foxes take the first seat|\(ms\)/).count(), 0);
      await screenshot(page, `fd-setup-newcomer-${name}`, { fullPage: false });
      await advanced.locator('summary').click();
      const wait = page.getByRole('spinbutton', { name: 'Wait between moves (s)' });
      const tide = page.getByRole('spinbutton', { name: 'Tide step every (s)' });
      assert.equal(await wait.inputValue(), '0.5');
      assert.equal(await tide.inputValue(), '1');
      // Seconds typed become the link's milliseconds.
      await wait.fill('0.75');
      await wait.dispatchEvent('change');
      await page.waitForURL(/cooldown=750&/);
      assert.equal(await speed.inputValue(), 'custom');
      await speed.selectOption('relaxed');
      await page.waitForURL(/cooldown=1000&tide=2000&/);
      assert.equal(await tide.inputValue(), '2');
      await screenshot(page, `fd-setup-advanced-${name}`);
    }, { touch });
  }
});

test('Match my level: a lost game moves the computer down, the end says so, and a reload remembers it', async () => {
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${site.base}?${GAME}`);
    await appReady(page);
    const fair = page.getByRole('checkbox', { name: 'Match my level' });
    const help = page.locator('#fd-fair-help');
    const dolphins = page.getByRole('combobox', { name: 'Dolphins' });
    assert.equal(await fair.isChecked(), false);
    assert.match(await help.textContent(), /^Let the computer choose: after each game you win it plays a harder level, after each loss an easier one, until you win about half your games\.$/);
    assert.equal(await fair.getAttribute('aria-describedby'), 'fd-fair-help');
    await fair.check();
    await help.filter({ hasText: /^Playing level 12 · Normal now, kept on this device\. Harder after each of your wins as foxes, easier after each loss: 3 levels at a time for now/ }).waitFor();
    assert.equal(await saved(page), 'fox on normal 3\n');
    await screenshot(page, 'fd-fair-on-desktop');

    // Leaving loses: a new fight steps three levels down, said at the end
    // instead of a next level.
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('grid').waitFor();
    await page.getByRole('button', { name: 'Leave' }).click();
    const next = page.locator('.fd-fair-next');
    await next.waitFor();
    assert.equal(await next.textContent(), 'Match my level: next game easier, level 9 · Eager.');
    assert.equal(await page.getByRole('button', { name: /^Try .* next$/ }).count(), 0);
    assert.equal(await saved(page), 'fox on eager 3 down\n');
    await screenshot(page, 'fd-fair-end-desktop');

    // The same link again, after a reload: the computer plays Eager, three levels below Normal.
    await page.goto(`${site.base}?${GAME}`);
    await appReady(page);
    assert.equal(await fair.isChecked(), true);
    assert.equal(await dolphins.inputValue(), 'eager');
    await page.waitForURL(/dolphin=eager/);
    assert.match(await help.textContent(), /^Playing level 9 · Eager now,/);
    // A level picked while it is on: it goes on from there, one level a
    // game (a settled fight, saved as three words), and its line says
    // why it changed; the record against the level played stays.
    await dolphins.selectOption('normal');
    await page.waitForURL(/dolphin=normal/);
    assert.equal(await saved(page), 'fox on normal\n');
    assert.equal(await help.textContent(), 'You chose level 12 · Normal, so Match my level goes on from there: one level harder after each of your wins as foxes, one easier after each loss.');
    assert.match(await page.locator('#fd-dolphin-level').textContent(), /: 0 wins, 1 loss, 0 draws\.$/);
    // Off: the level picked stays, and the fair fight keeps its place.
    await fair.uncheck();
    await help.filter({ hasText: /^Let the computer choose/ }).waitFor();
    assert.equal(await saved(page), 'fox off normal\n');
  });
});

test('Match my level is per seat, set before the page loads; a damaged saved value is ignored', async () => {
  await withPage(PHONE, async (page) => {
    await page.addInitScript(([key]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'fox on expert\ndolphin on hard\n');
        sessionStorage.setItem('seeded', '1');
      }
    }, [FAIR_KEY]);
    await page.goto(`${site.base}?game=fox-dolphin&fox=easy&dolphin=you`);
    await appReady(page);
    // You as the dolphins: the foxes' computer plays the dolphins' seat's level.
    assert.equal(await page.getByRole('combobox', { name: 'Foxes' }).inputValue(), 'hard');
    assert.match(await page.locator('#fd-fair-help').textContent(), /^Playing level 20 · Hard now, .* as dolphins/);
    await screenshot(page, 'fd-fair-dolphins-phone');
    for (const damaged of ['dolphin on wolf\n', 'x'.repeat(5000), '{"dolphin":3}']) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAIR_KEY, damaged]);
      await page.goto(`${site.base}?game=fox-dolphin&fox=easy&dolphin=you`);
      await appReady(page);
      assert.equal(await page.getByRole('checkbox', { name: 'Match my level' }).isChecked(), false, damaged.slice(0, 20));
      assert.equal(await page.getByRole('combobox', { name: 'Foxes' }).inputValue(), 'easy');
    }
  });
});

test('the levels are numbered 1 to 21, easiest first, and a link with a level\'s word opens that level', async () => {
  const names = ['Easy', 'Mild', 'Gentle', 'Calm', 'Mellow', 'Steady', 'Nimble', 'Brisk', 'Eager', 'Lively', 'Ready',
    'Normal', 'Keen', 'Swift', 'Rapid', 'Bold', 'Sharp', 'Daring', 'Fierce', 'Hard', 'Expert'];
  for (const [name, viewport, touch] of [['phone', PHONE, true], ['desktop', DESKTOP, false]]) {
    await withPage(viewport, async (page) => {
      // A link as the setup wrote it before the numbers: the level by its word.
      const link = 'game=fox-dolphin&size=12&seed=5&fox=you&dolphin=steady&cooldown=500&tide=1000&firsttide=6000&limit=900';
      await page.goto(`${site.base}?${link}`);
      await appReady(page);
      const dolphins = page.getByRole('combobox', { name: 'Dolphins' });
      assert.equal(await dolphins.inputValue(), 'steady');
      assert.equal(await dolphins.locator('option:checked').textContent(), 'Computer: 6 · Steady');
      const levels = (await dolphins.locator('option').allTextContents()).filter((o) => o.startsWith('Computer'));
      assert.deepEqual(levels, names.map((n, k) => `Computer: ${k + 1} · ${n}`));
      assert.match(await page.locator('#fd-dolphin-level').textContent(), /^6 · Steady: for casual players who want more\./);
      assert.equal((await page.locator('#fd-ladder').textContent()).replaceAll('\u00a0', ' '),
        'The computer has 21 levels, numbered from 1, the easiest, to 21 · Expert, the strongest: 2 · Mild is for a newcomer\'s first wins, and those around 12 · Normal are a fair fight once you know the rules.');
      // New links keep the word: the link shown is the one opened.
      assert.ok(page.url().endsWith(`?${link}`), page.url());
      await screenshot(page, `fd-setup-numbered-${name}`, { fullPage: false });
      // The game played is that level's: its side names it by number.
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('grid').waitFor();
      await page.getByText('Computer: 6 · Steady').first().waitFor();
      await screenshot(page, `fd-play-numbered-${name}`, { fullPage: false });
    }, { touch });
  }
});
