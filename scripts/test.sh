#!/usr/bin/env bash
# `npm test`: every suite. Cheap checks first (typecheck and lint side by side, generated code up to date), then
# unit and contract tests, then end-to-end tests in Debian's Chromium (installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
echo "== typecheck and lint (side by side)"
npm run --silent typecheck &
typecheck_pid=$!
lint_status=0
npm run --silent lint || lint_status=$?
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
if [ "$typecheck_status" != 0 ] || [ "$lint_status" != 0 ]; then
  echo "== typecheck exit $typecheck_status, lint exit $lint_status"
  exit 1
fi
echo "== generated GraphQL types are up to date"; npx tsx scripts/codegen.ts --check
echo "== unit and contract tests"; npx vitest run
echo "== end-to-end tests"; bash scripts/e2e.sh
echo "== all suites passed in $((SECONDS - started)) s"
