// What the online end-to-end tests share: reading the host's invitation,
// and a guest joining by the link, its answer pasted back on the host's page.
import assert from 'node:assert/strict';
import { DESKTOP } from './harness.mjs';

/** The invitation link on the host's page (a new one after each guest). */
export async function invitation(page, not = '') {
  await page.waitForFunction(
    (old) => {
      const input = document.querySelector('.online-link');
      return input && input.value && input.value !== old;
    },
    not,
    { timeout: 10000 },
  );
  return page.inputValue('.online-link');
}

/**
 * A guest (opened by `open(url, viewport)`) opens the host's current link, sends back its answer, and the
 * host pastes it. Returns the guest and the time from the host's click on
 * Connect to the guest seeing the board.
 */
export async function join(open, hostPage, viewport = DESKTOP) {
  const link = await invitation(hostPage);
  const guest = await open(link, viewport);
  await guest.page.waitForFunction(() => document.querySelector('.online-my-answer')?.value, null, {
    timeout: 10000,
  });
  const answer = await guest.page.inputValue('.online-my-answer');
  assert.ok(answer.length <= 200, `answer code of ${answer.length} characters`);
  await hostPage.fill('.online-answer', answer);
  const started = Date.now();
  await hostPage.click('.online-connect');
  await guest.page.waitForSelector('.online-play', { timeout: 10000 });
  const ms = Date.now() - started;
  await invitation(hostPage, link);
  return { ...guest, link, answer, connectMs: ms };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}
