#!/usr/bin/env bash
# The catches benchmark on PostgreSQL: a throwaway PostgreSQL 15 cluster with the settings
# below (Debian's binaries, data in /var/tmp, port 5499), 1M catches imported by
# `catchd catches import` (timed), then bench/http.ts and bench/leaderboards.ts against it.
#   bash bench/run-postgres.sh [count=1000000] [steps=import,http,boards]
# SECONDS_PER_RUN (default 3) and ROUNDS (3) go to the HTTP benchmarks. Every heavy step runs
# under flock /tmp/catchd-bench.lock, so benchmarks of several worktrees never overlap.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}
steps=${2:-import,http,boards}
seconds=${SECONDS_PER_RUN:-3}
rounds=${ROUNDS:-3}
bin=/usr/lib/postgresql/15/bin
pgdata=/var/tmp/catchd-bench-pg
port=5499
url="postgres://postgres@127.0.0.1:$port/catchd_bench"
lock=/tmp/catchd-bench.lock
# The server settings of the published figures: a 2-core, 24 GB VM. The data (~1.5 GB at 1M
# catches) fits in shared_buffers; JIT is off (it costs short queries milliseconds).
settings="-c port=$port -c listen_addresses=127.0.0.1 -c shared_buffers=2GB -c effective_cache_size=8GB"
settings+=" -c work_mem=32MB -c maintenance_work_mem=1GB -c max_wal_size=8GB -c checkpoint_timeout=30min"
settings+=" -c random_page_cost=1.1 -c jit=off -c max_connections=100"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

mkdir -p bench/out
npm run build >/dev/null
[ -f "bench/out/catches-$count.jsonl" ] || npx bun bench/generate-catches.ts "$count" "bench/out/catches-$count.jsonl"
if [ ! -f "$pgdata/PG_VERSION" ]; then
  mkdir -p "$pgdata" && chown postgres "$pgdata" 2>/dev/null || true
  as_postgres "$bin/initdb" -D "$pgdata" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
fi
as_postgres "$bin/pg_ctl" -D "$pgdata" status >/dev/null || as_postgres "$bin/pg_ctl" -D "$pgdata" -o "$settings" -l "$pgdata/server.log" -w start </dev/null >/dev/null 2>&1
psql() { "$bin/psql" -X -q -v ON_ERROR_STOP=1 "postgres://postgres@127.0.0.1:$port/$1" -c "$2"; }

if [[ $steps == *import* ]]; then
  psql postgres 'DROP DATABASE IF EXISTS catchd_bench' && psql postgres 'CREATE DATABASE catchd_bench'
  rm -rf bench/out/data-postgres
  started=$(date +%s.%N)
  flock "$lock" env CATCHD_DATA_DIR=bench/out/data-postgres CATCHD_DATABASE_URL="$url" ./dist/catchd catches import "bench/out/catches-$count.jsonl"
  ended=$(date +%s.%N)
  echo "import on PostgreSQL: $count lines in $(echo "$ended - $started" | bc) s: $(echo "$count / ($ended - $started)" | bc) lines/s (target >= 20,000)"
  # What autovacuum does soon after a big load, done now so that every run starts alike: the
  # visibility map that index-only scans need, and fresh statistics.
  flock "$lock" "$bin/vacuumdb" -q -z -d "$url"
fi
[[ $steps == *http* ]] && flock "$lock" env CATCHD_DATABASE_URL="$url" npx bun bench/http.ts bench/out/data-postgres "$seconds" "$rounds"
[[ $steps == *boards* ]] && flock "$lock" env CATCHD_DATABASE_URL="$url" npx bun bench/leaderboards.ts bench/out/data-postgres "$seconds" "$rounds"
echo "cluster left running: $bin/pg_ctl -D $pgdata stop (as postgres) when done"
