#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium: installs it when missing (fresh Debian, as root), builds
# the web app, then runs Playwright, whose webServer starts the gateway on a fresh data folder.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing chromium"
  apt-get update && apt-get install -y chromium
fi
echo "== building the web app"; npx vite build --config web/vite.config.ts
echo "== end-to-end tests"; npx playwright test -c tests/e2e/playwright.config.ts "$@"
