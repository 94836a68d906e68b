/**
 * Vitest global setup of the suites that start platforms (contract, fault): migrates one empty
 * PGlite store per run and provides its folder. A fresh PGlite store costs its initdb and every
 * migration — about 13 s on two cores, once per test file before this — while a copy of the
 * migrated template opens in under a second (tests/support/testStore.ts). The template holds no
 * users and no data: each harness adds its own, as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../gateway/platform/src/store/db.js';
import { migrate } from '../../gateway/platform/src/store/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite folder to copy (never to open: it is shared by every file). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'console-template-'));
  const db = await openDb({ dataDir: dir });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
