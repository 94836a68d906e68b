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
echo "== generated files (GraphQL types, record fields) are up to date"; npx tsx scripts/codegen.ts --check
# The end-to-end tests' web build and demo store are made meanwhile, at a lower priority: the
# unit and contract files wait on I/O and timers often enough to leave a core idle.
prepared="$(mktemp -d -t console-e2e-XXXXXX)"
prepare_pid=""
trap '{ [ -n "$prepare_pid" ] && kill "$prepare_pid" 2>/dev/null; } || true; rm -rf "$prepared" "$prepared.log"' EXIT
nice -n 10 bash scripts/e2e.sh --prepare "$prepared" > "$prepared.log" 2>&1 &
prepare_pid=$!
echo "== unit and contract tests (the web app builds for the end-to-end tests meanwhile)"; npx vitest run
if ! wait "$prepare_pid"; then cat "$prepared.log"; echo "== the end-to-end tests could not be prepared"; exit 1; fi
rm -f "$prepared.log"
echo "== end-to-end tests"; E2E_PREPARED="$prepared" bash scripts/e2e.sh
echo "== all suites passed in $((SECONDS - started)) s"
