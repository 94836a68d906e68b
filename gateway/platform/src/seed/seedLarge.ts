/**
 * `npm run seed:large [-- --skus N]`: opens the store (DATABASE_URL, else PGlite in DATA_DIR,
 * default ./data), migrates, seeds the demo data when the store is empty, then the benchmark
 * company with N SKUs (default 100,000). Stop the platform first when it uses the same PGlite
 * folder: PGlite allows one process per folder. An entry point only: importing it runs it.
 */
import { openDb } from '../store/db.js';
import { migrate } from '../store/migrate.js';
import { Bus } from '../store/bus.js';
import { Commands } from '../store/commands.js';
import { seedDemo } from './demo.js';
import { parseSkus, seedLarge } from './large.js';

async function main(): Promise<void> {
  const skus = parseSkus(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? './data';
  const started = Date.now();
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrate(db);
    console.log(
      `store: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}, ` +
        `ready in ${Date.now() - started} ms`,
    );
    const commands = new Commands(db, new Bus());
    const demoStarted = Date.now();
    const seeded = await seedDemo({ db, commands, log: (line) => console.log(line) });
    console.log(
      seeded ? `demo data seeded in ${Date.now() - demoStarted} ms` : 'demo data: store not empty, left as it is',
    );
    const result = await seedLarge({ db, commands, log: (line) => console.log(line) }, { skus });
    // PGlite runs no autovacuum: without statistics the planner takes 100,000 rows for a few and
    // sorts them all instead of reading the list's first page from an index (migration 006).
    const analyzed = Date.now();
    await db.exec('vacuum analyze records');
    console.log(`planner statistics refreshed in ${Date.now() - analyzed} ms`);
    console.log(
      `Large Benchmark Co (9999): ${result.skus} SKUs (${result.added} added, ` +
        `${result.products_added} products added) in ${result.ms} ms; total ${Date.now() - started} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
