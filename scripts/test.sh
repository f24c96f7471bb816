#!/usr/bin/env bash
# Every test: types, lint, unit and API tests, then the browser tests on a fresh build.
# The API tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npm run --silent typecheck
echo "== lint" && npm run --silent lint
database=$([ -n "${TEST_DATABASE_URL:-}" ] && echo PostgreSQL || echo PGlite)
echo "== unit and API tests ($database)" && npx vitest run
echo "== build" && npm run --silent build
echo "== browser tests" && npm run --silent test:e2e
