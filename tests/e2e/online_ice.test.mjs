// e2e: alone
// (its assertions time joins and fallbacks in seconds: run apart from the
// other files, so two cores shared with three browsers do not slow them;
// beside two other files at load 18 the invitation came 4.5 s after the
// live page, against its 2 s bound)
// How online play connects, end to end: an unreachable STUN server delays
// neither the invitation nor the answer past two seconds; a whole game
// through a local TURN server only (coturn on loopback, both pages
// relay-only, the TURN settings typed on the host's page and carried to the
// guest by the link); a link's malformed settings are refused with a message.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import net from 'node:net';
import { screenshot, PHONE, DESKTOP, PUBLIC_RELAYS_TRIED } from './harness.mjs';
import { onlineSuite, invitation } from './online_join.mjs';

const { open, base, join } = onlineSuite();
const TTT_HOST = '?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&online=host';

/** A fragment value as src/online/ice.rs writes it. */
const b64 = (text) => Buffer.from(text).toString('base64url');

/** A loopback port nothing listens on (free when asked). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function play(page, row, col) {
  await page.click(`button[aria-label^="Row ${row}, column ${col},"]`);
}

async function seen(page, row, col, mark) {
  await page.waitForSelector(`button[aria-label="Row ${row}, column ${col}, ${mark}"]`, { timeout: 5000 });
}

/** X (the host) wins in five moves; both pages see each one. */
async function playToTheEnd(h, g) {
  const moves = [
    [h, 1, 1, 'X'],
    [g, 2, 1, 'O'],
    [h, 1, 2, 'X'],
    [g, 2, 2, 'O'],
    [h, 1, 3, 'X'],
  ];
  for (const [page, row, col, mark] of moves) {
    await play(page, row, col);
    for (const p of [h, g]) await seen(p, row, col, mark);
  }
  const ends = [];
  for (const p of [h, g]) {
    await p.waitForFunction(() => document.querySelector('.online-play')?.dataset.over === 'true');
    ends.push(await p.getAttribute('.online-play', 'data-digest'));
  }
  assert.ok(ends[0], 'a digest');
  assert.equal(ends[1], ends[0], 'the same digest on both pages');
}

test('an unreachable STUN server: the invitation and the answer are ready within 2 s, and the guest joins', async () => {
  const port = await freePort();
  const { page: h } = await open(`${base()}${TTT_HOST}#stun=${b64(`stun:127.0.0.1:${port}`)}`);
  const started = Date.now();
  const link = await invitation(h);
  const inviteMs = Date.now() - started;
  // Since the page was opened (its load and the wasm's start included).
  const sinceOpened = Math.round(await h.evaluate(() => performance.now()));
  assert.ok(link.includes(`&stun=${b64(`stun:127.0.0.1:${port}`)}`), link);
  assert.ok(inviteMs < 2000, `invitation after ${inviteMs} ms`);

  const guest = await open(link);
  const answering = Date.now();
  await guest.page.waitForFunction(() => document.querySelector('.online-my-answer')?.value, null, {
    timeout: 5000,
  });
  const answerMs = Date.now() - answering;
  assert.ok(answerMs < 2000, `answer after ${answerMs} ms`);
  await guest.context.close();

  const player = await join(h);
  assert.equal(await player.page.textContent('.online-role'), 'You play O.');
  console.log(`online figures (unreachable STUN): invitation ${inviteMs} ms after the page was ready (${sinceOpened} ms after it was opened), answer ${answerMs} ms, connect ${player.connectMs} ms`);
});

let turn;
after(() => turn?.kill());

/** coturn on loopback with one static user; resolves once it listens. */
async function startTurn() {
  try {
    execFileSync('turnserver', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('turnserver (Debian package coturn) is missing: run scripts/setup.sh');
  }
  const port = await freePort();
  const log = [];
  turn = spawn('turnserver', [
    '-n', '-v', '--no-cli', '--pidfile=',  '--no-tls', '--no-dtls', '--log-file=stdout', '--simple-log',
    '--listening-ip=127.0.0.1', '--relay-ip=127.0.0.1', `--listening-port=${port}`,
    '--min-port=40000', '--max-port=40999',
    '--lt-cred-mech', '--user=u:p', '--realm=test', '--fingerprint',
    '--allow-loopback-peers', '--no-multicast-peers',
  ]);
  turn.stdout.on('data', (d) => log.push(String(d)));
  turn.stderr.on('data', (d) => log.push(String(d)));
  for (let i = 0; ; i++) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 50 || turn.exitCode !== null) throw new Error(`turnserver did not start:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, log };
}

test('a whole game through a local TURN server only, its settings typed on the host\'s page', async () => {
  const server = await startTurn();
  // Relay-only (test only) on the host, carried to the guest by the link.
  const { page: h } = await open(`${base()}${TTT_HOST}#relay=only`);
  // Open (a host page with a relay list of its own shows the panel open).
  await h.evaluate(() => {
    document.querySelector('.online-ice').open = true;
    document.querySelector('.online-advanced').open = true;
  });
  await screenshot(h, 'online-ice-host-panel-desktop');
  // Not a TURN address: refused on its field, and the page stays as it was.
  await h.fill('[name=turn-url]', 'http://127.0.0.1');
  await h.click('.online-ice button');
  assert.equal(
    await h.$eval('[name=turn-url]', (input) => input.validationMessage),
    'Not accepted: only turn: and turns: addresses can be used.',
  );
  assert.ok(!h.url().includes('turn'), h.url());
  await h.fill('[name=turn-url]', `turn:127.0.0.1:${server.port}`);
  await h.fill('[name=turn-user]', 'u');
  await h.fill('[name=turn-credential]', 'p');
  await Promise.all([h.waitForNavigation(), h.click('.online-ice button')]);
  const hostUrl = new URL(h.url());
  assert.ok(!hostUrl.search.includes('turn'), 'the TURN settings are never in the query');
  assert.ok(hostUrl.hash.includes('turn=') && hostUrl.hash.includes('relay=only'), hostUrl.hash);
  const link = await invitation(h);
  assert.ok(link.split('#')[1].includes(`turn=${b64(`turn:127.0.0.1:${server.port}\nu\np`)}`), link);
  assert.equal(await h.inputValue('[name=turn-url]'), `turn:127.0.0.1:${server.port}`);
  const player = await join(h, PHONE);
  assert.equal(await player.page.textContent('.online-role'), 'You play O.');
  await playToTheEnd(h, player.page);
  assert.match(server.log.join(''), /ALLOCATE processed, success/, 'the TURN server relayed');
  await h.setViewportSize(PHONE);
  await h.evaluate(() => {
    document.querySelector('.online-ice').open = true;
    document.querySelector('.online-advanced').open = true;
  });
  await screenshot(h, 'online-ice-host-turn-phone');
  console.log(`online figures (TURN relay only): connect ${player.connectMs} ms`);
});

test('Same Wi-Fi only travels in the link; a link\'s malformed settings are refused with a message', async () => {
  const { page: h } = await open(`${base()}${TTT_HOST}#ice=local`);
  const link = await invitation(h);
  assert.ok(link.endsWith('&ice=local'), link);
  assert.equal(await h.isChecked('[name=reach][value=local]'), true);
  const player = await join(h);
  assert.equal(await player.page.textContent('.online-role'), 'You play O.');

  const bad = link.replace('&ice=local', `&turn=${b64('http://evil.example\nu\np')}`);
  for (const viewport of [PHONE, DESKTOP]) {
    const guest = await open(bad, viewport);
    await guest.page.waitForSelector('text=Not accepted: only turn: and turns: addresses can be used.');
    assert.equal(await guest.page.$('.online-my-answer'), null, 'no answer is made');
    await screenshot(guest.page, `online-ice-guest-refused-${viewport === PHONE ? 'phone' : 'desktop'}`);
  }
  // Refused whole, the settings are not used: the page tries the default
  // relays (answered by the harness, nothing leaves the machine).
  const { page: h2 } = await open(`${base()}${TTT_HOST}#ice=lan`, PHONE, { allow: PUBLIC_RELAYS_TRIED });
  await h2.waitForSelector('text=Not accepted: the connection settings are damaged.');
  await invitation(h2);
  await screenshot(h2, 'online-ice-host-refused-phone');
});
