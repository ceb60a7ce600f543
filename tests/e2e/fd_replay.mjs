// Fox & Dolphin replays for the end-to-end tests and the timing harness:
// the native digest of a match (the `replay` example, run with cargo), and
// replay logs written by hand in the format of docs/replay-format.md.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/**
 * The digest the native simulator prints for `args` (settings flags, or
 * `--log TEXT`): `cargo run --profile test --quiet --example replay --
 * ARGS`. The test profile (optimised, as `cargo test` builds it) rather
 * than release: the suite's native tests have built it already, where a
 * release build would compile the whole crate natively once more. The
 * first call may compile the example (minutes on a busy machine).
 */
export async function nativeDigest(args) {
  const { stdout } = await run('cargo', ['run', '--profile', 'test', '--quiet', '--example', 'replay', '--', ...args], {
    cwd: ROOT,
    maxBuffer: 1 << 20,
  });
  const found = stdout.match(/^digest ([0-9a-f]{16})$/m);
  if (!found) throw new Error(`no digest in: ${stdout}`);
  return found[1];
}

const LEVELS = { person: 0, easy: 1, normal: 2, hard: 3 };

function varint(n) {
  let big = BigInt(n);
  const out = [];
  do {
    let low = Number(big & 0x7fn);
    big >>= 7n;
    if (big > 0n) low |= 0x80;
    out.push(low);
  } while (big > 0n);
  return out;
}

export function base64url(bytes) {
  return Buffer.from(bytes).toString('base64url');
}

/**
 * The bytes of a log with no intents (two computers, or people who never
 * moved) and no digest: enough to replay any computer-against-computer
 * game, and to write broken ones.
 */
export function logBytes({ version = 1, size, seed, cooldown, tide, limitS, fox = 'hard', dolphin = 'hard', endTick }) {
  return [
    version,
    ...varint(size),
    ...varint(seed),
    ...varint(cooldown),
    ...varint(tide),
    ...varint(limitS * 1000),
    LEVELS[fox] | (LEVELS[dolphin] << 4),
    ...varint(endTick),
    ...varint(0),
    0,
  ];
}
