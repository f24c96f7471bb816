#!/usr/bin/env bash
# Every test: types, lint, unit and API tests, then on a fresh build the deployment test
# behind nginx (when installed), the fault suite and the browser tests.
# The API tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long it took: CI's budget is 30 minutes, and this shows where they go.
step_name='' step_start=0
took() { if [ -n "$step_name" ]; then echo "== ${step_name}: $((SECONDS - step_start)) s"; fi; }
step() {
  took
  step_name=$1 step_start=$SECONDS
  echo "== $1"
}
# The last step's time too, also when it fails (the trap keeps the script's exit status).
trap took EXIT
step typecheck && npm run --silent typecheck
step lint && npm run --silent lint
database=$([ -n "${TEST_DATABASE_URL:-}" ] && echo PostgreSQL || echo PGlite)
step "unit and API tests ($database)" && npx vitest run
step build && npm run --silent build
if command -v nginx >/dev/null; then
  step "the built site behind nginx (docs/deploy.md)" && npm run --silent test:proxy
else
  echo "== behind nginx: NOT RUN, nginx is not installed (apt-get install nginx); CI installs it"
fi
step "the built site under faults: crashes, full disks, a stopped database or SMTP server (test/faults)"
npm run --silent test:faults
step "browser tests" && npm run --silent test:e2e
