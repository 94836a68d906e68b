/**
 * Where the suite's stacks listen, shared by playwright.config.ts (which starts them) and the
 * tests (which read their outbox). Each Playwright worker has a stack of its own — gateway,
 * in-process platform and PGlite folder — so tests in different workers never see each other's
 * writes, sessions or sign-in throttling. scripts/e2e.sh picks free ports (one per worker in
 * each comma-separated list) and a random service key and exports them; the defaults serve a
 * direct `npx playwright test`.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformOutbox } from './outbox.js';

const ports = (value: string | undefined, fallback: number[]): number[] =>
  value ? value.split(',').map((port) => Number(port.trim())) : fallback;

/** The gateways (and web app), one per worker. */
export const E2E_PORTS = ports(process.env.E2E_PORT, [4310, 4311]);
/** Their in-process platforms (PLATFORM_PORT of gateway/src/main.ts). */
export const E2E_PLATFORM_PORTS = ports(
  process.env.E2E_PLATFORM_PORT,
  E2E_PORTS.map((port) => port + 100),
);
/** The middle port of each worker's spare triple, for the specs that start a stack of their own (monitor.ts). */
export const E2E_MONITOR_PORTS = ports(
  process.env.E2E_MONITOR_PORT,
  E2E_PORTS.map((_, i) => 4395 + 10 * i),
);
/** As many workers as stacks. */
export const E2E_WORKERS = E2E_PORTS.length;

/** This worker's stack: Playwright sets TEST_PARALLEL_INDEX (0 to workers - 1) in each worker process. */
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_WORKERS;
/** The gateway of this worker's stack. */
export const E2E_PORT = E2E_PORTS[index]!;
/** The platform of this worker's stack. */
export const E2E_PLATFORM_PORT = E2E_PLATFORM_PORTS[index]!;
/** This worker's spare triple (its middle port). */
export const E2E_MONITOR_PORT = E2E_MONITOR_PORTS[index]!;
/** The platform's service key (PLATFORM_SERVICE_KEY): the tests read one-time links with it. */
export const E2E_SERVICE_KEY = process.env.E2E_SERVICE_KEY || 'e2e-only-service-key-of-the-local-test-stack';
/** The web app of this worker's stack. */
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The outbox of this worker's stack. */
export const suiteOutbox = (): PlatformOutbox =>
  new PlatformOutbox(`http://127.0.0.1:${E2E_PLATFORM_PORT}`, E2E_SERVICE_KEY);

/**
 * A new data folder for a stack: a copy of the run's seeded demo store (E2E_SEEDED_DIR, seeded once
 * by scripts/e2e.sh) when there is one, else empty (the platform seeds it as it starts). `at`: that
 * folder instead of a fresh temporary one.
 */
export function stackDataDir(at?: string): string {
  const dir = at ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
  if (process.env.E2E_SEEDED_DIR) cpSync(process.env.E2E_SEEDED_DIR, dir, { recursive: true });
  return dir;
}
