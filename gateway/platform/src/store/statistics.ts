/**
 * Planner statistics kept current after large writes (issue 17 item 3, issue 18 item 6).
 *
 * PostgreSQL's autovacuum analyzes a table once about a tenth of it has changed. PGlite runs
 * single-user: no autovacuum, and not even the activity counters autovacuum reads, so `records`
 * and `events` keep the statistics the migrations left them with. After a 100,000-row bulk apply
 * the planner still believes a store holds a few hundred records, and deletes each chunk of 250
 * rows of a revert by scanning all 100,000 of them (410 ms a chunk instead of 16 ms).
 *
 * So the store counts the rows its own committed transactions wrote (commands, stored previews)
 * and analyzes a table when they pass autovacuum's rule, with a larger floor so that everyday
 * writes never trigger it: ANALYZE_BASE rows plus ANALYZE_SCALE of the table as last analyzed.
 * The analyze runs after the commit, outside any request (a client that leaves does not stop it),
 * one at a time; `idle()` waits for it before the database closes. On PostgreSQL it does the same
 * at once rather than at autovacuum's next round (its naptime is a minute), which is what makes a
 * revert right after a bulk apply plan as well as later.
 */
export const ANALYZE_BASE = 1000;
export const ANALYZE_SCALE = 0.1;

export interface Statistics {
  /** `rows` rows of `table` were inserted, updated or deleted by a transaction that committed. */
  wrote(table: string, rows: number): void;
  /** Resolves once no analyze is running or due. */
  idle(): Promise<void>;
}

/** Keeps statistics with `run`, which must run outside any request's scope. */
export function statisticsKeeper(run: (sql: string, params?: unknown[]) => Promise<unknown[]>): Statistics {
  /** Rows written per table since it was last analyzed. */
  const written = new Map<string, number>();
  /** Rows per table at its last analyze (pg_class.reltuples), read once per table. */
  const size = new Map<string, number>();
  let running: Promise<void> | undefined;
  /** Rows were counted while a round ran: it may have looked at what was due before they came. */
  let countedSince = false;

  const sizeOf = async (table: string): Promise<number> => {
    if (!size.has(table)) {
      const rows = (await run('select reltuples::float8 as n from pg_class where oid = to_regclass($1)', [
        table,
      ])) as Array<{ n: number }>;
      size.set(table, Math.max(0, Number(rows[0]?.n ?? 0)));
    }
    return size.get(table)!;
  };

  const due = async (): Promise<string[]> => {
    const tables: string[] = [];
    for (const [table, rows] of written)
      if (rows > ANALYZE_BASE + ANALYZE_SCALE * (await sizeOf(table))) tables.push(table);
    return tables;
  };

  const settle = async (): Promise<void> => {
    for (let tables = await due(); tables.length; tables = await due()) {
      for (const table of tables) {
        written.delete(table);
        await run(`analyze ${table}`);
        size.delete(table);
      }
    }
  };

  const start = (): void => {
    running ??= settle()
      .catch((error: unknown) => {
        // Statistics are an optimisation: a failed analyze leaves the old ones, and says so.
        console.warn(`analyze failed: ${(error as Error).message}`);
      })
      .finally(() => {
        running = undefined;
        // Only rows counted during the round start another: one that found nothing due ends.
        if (countedSince) {
          countedSince = false;
          start();
        }
      });
  };

  return {
    wrote(table, rows) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
      if (rows <= 0) return;
      written.set(table, (written.get(table) ?? 0) + rows);
      if (written.get(table)! <= ANALYZE_BASE) return;
      if (running) countedSince = true;
      start();
    },
    async idle() {
      while (running) await running;
    },
  };
}
