/**
 * Kill rounds on PGlite and on PostgreSQL (tests/fault/killRounds.ts). PostgreSQL runs when
 * DATABASE_URL is set, in a fresh database dropped after; otherwise the test says plainly that
 * it did not run. FAULT_ROUNDS (default 6) and FAULT_BUDGET_MS (default 90 s) bound each backend.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshPostgres } from '../contract/harness.js';
import { freshPgliteDir } from '../support/testStore.js';
import { FAULT_BUDGET_MS, FAULT_ROUNDS, killRounds } from './killRounds.js';
import { prepareStore } from './store.js';

/** Each backend's rounds, their restarts and their checks, with room over the budget for the last round. */
const TIMEOUT_MS = FAULT_BUDGET_MS + 120_000;
const log = (backend: string) => (line: string) => console.log(`[fault ${backend}] ${line}`);

describe('kill rounds of a large bulk apply', () => {
  it(
    `on PGlite: all or nothing, records and events agree, the task tells the truth (≤ ${FAULT_ROUNDS} rounds)`,
    { timeout: TIMEOUT_MS },
    async () => {
      const dataDir = freshPgliteDir('fault-pglite');
      try {
        await prepareStore({ dataDir });
        const reports = await killRounds({ dataDir }, log('pglite'));
        expect(reports.length).toBeGreaterThanOrEqual(Math.min(FAULT_ROUNDS, 3));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  if (process.env.DATABASE_URL) {
    it(
      `on PostgreSQL: all or nothing, records and events agree, the task tells the truth (≤ ${FAULT_ROUNDS} rounds)`,
      { timeout: TIMEOUT_MS },
      async () => {
        const db = (await freshPostgres())!;
        try {
          await prepareStore({ databaseUrl: db.url });
          const reports = await killRounds({ databaseUrl: db.url }, log('postgres'));
          expect(reports.length).toBeGreaterThanOrEqual(Math.min(FAULT_ROUNDS, 3));
        } finally {
          await db.drop();
        }
      },
    );
  } else {
    it("on PostgreSQL did not run: DATABASE_URL is not set (.ci/run sets it to the machine's PostgreSQL)", () => {
      console.warn('[fault] PostgreSQL kill rounds did not run: DATABASE_URL is not set');
    });
  }
});
