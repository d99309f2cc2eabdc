#!/usr/bin/env bash
# The whole catches benchmark: build, generate 1M catches, import them, measure HTTP.
# Needs wrk (apt-get install wrk) and two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}
mkdir -p bench/out
npm run build >/dev/null
[ -f "bench/out/catches-$count.jsonl" ] || npx bun bench/generate-catches.ts "$count" "bench/out/catches-$count.jsonl"
rm -rf bench/out/data
CATCHD_DATA_DIR=bench/out/data ./dist/catchd catches import "bench/out/catches-$count.jsonl"
npx bun bench/http.ts bench/out/data "${SECONDS_PER_RUN:-5}"
