#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium: installs it when missing (fresh Debian, as root), builds
# the web app, then runs Playwright, whose webServer starts the gateway on a fresh data folder.
# Each run builds into a folder of its own and takes free ports unless E2E_WEB_DIST, E2E_PORT,
# E2E_PLATFORM_PORT or E2E_MONITOR_PORT say otherwise, so several runs on one machine never share
# a build or a port.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing chromium"
  apt-get update && apt-get install -y chromium
fi
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
# The monitor's own stack uses its port and the ports on either side of it.
free_triple() {
  for _ in $(seq 1 50); do
    local p=$(( 20000 + RANDOM % 20000 ))
    if node -e 'const net=require("net");const ps=[+process.argv[1]-1,+process.argv[1],+process.argv[1]+1];let n=0;for(const p of ps){const s=net.createServer();s.once("error",()=>process.exit(1));s.listen(p,"127.0.0.1",()=>{s.close();if(++n===3)process.exit(0)})}' "$p"; then echo "$p"; return; fi
  done
  echo 4395
}
export E2E_PORT="${E2E_PORT:-$(free_port)}"
# The gateway's in-process platform on a known port with a known service key: the tests read
# one-time links from its operators' outbox (tests/e2e/support/outbox.ts).
export E2E_PLATFORM_PORT="${E2E_PLATFORM_PORT:-$(free_port)}"
export E2E_SERVICE_KEY="${E2E_SERVICE_KEY:-$(node -e 'console.log(require("crypto").randomBytes(24).toString("base64url"))')}"
export E2E_MONITOR_PORT="${E2E_MONITOR_PORT:-$(free_triple)}"
own_dist=""
if [ -z "${E2E_WEB_DIST:-}" ]; then
  own_dist="$(mktemp -d -t console-web-XXXXXX)"
  E2E_WEB_DIST="$own_dist"
  trap 'rm -rf "$own_dist"' EXIT
fi
export WEB_DIST="$E2E_WEB_DIST"
echo "== building the web app into $WEB_DIST"
npx vite build --config web/vite.config.ts --outDir "$WEB_DIST" --emptyOutDir
echo "== end-to-end tests (gateway on 127.0.0.1:$E2E_PORT, monitor stack around $E2E_MONITOR_PORT)"
npx playwright test -c tests/e2e/playwright.config.ts "$@"
