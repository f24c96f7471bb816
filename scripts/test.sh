#!/usr/bin/env bash
# Every test: types, lint, unit and API tests, then on a fresh build the deployment test
# behind nginx (when installed), the fault suite and the browser tests.
# The API tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npm run --silent typecheck
echo "== lint" && npm run --silent lint
database=$([ -n "${TEST_DATABASE_URL:-}" ] && echo PostgreSQL || echo PGlite)
echo "== unit and API tests ($database)" && npx vitest run
echo "== build" && npm run --silent build
if command -v nginx >/dev/null; then
  echo "== the built site behind nginx (docs/deploy.md)" && npm run --silent test:proxy
else
  echo "== behind nginx: NOT RUN, nginx is not installed (apt-get install nginx); CI installs it"
fi
echo "== the built site under faults: crashes, full disks, a stopped database or SMTP server (test/faults)"
npm run --silent test:faults
echo "== browser tests" && npm run --silent test:e2e
