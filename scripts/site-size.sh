#!/usr/bin/env bash
# Prints the size of the built site (html + js + wasm + css + icon), raw and
# brotli-compressed (quality 11, as a static host would serve it), and fails
# if the compressed total passes the budget.
set -euo pipefail
dist="${1:-dist}"
budget_kb=100
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
awk -v raw="$total_raw" -v br="$total_br" -v budget="$budget_kb" \
  'BEGIN { printf "Site size: %.1f KB raw, %.1f KB brotli (budget %d KB)\n", raw / 1024, br / 1024, budget }'
if [ "$total_br" -gt $((budget_kb * 1024)) ]; then
  echo "The site is over its ${budget_kb} KB brotli budget." >&2
  exit 1
fi
