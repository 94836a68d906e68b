/**
 * What the crash tests share: a store prepared in-process (migrated, the demo users inserted, then
 * closed — as tests/contract/harness.ts inserts users), a REST client that signs in, and the
 * invariants every restart must find: records and events agree, and each task tells the truth.
 */
import { type Db, type Queryable, openDb } from '../../gateway/platform/src/store/db.js';
import { migrate } from '../../gateway/platform/src/store/migrate.js';
import { DEMO_PASSWORD, insertDemoUsers } from '../../gateway/platform/src/seed/users.js';
import { testPasswordHash } from '../support/testStore.js';

/** Where a platform keeps its store: a PGlite folder or a PostgreSQL database. */
export interface StoreTarget {
  dataDir?: string;
  databaseUrl?: string;
}

/** Opens the store of a target (the platform must not be running on it). */
export const openStore = (target: StoreTarget): Promise<Db> => openDb(target);

/** Migrates an empty store and inserts the demo users, then closes it. */
export async function prepareStore(target: StoreTarget): Promise<void> {
  const db = await openStore(target);
  try {
    await migrate(db);
    await insertDemoUsers(db, await testPasswordHash(DEMO_PASSWORD));
  } finally {
    await db.close();
  }
}

export interface Answer {
  status: number;
  body: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any shape
    data: any;
    message: string;
    status: number;
    navigation: { page: number; page_size: number; total_items: number; total_pages: number } | null;
  };
}

/** Calls a platform's REST as a signed-in user; `token` is the session's bearer token. */
export type Client = ((method: string, path: string, body?: unknown) => Promise<Answer>) & { readonly token: string };

/** A REST client of a platform at `url`, signed in as a demo user. */
export async function signIn(url: string, email: string): Promise<Client> {
  const raw = async (method: string, path: string, body: unknown, token?: string): Promise<Answer> => {
    const response = await fetch(url + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const login = await raw('POST', '/auth/login', { email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${login.body.message}`);
  const token = String(login.body.data.token);
  return Object.assign((method: string, path: string, body?: unknown) => raw(method, path, body, token), { token });
}

/**
 * Records and events disagree where (streams of records only: not users, SRP lists or settings): a record's
 * version is not its stream's last event version;
 * a stream whose last event is not a deletion has no record; a record has no stream. Answers
 * up to ten such problems, described (none: []).
 */
export async function recordEventMismatches(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ problem: string }>(
    `with last as (
       select distinct on (stream_id) stream_id, version, type from events
        where stream_type not in ('users', 'srp', 'settings') order by stream_id, version desc
     ), rec as (
       select store || ':' || uuid::text as stream_id, version from records
     )
     select coalesce(r.stream_id, l.stream_id) || ': ' ||
            case when r.stream_id is null then 'no record, last event ' || l.type || ' v' || l.version
                 when l.stream_id is null then 'record v' || r.version || ' has no events'
                 else 'record v' || r.version || ', last event ' || l.type || ' v' || l.version end as problem
       from rec r full join last l on l.stream_id = r.stream_id
      where r.stream_id is null and l.type not like '%.deleted'
         or l.stream_id is null
         or (r.stream_id is not null and l.stream_id is not null and r.version <> l.version)
      limit 10`,
  );
  return rows.map((r) => r.problem);
}
