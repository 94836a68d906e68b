/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real gateway and
 * reference platform, on its own port with a fresh data folder. Run it through scripts/e2e.sh,
 * which builds the web app into a folder of its own (WEB_DIST, served by the gateway) and picks
 * free ports (E2E_PORT, E2E_MONITOR_PORT).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PLATFORM_PORT, E2E_PORT, E2E_SERVICE_KEY } from './support/stack.js';

export { E2E_PORT };
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './.output/results',
  // One worker: the specs share one platform and its login rate limit (DESIGN §3).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
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
  webServer: {
    command: 'npx tsx gateway/src/main.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    // Up with its demo data: the gateway answers at once and /demo-data says 503 until the seed is done.
    url: `http://127.0.0.1:${E2E_PORT}/demo-data`,
    // Its own PGlite store and live feed: the contract suites own DATABASE_URL's database and
    // REDIS_URL's keys (CI sets them for them). The in-process platform on a known port with a
    // known service key: the tests read one-time links from its outbox (support/outbox.ts).
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PLATFORM_PORT: String(E2E_PLATFORM_PORT),
      PLATFORM_SERVICE_KEY: E2E_SERVICE_KEY,
    },
    // A fresh data folder seeds the demo data first (~25 s on 2 cores).
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
