/**
 * One database interface over PGlite (embedded, a folder on disk) and a PostgreSQL server
 * (DATABASE_URL). The same SQL runs on both (PGlite is PostgreSQL 18, the server 15).
 *
 * Queries run for an HTTP request stop when its client goes away (requestScope.ts): the
 * next query is refused (RequestCancelled), so long work stops between chunks and a transaction
 * rolls back; on PostgreSQL the running query is cancelled as well (pg_cancel_backend). PGlite
 * runs a query to its end in this thread: there the refusal of the next one is the stop.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { InvalidValue } from './errors.js';
import { RequestCancelled, requestSignal, throwIfCancelled } from './requestScope.js';
import { type Statistics, statisticsKeeper } from './statistics.js';
import { turns } from './turns.js';

export { InvalidValue };

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** `error` as InvalidValue when it is a data exception, else as it is. */
function classify(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22') ? new InvalidValue((error as Error).message) : error;
}

export interface Db extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Rows written by committed transactions, for the planner's statistics (statistics.ts). */
  readonly statistics: Statistics;
  /** Closes the store once a running analyze has ended. */
  close(): Promise<void>;
}

/** Opens PGlite in `dataDir` (created when missing), or PostgreSQL when `databaseUrl` is set. */
export async function openDb(options: { dataDir?: string; databaseUrl?: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/**
 * PostgreSQL settings of the embedded store. shared_buffers: PGlite's data folder says 128 MB, which
 * its WebAssembly memory holds for good (~130 MB of the process's resident memory, issue 17); the
 * files are read through the operating system's page cache anyway, so 32 MB costs little speed.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** The statistics target of the embedded store's own analyzes (see openPglite). */
const ANALYZE_TARGET = 30;

async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves "contains" filters from an index (migrations/010_list_indexes.sql).
  const lite = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    extensions: { pg_trgm },
  });
  // One statement or transaction at a time, the loop given its turn every few milliseconds (turns.ts).
  const gate = turns();
  const run = async <T>(q: { query: PGlite['query'] }, sql: string, params: readonly unknown[]) => {
    throwIfCancelled();
    try {
      return (await q.query<T>(sql, params as unknown[])).rows;
    } catch (error) {
      throw classify(error);
    }
  };
  // Outside any request's scope: a client that leaves does not stop an analyze. An analyze runs on
  // this thread as well, and nothing else does meanwhile: it samples ANALYZE_TARGET × 300 rows, not
  // the default 30,000 (on 45,000 records: 0.37 s instead of 0.8 s, seconds on a busy machine, when
  // a read waiting behind two of them hit the gateway's 5 s timeout). Row counts, which the planner
  // needed most (statistics.ts), are as exact; the common values of each column are 30, not 100.
  const statistics = statisticsKeeper((sql, params) =>
    gate.run(async () => {
      if (!sql.startsWith('analyze ')) return (await lite.query(sql, params)).rows;
      await lite.query(`set default_statistics_target = ${ANALYZE_TARGET}`);
      try {
        return (await lite.query(sql, params)).rows;
      } finally {
        await lite.query('reset default_statistics_target');
      }
    }),
  );
  return {
    dialect: 'pglite',
    query: (sql, params = []) => gate.run(() => run(lite, sql, params)),
    statistics,
    transaction: (fn) =>
      gate.run(() =>
        lite.transaction(async (tx) => {
          // The transaction holds the store; between its statements the loop still polls.
          const result = await fn({
            query: async (sql, params = []) => {
              await gate.between();
              return run(tx, sql, params);
            },
          });
          // As on PostgreSQL: a request whose client left meanwhile rolls back rather than commit.
          throwIfCancelled();
          return result;
        }),
      ),
    exec: (sql) => gate.run(async () => void (await lite.exec(sql))),
    close: async () => {
      await statistics.idle();
      await lite.close();
    },
  };
}

/** The server process behind a pool client (node-postgres keeps it from the backend's key data). */
const backendPid = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;

/** Asks the server, on a connection of its own, to cancel what backend `pid` is running. */
async function cancelBackend(databaseUrl: string, pid: number): Promise<void> {
  const canceller = new pg.Client({ connectionString: databaseUrl });
  try {
    await canceller.connect();
    await canceller.query('select pg_cancel_backend($1)', [pid]);
  } catch {
    // The query ends anyway, refused at the next one; nothing more to do.
  } finally {
    await canceller.end().catch(() => undefined);
  }
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Numeric and bigint columns come back as numbers where they fit (ids, counts, positions).
  pool.on('error', () => undefined);

  /**
   * Runs one statement on `client`, cancelled on the server if the request's client goes away
   * meanwhile. The cancel is awaited before the client goes back to the pool, so it can only
   * reach this statement (a cancel that finds the backend idle does nothing).
   */
  const run = async <T>(client: pg.PoolClient, sql: string, params: readonly unknown[] = []): Promise<T[]> => {
    throwIfCancelled();
    const signal = requestSignal();
    let cancelling: Promise<void> | undefined;
    const onAbort = () => {
      cancelling = cancelBackend(databaseUrl, backendPid(client));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return (await client.query(sql, params as unknown[])).rows as T[];
    } catch (error) {
      // 57014: query_canceled, here because the request's client went away.
      if (signal?.aborted && (error as { code?: string }).code === '57014') throw new RequestCancelled();
      throw classify(error);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      await cancelling;
    }
  };
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  await pool.query('select 1');
  const statistics = statisticsKeeper(async (sql, params) => (await pool.query(sql, params)).rows);
  return {
    dialect: 'postgres',
    statistics,
    query: (sql, params) => withClient((client) => run(client, sql, params)),
    transaction: (fn) =>
      withClient(async (client) => {
        try {
          await run(client, 'begin');
          const result = await fn({ query: (sql, params) => run(client, sql, params) });
          // A request whose client left meanwhile rolls back rather than commit for nobody.
          await run(client, 'commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await statistics.idle();
      await pool.end();
    },
  };
}

// bigint (int8) as a JS number: positions and counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));
