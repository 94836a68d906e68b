/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real gateway and
 * reference platform, on its own port with a fresh data folder. Run it through scripts/e2e.sh,
 * which builds the web app into a folder of its own (WEB_DIST, served by the gateway) and picks
 * free ports (E2E_PORT, E2E_MONITOR_PORT).
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_BASE_URL,
  E2E_PLATFORM_PORTS,
  E2E_PORTS,
  E2E_SERVICE_KEY,
  E2E_WORKERS,
  stackDataDir,
} from './support/stack.js';

/**
 * Each stack's data folder: E2E_DATA_DIR/<n> when set (to look at afterwards), else a fresh one;
 * either way a copy of the run's seeded demo store when scripts/e2e.sh made one (stack.ts).
 */
const dataDir = (n: number) =>
  stackDataDir(process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, String(n)) : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './.output/results',
  // One worker per stack (support/stack.ts): a spec file runs in one worker, its tests in order,
  // against that worker's own gateway and platform.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Evaluated in each worker: its own stack (fixtures.ts sets it again for every test).
    baseURL: E2E_BASE_URL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: E2E_PORTS.map((port, n) => ({
    command: 'npx tsx gateway/src/main.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    // Up with its demo data: the gateway answers at once and /demo-data says 503 until the seed is done.
    url: `http://127.0.0.1:${port}/demo-data`,
    // Its own PGlite store and live feed: the contract suites own DATABASE_URL's database and
    // REDIS_URL's keys (CI sets them for them). The in-process platform on a known port with a
    // known service key: the tests read one-time links from its outbox (support/outbox.ts).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir(n),
      DATABASE_URL: '',
      REDIS_URL: '',
      PLATFORM_PORT: String(E2E_PLATFORM_PORTS[n]),
      PLATFORM_SERVICE_KEY: E2E_SERVICE_KEY,
    },
    // A copy of the seeded store opens at once; an empty folder seeds the demo data first (~25 s).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
