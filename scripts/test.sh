#!/usr/bin/env bash
# `npm test`: every suite. Cheap checks first (typecheck, lint, generated code up to date), then
# the unit and contract tests and the end-to-end tests in Debian's Chromium (installed when
# missing) side by side: the browser suite mostly waits (on pages, live updates, task queues), so
# the Vitest suites run beside it at a lower CPU priority (nice 10) instead of before it — on two
# cores the whole run takes about the end-to-end suite's time instead of the sum of both.
# Vitest's lines carry a "[vitest]" prefix; each suite's outcome is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== generated GraphQL types are up to date"; npx tsx scripts/codegen.ts --check
echo "== unit and contract tests (beside the end-to-end tests, prefixed [vitest])"
( set -o pipefail; nice -n 10 npx vitest run 2>&1 | sed -u 's/^/[vitest] /' ) &
vitest_pid=$!
# The Vitest run stops with this script, whichever way it ends.
trap 'kill "$vitest_pid" 2>/dev/null || true' EXIT
echo "== end-to-end tests"
e2e_status=0
bash scripts/e2e.sh || e2e_status=$?
vitest_status=0
wait "$vitest_pid" || vitest_status=$?
trap - EXIT
echo "== unit and contract tests: $([ "$vitest_status" = 0 ] && echo passed || echo "FAILED (exit $vitest_status)")"
echo "== end-to-end tests: $([ "$e2e_status" = 0 ] && echo passed || echo "FAILED (exit $e2e_status)")"
[ "$vitest_status" = 0 ] && [ "$e2e_status" = 0 ] || exit 1
echo "== all suites passed in $((SECONDS - started)) s"
