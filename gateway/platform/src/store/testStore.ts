/** For tests of the store: a migrated in-memory PGlite store for a file's tests, closed after them. */
import { afterAll, beforeAll } from 'vitest';
import { type Db, openDb } from './db.js';
import { migrate } from './migrate.js';

/** Opens the store before the file's tests and closes it after; answers a getter of it. */
export function memoryStore(): () => Db {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db);
  }, 60_000);
  afterAll(() => db?.close());
  return () => db!;
}
