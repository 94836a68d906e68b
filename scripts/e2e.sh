#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium: installs it when missing (fresh Debian, as root), builds
# the web app, then runs Playwright, whose webServer starts one gateway per worker, each on a fresh data folder.
# Each run builds into a folder of its own and takes free ports unless E2E_WEB_DIST, E2E_PORT,
# E2E_PLATFORM_PORT or E2E_MONITOR_PORT say otherwise, so several runs on one machine never share
# a build or a port.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing chromium"
  apt-get update && apt-get install -y chromium
fi
# What every stack of the run needs, made once: the web app built into $1/web (E2E_WEB_DIST when
# set), and one store with the demo data seeded into $1/store while it builds — every stack (one
# per worker, and the specs' own) starts from a copy of it instead of seeding its own (~25 s each).
prepare() {
  mkdir -p "$1"
  npx tsx gateway/platform/src/seed/seedProcess.ts "$1/store" > "$1/seed.log" 2>&1 &
  local seed_pid=$!
  npx vite build --config web/vite.config.ts --outDir "${E2E_WEB_DIST:-$1/web}" --emptyOutDir
  if ! wait "$seed_pid"; then cat "$1/seed.log"; echo "the demo store did not seed"; return 1; fi
}
# `e2e.sh --prepare DIR` only prepares (npm test does it while the unit and contract tests run);
# a run given E2E_PREPARED=DIR takes what is there.
if [ "${1:-}" = "--prepare" ]; then prepare "$2"; exit; fi
# Each Playwright worker has a stack of its own (tests/e2e/support/stack.ts): E2E_WORKERS of them,
# 2 by default (the machines have two cores). Every list below holds one port per worker.
workers="${E2E_WORKERS:-2}"
# Ports come from 20000-31999, below Linux's ephemeral range (32768-60999), where every server
# started with port 0 and every outgoing connection takes one: a port picked here stays free until
# its stack starts, minutes later for the specs that start their own.
# A free port of that range (or the ports on either side of it too, with "triple").
free_in_range() {
  for _ in $(seq 1 50); do
    local p=$(( 20000 + RANDOM % 12000 ))
    if node -e 'const net=require("net");const ps=process.argv[2]==="triple"?[+process.argv[1]-1,+process.argv[1],+process.argv[1]+1]:[+process.argv[1]];let n=0;for(const p of ps){const s=net.createServer();s.once("error",()=>process.exit(1));s.listen(p,"127.0.0.1",()=>{s.close();if(++n===ps.length)process.exit(0)})}' "$p" "${1:-}"; then echo "$p"; return; fi
  done
  echo "no free port in 20000-31999" >&2; return 1
}
# Every port picked so far, so that no two stacks, gateways or platforms share one.
taken=","
# `n` distinct free ports (with "triple": n ports whose neighbours are free too), comma-separated.
pick_ports() {
  local out="" p
  for _ in $(seq 1 "$1"); do
    p="$(free_in_range "${2:-}")"
    while [[ "$taken" == *",$((p - 1)),"* || "$taken" == *",$p,"* || "$taken" == *",$((p + 1)),"* ]]; do
      p="$(free_in_range "${2:-}")"
    done
    taken="$taken$((p - 1)),$p,$((p + 1)),"
    out="${out:+$out,}$p"
  done
  echo "$out"
}
singles="$(pick_ports "$((workers * 2))")"
for p in ${singles//,/ }; do taken="$taken$((p - 1)),$p,$((p + 1)),"; done
export E2E_PORT="${E2E_PORT:-$(echo "$singles" | cut -d, -f1-"$workers")}"
# The gateways' in-process platforms on known ports with a known service key: the tests read
# one-time links from their operators' outbox (tests/e2e/support/outbox.ts).
export E2E_PLATFORM_PORT="${E2E_PLATFORM_PORT:-$(echo "$singles" | cut -d, -f"$((workers + 1))"-)}"
export E2E_SERVICE_KEY="${E2E_SERVICE_KEY:-$(node -e 'console.log(require("crypto").randomBytes(24).toString("base64url"))')}"
export E2E_MONITOR_PORT="${E2E_MONITOR_PORT:-$(pick_ports "$workers" triple)}"
if [ -n "${E2E_PREPARED:-}" ]; then
  prepared="$E2E_PREPARED"
  echo "== the web app and the demo store prepared in $prepared"
else
  prepared="$(mktemp -d -t console-e2e-XXXXXX)"
  trap 'rm -rf "$prepared"' EXIT
  echo "== building the web app into $prepared/web (and seeding the demo store the stacks copy)"
  prepare "$prepared"
fi
export WEB_DIST="${E2E_WEB_DIST:-$prepared/web}"
export E2E_SEEDED_DIR="$prepared/store"
echo "== end-to-end tests ($workers workers; gateways on 127.0.0.1:$E2E_PORT, own stacks around $E2E_MONITOR_PORT)"
npx playwright test -c tests/e2e/playwright.config.ts "$@"
