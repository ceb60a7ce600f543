#!/usr/bin/env bash
# The long runs, none of them part of ./scripts/test.sh (see
# docs/testing.md#long-runs): property tests and the fuzz targets' bodies on
# many more inputs, and the person-paced bot from both seats. About an
# hour on 2 cores; figures go to the terminal, the current ones are in
# docs/performance.md. Run one part with its name: fuzz, props, person.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(props fuzz person)
for part in "${parts[@]}"; do
  case "$part" in
    props)
      say "property tests, many cases"
      PROPTEST_CASES=2560 cargo test --release --test fox_dolphin_props        # a million actions
      PROPTEST_CASES=20000 cargo test --release --test fox_dolphin_log_props
      ;;
    fuzz)
      say "the fuzz targets' bodies on seeded random inputs (no nightly needed)"
      FUZZ_INPUTS=20000 cargo test --release --test fox_dolphin_fuzz_inputs
      FUZZ_INPUTS=30000 cargo test --release --test fox_dolphin_log_fuzz_inputs
      FUZZ_INPUTS=300000 cargo test --release --test fuzz_targets -- --nocapture
      ;;
    person)
      say "the person-paced bot from both seats at once (up to 16 minutes a fox game)"
      bash scripts/build.sh
      FD_SEATS=fox,dolphin node --test tests/e2e/fd_person.test.mjs
      ;;
    *) echo "unknown part: $part (props, fuzz or person)" >&2; exit 2 ;;
  esac
done
