#!/usr/bin/env bash
# Prints the size of the built site (html + js + wasm + css + icon), raw and
# brotli-compressed (quality 11, as a static host would serve it). It says
# how the total compares with the 100 KB target, and fails above a 200 KB
# ceiling so that no change grows the download unnoticed. (With both games,
# replays and online play in one wasm the site is over the target; the
# ceiling was raised from 125 KB when replays and online play came in, until
# the site is split per page: see "Size" in README.md.)
set -euo pipefail
dist="${1:-dist}"
target_kb=100
ceiling_kb=200
total_raw=0
total_br=0
printf '%-48s %10s %10s\n' file raw brotli
while IFS= read -r -d '' file; do
  raw=$(wc -c <"$file")
  br=$(brotli -q 11 -c "$file" | wc -c)
  total_raw=$((total_raw + raw))
  total_br=$((total_br + br))
  printf '%-48s %10d %10d\n' "${file#"$dist"/}" "$raw" "$br"
done < <(find "$dist" -type f ! -name '*.br' ! -name '*.gz' -print0 | sort -z)
printf '%-48s %10d %10d\n' total "$total_raw" "$total_br"
awk -v raw="$total_raw" -v br="$total_br" -v target="$target_kb" -v ceiling="$ceiling_kb" \
  'BEGIN { printf "Site size: %.1f KB raw, %.1f KB brotli (target %d KB, %+.1f KB; ceiling %d KB)\n", raw / 1024, br / 1024, target, br / 1024 - target, ceiling }'
if [ "$total_br" -gt $((ceiling_kb * 1024)) ]; then
  echo "The site is over its ${ceiling_kb} KB brotli ceiling." >&2
  exit 1
fi
