#!/usr/bin/env bash
# Runs every test of the project, installing whatever is missing first:
#   native rules and UI-state tests  (cargo test)
#   tests in a real browser          (wasm-bindgen-test-runner in headless
#                                     Chromium, as wasm-pack test runs them)
#   the release build and its size   (trunk build --release, brotli)
#   end-to-end tests of the built site in headless Chromium (scripts/e2e.sh)
# after the lints (cargo fmt --check, clippy natively and for wasm32) and
# the API docs (cargo doc, warnings as errors).
# CI runs exactly this (.ci/run), with CI=true: then a missing relay,
# browser or service fails its tests, naming it, instead of skipping them.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"

say "lints: cargo fmt --check, cargo clippy"
cargo fmt --check
cargo clippy --quiet --all-targets -- -D warnings
cargo clippy --quiet --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings

say "fuzz targets: cargo check --locked of fuzz/ (stable; fails if fuzz/Cargo.lock is not current)"
# The bodies run natively in tests/fuzz_targets.rs; this builds the
# libFuzzer wrappers around them, in the main target directory.
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}" \
  cargo check --locked --quiet --manifest-path fuzz/Cargo.toml --bins

say "docs: cargo doc, warnings as errors"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

# --- The Nostr relay for tests/nostr_relay.rs ---
# (stopped once the native tests are done; each end-to-end file that needs
# a relay starts its own, see tests/e2e/harness.mjs localRelay)
say "a Nostr relay on loopback for tests/nostr_relay.rs: scripts/nostr-relay.sh"
NOSTR_RELAY_URL="$(bash scripts/nostr-relay.sh start)"
export NOSTR_RELAY_URL
trap 'bash "$ROOT/scripts/nostr-relay.sh" stop' EXIT
# --- End of the Nostr relay block ---

say "native tests: cargo test"
cargo test --quiet
bash scripts/nostr-relay.sh stop
unset NOSTR_RELAY_URL

say "browser tests: cargo test --target wasm32-unknown-unknown, run by wasm-bindgen-test-runner in headless Chromium"
# The runner's time a file (120 s) is .cargo/config.toml's.
# Only the files that hold browser tests are built for wasm32: linking the
# other 40 test files too (about 55 MB each, debug) ran a CI machine's
# rust-lld into a crash and cost minutes for no test. The list is every
# tests/*.rs with a #[wasm_bindgen_test] line, so a new browser file is
# found by itself; one in src/ would not be, and is refused.
marker='^\s*#\[wasm_bindgen_test'
in_src="$(grep -rlE "$marker" src || true)"
if [ -n "$in_src" ]; then
  echo "#[wasm_bindgen_test] in src/ is not run: put browser tests in tests/browser_*.rs: $in_src" >&2
  exit 1
fi
browser_files=()
for f in $(grep -lE "$marker" tests/*.rs); do
  browser_files+=(--test "$(basename "$f" .rs)")
done
[ "${#browser_files[@]}" -gt 0 ] || { echo "no browser test files found in tests/" >&2; exit 1; }
echo "browser test files: ${browser_files[*]}"
# What `wasm-pack test --headless --chrome` runs, without the build of the
# crate for wasm32 in the dev profile it makes first and no test uses
# (30 s here; on a fresh machine every dependency once more).
# wasm-bindgen-test-runner drives the Chromium that $CHROMEDRIVER names
# (scripts/setup.sh), headless.
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown "${browser_files[@]}"

say "release build and its size: scripts/build.sh"
bash scripts/build.sh

say "end-to-end tests: scripts/e2e.sh (files in parallel, E2E_JOBS=${E2E_JOBS:-3} at a time)"
bash scripts/e2e.sh

say "every test passed"
