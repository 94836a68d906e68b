#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium: installs it when missing (fresh Debian, as root), builds
# the web app, then runs Playwright, whose webServer starts the gateway on a fresh data folder.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing chromium"
  apt-get update && apt-get install -y chromium
fi
# E2E_WEB_DIST: build into (and serve from) another folder, so parallel runs do not share web/dist.
out=()
if [ -n "${E2E_WEB_DIST:-}" ]; then out=(--outDir "$E2E_WEB_DIST" --emptyOutDir); export WEB_DIST="$E2E_WEB_DIST"; fi
echo "== building the web app"; npx vite build --config web/vite.config.ts "${out[@]}"
echo "== end-to-end tests"; npx playwright test -c tests/e2e/playwright.config.ts "$@"
