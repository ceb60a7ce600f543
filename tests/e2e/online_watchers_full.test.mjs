// e2e: minutes 2
// e2e: alone
// The host's direct watchers (src/online/host.rs MAX_DIRECT_WATCHERS, 20):
// a tic-tac-toe host, its guest and 20 watchers joined by the link, each
// in a browser context of its own (another device); the 21st is told that
// the host can serve no more watchers now, with a way back to
// the games, and the host still counts 20; once one watcher's page closes,
// the next is welcomed. Alone: 23 pages at once take the machine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, PHONE } from './harness.mjs';
import { invitation, onlineSuite } from './online_join.mjs';

const { open, base, join } = onlineSuite();
const MAX_DIRECT_WATCHERS = 20;

/** A page that opens the host's link and sends its answer, as `join` does, without waiting for the board. */
async function knock(hostPage) {
  const link = await invitation(hostPage);
  const guest = await open(link, PHONE);
  await guest.page.waitForFunction(() => document.querySelector('.online-my-answer')?.value, null, { timeout: 10000 });
  await hostPage.fill('.online-answer', await guest.page.inputValue('.online-my-answer'));
  await hostPage.click('.online-connect');
  return guest;
}

test('the host serves 20 watchers; the 21st is told why it cannot watch, and one leaving lets the next in', async () => {
  const { page: h } = await open(`${base()}?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&online=host`);
  await join(h);
  const watchers = [];
  for (let k = 0; k < MAX_DIRECT_WATCHERS; k += 1) watchers.push(await join(h, PHONE));
  await h.waitForFunction((n) => document.querySelector('.online-people')?.textContent.includes(`${n} watchers`), MAX_DIRECT_WATCHERS, { timeout: 10000 });
  for (const w of watchers) assert.match(await w.page.textContent('.online-role'), /watching/i);

  const turned = await knock(h);
  const said = await turned.page.waitForSelector('.online-invite [role=alert]', { timeout: 10000 });
  assert.match(await said.textContent(), /can serve no more watchers now/);
  assert.ok(await turned.page.$('.online-invite a[href="./"]'), 'a way back to the games');
  assert.equal(await turned.page.$('.online-play'), null, 'no board for a guest turned away');
  await screenshot(turned.page, 'online-watchers-full-phone');
  // It does not knock again (no join again through relays, none here), and the host still counts 20.
  await h.waitForTimeout(1000);
  assert.match(await h.textContent('.online-people'), new RegExp(`${MAX_DIRECT_WATCHERS} watchers`));
  assert.ok(await turned.page.$('.online-invite [role=alert]'), 'still said a second later');

  // A watcher's page closes: the host counts 19, and the next one watches.
  await watchers[0].context.close();
  await h.waitForFunction((n) => document.querySelector('.online-people')?.textContent.includes(`${n} watchers`), MAX_DIRECT_WATCHERS - 1, { timeout: 15000 });
  const next = await join(h, PHONE);
  assert.match(await next.page.textContent('.online-role'), /watching/i);
});
