#!/usr/bin/env bash
# The whole catches benchmark: build, generate 1M catches, import them (timed), measure HTTP
# (varied, mixed and cached-path cases, and the Node + better-sqlite3 baseline).
# Needs wrk (apt-get install wrk), Node 20, two cores, and for the baseline better-sqlite3 (installed
# into bench/baseline on first use: a C++ toolchain where npm has no prebuilt binary for it).
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}
mkdir -p bench/out
npm run build >/dev/null
[ -f "bench/out/catches-$count.jsonl" ] || npx bun bench/generate-catches.ts "$count" "bench/out/catches-$count.jsonl"
rm -rf bench/out/data
started=$(date +%s.%N)
CATCHD_DATA_DIR=bench/out/data ./dist/catchd catches import "bench/out/catches-$count.jsonl"
ended=$(date +%s.%N)
echo "import: $count lines in $(echo "$ended - $started" | bc) s: $(echo "$count / ($ended - $started)" | bc) lines/s (target >= 25,000)"
npx bun bench/http.ts bench/out/data "${SECONDS_PER_RUN:-5}"
