#!/usr/bin/env bash
# `npm test`: every suite. Cheap checks first (typecheck, lint, generated code up to date), then
# unit and contract tests, then end-to-end tests in Debian's Chromium (installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== generated GraphQL types are up to date"; npx tsx scripts/codegen.ts --check
echo "== unit and contract tests"; npx vitest run
echo "== end-to-end tests"; bash scripts/e2e.sh
echo "== all suites passed in $((SECONDS - started)) s"
