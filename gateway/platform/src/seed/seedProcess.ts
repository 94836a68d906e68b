/**
 * The demo seed of a new PGlite store, run as a process of its own by `npm start` (gateway/src/
 * main.ts) while the gateway already answers (issue 17): PGlite's WebAssembly memory grows to ~1 GB
 * while it writes the demo data and never gives it back, so the seed runs here and that memory goes
 * when this process exits; the platform then opens the seeded folder (~0.3 s). Exits 0 when the
 * store is seeded (or needed no seed), 1 when the seed failed.
 *
 * DEMO_SEED_HOLD_FILE (tests): while that file exists the seed waits before it starts, so a test can
 * look at the console while the demo data is still loading.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Bus } from '../store/bus.js';
import { Commands } from '../store/commands.js';
import { openDb } from '../store/db.js';
import { migrate } from '../store/migrate.js';
import { seedDemo } from './demo.js';

const log = (line: string) => console.log(`[platform] ${line}`);

/** Seeds the store in `dataDir` (a PGlite folder) when it needs it. */
export async function seedStore(dataDir: string): Promise<void> {
  const hold = process.env.DEMO_SEED_HOLD_FILE;
  while (hold && existsSync(hold)) await sleep(100);
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
    const started = Date.now();
    if (await seedDemo({ db, commands: new Commands(db, new Bus()), log }))
      log(`demo data seeded in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error('usage: seedProcess.ts <PGlite data folder>');
    process.exit(2);
  }
  try {
    await seedStore(dataDir);
    process.exit(0);
  } catch (error) {
    console.error('[platform] the demo seed failed:', error);
    process.exit(1);
  }
}
