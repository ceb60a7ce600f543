#!/usr/bin/env bash
# The end-to-end tests (tests/e2e/*.test.mjs) on the release build in
# dist/ (build it first: scripts/build.sh). Every such file is picked up,
# with no list to keep:
#   - most run in parallel, E2E_JOBS at a time (default 3, for 2 cores;
#     the suite's time: docs/performance.md#the-test-suite); each
#     file serves dist/ on a free port with a browser of its own, and a
#     file that needs a Nostr relay starts its own (harness.mjs
#     localRelay), so the files share nothing but the machine;
#   - a file whose header has the line `// e2e: alone` (its assertions time
#     things a busy machine would slow) runs afterwards, one at a time.
# Each file is its own `node --test` process, started longest first by
# the `// e2e: minutes N` line in its header (none: 1), so a long file
# never starts last (one `node --test` given every file would start them
# in alphabetical order: Node 20 sorts them). A file's output is printed
# whole when it ends, with its time, so files do not interleave, and the
# run ends with each file's time and result.
# Extra arguments go to every `node --test` (e.g. --test-name-pattern=...).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

JOBS="${E2E_JOBS:-3}"
minutes() { sed -n 's|^// e2e: minutes \([0-9][0-9]*\)$|\1|p' "$1" | head -1 | grep . || echo 1; }

parallel=()
alone=()
while read -r _ file; do
  if grep -qx '// e2e: alone' "$file"; then alone+=("$file"); else parallel+=("$file"); fi
done < <(for f in tests/e2e/*.test.mjs; do echo "$(minutes "$f") $f"; done | sort -k1,1nr -k2,2)

# The native simulator the Fox & Dolphin files compare digests with
# (tests/e2e/fd_replay.mjs), built once before any file starts, not
# inside a test beside others; in the test profile, which scripts/test.sh's
# `cargo test` has built already (a release build would compile the crate
# natively once more: 20 to 40 s).
cargo build --profile test --quiet --example replay
# The site's files compressed as the test server serves them (brotli at
# quality 11, seconds of CPU for a page's wasm), once for every file rather
# than once in each (tests/e2e/harness.mjs brotliOf keeps them under
# target/e2e-brotli/).
node --input-type=module -e "import { warmBrotli } from './tests/e2e/harness.mjs'; console.log('e2e: ' + (await warmBrotli()) + ' files of dist/ compressed for the test server');"

# A relay given by hand (NOSTR_RELAY_URL, as scripts/test.sh exports it
# for the native tests) would be shared by every file again: each file
# starts its own instead.
unset NOSTR_RELAY_URL

source scripts/pool.sh
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
summary=()
failed=0

# One file, with the arguments given to this script.
run_file() { node --test "${node_args[@]}" "$1"; }

# Prints a finished file's output and records its result.
file_done() {
  local file="$1" rc="$2" seconds="$3" output="$4" verdict
  cat "$output"
  if [ "$rc" = 0 ]; then verdict=passed; else verdict="FAILED (exit $rc)"; failed=$((failed + 1)); fi
  echo "e2e: $file $verdict in ${seconds} s"
  summary+=("$(printf '%5d s  %s  %s' "$seconds" "$verdict" "$file")")
}

node_args=("$@")
begun=$SECONDS
if [ ${#parallel[@]} -gt 0 ]; then
  echo "e2e: ${#parallel[@]} files, $JOBS at a time, longest first: ${parallel[*]}"
  pool "$JOBS" "$logs" run_file file_done "${parallel[@]}"
  echo "e2e: the parallel phase took $((SECONDS - begun)) s"
fi
if [ ${#alone[@]} -gt 0 ]; then
  alone_begun=$SECONDS
  echo "e2e: ${#alone[@]} files one at a time: ${alone[*]}"
  pool 1 "$logs" run_file file_done "${alone[@]}"
  echo "e2e: the alone phase took $((SECONDS - alone_begun)) s"
fi
echo "e2e: each file (its own wall time; $JOBS at a time, then the alone files one at a time):"
printf '%s\n' "${summary[@]}"
echo "e2e: $(( ${#parallel[@]} + ${#alone[@]} )) files in $((SECONDS - begun)) s, $failed failed"
[ "$failed" = 0 ]
