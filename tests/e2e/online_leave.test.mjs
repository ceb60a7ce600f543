// Online play end to end, the parts that time nothing a busy machine would
// slow (so they run beside other files; online.test.mjs keeps the game by
// clicks, which must run alone): a guest who closes the page loses after
// the grace window, a bad code or a damaged invitation changes nothing,
// and the link values the online pages ignore are named. A host page and
// guest pages in separate browser contexts, connected over WebRTC on this
// machine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, DESKTOP, PHONE } from './harness.mjs';
import { invitation, onlineSuite, state } from './online_join.mjs';

const { open, base, join, hostShortFd: host } = onlineSuite();

test('a guest who closes the page loses: the host sees its win after the grace window (30 s) and the silence limit', async () => {
  const { page: h } = await host('fox=you&dolphin=friend');
  const guest = await join(h);
  await guest.page.waitForTimeout(500);
  const closed = Date.now();
  await guest.context.close();
  await h.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'true', null, {
    timeout: 30000 + 5000 + 5000,
  });
  const { status } = await state(h);
  assert.match(status, /foxes win: the other side left/i);
  console.log(`online figures: disconnect seen by the host after ${Date.now() - closed} ms`);
});

test('a bad code shows its message and changes nothing', async () => {
  const { page: h } = await host('fox=friend&dolphin=friend', PHONE);
  const link = await invitation(h);
  await screenshot(h, 'online-host-phone');
  await h.fill('.online-answer', 'not a code');
  await h.click('.online-connect');
  await h.waitForSelector('.online-error');
  assert.match(await h.textContent('.online-error'), /not a game code/);
  // The invitation itself pasted back: an offer where an answer belongs.
  await h.fill('.online-answer', link);
  await h.click('.online-connect');
  await h.waitForSelector('text=this is an invitation, not an answer');
  assert.equal(await h.inputValue('.online-link'), link, 'the invitation is unchanged');
  assert.match(await h.textContent('.online-people'), /0 watchers/);
  // A damaged invitation on the guest's side: its code cut short (the
  // settings after it, such as the room's key, left as they are).
  const damaged = link.replace(/#join=([^&]+)/, (_, code) => `#join=${code.slice(0, -10)}`);
  assert.notEqual(damaged, link);
  const { page: g } = await open(damaged, PHONE);
  await g.waitForSelector('.online-error');
  assert.match(await g.textContent('.online-error'), /cut short|damaged|not a game code/);
  await screenshot(g, 'online-bad-link-phone');
  await g.setViewportSize(DESKTOP);
  await screenshot(g, 'online-bad-link-desktop');
  const fine = await open(link, PHONE);
  await fine.page.waitForFunction(() => document.querySelector('.online-my-answer')?.value);
  await screenshot(fine.page, 'online-guest-answer-phone');
  await fine.page.setViewportSize(DESKTOP);
  await screenshot(fine.page, 'online-guest-answer-desktop');
});

test('the online pages say which link values they ignored, as the game pages do', async () => {
  const { page: h } = await open(`${base()}?game=fox-dolphin&size=99&fox=wolf&lang=xx&online=host`, PHONE);
  const notices = h.locator('.notices');
  await notices.filter({ hasText: 'Ignored size=99' }).waitFor();
  const said = await notices.textContent();
  assert.match(said, /Ignored fox=wolf/);
  assert.match(said, /Ignored lang=xx/);
  // The page's own keys are not settings it ignored.
  assert.doesNotMatch(said, /online=host/);
  // The host's game uses the defaults instead.
  await invitation(h);
  // A guest's page opened with a bad language.
  const link = await h.inputValue('.online-link');
  const { page: g } = await open(link.replace('#', '&lang=xx#'), PHONE);
  await g.locator('.notices').filter({ hasText: 'Ignored lang=xx' }).waitFor();
});
