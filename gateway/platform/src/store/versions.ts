/**
 * Optimistic concurrency of single-record writes (DESIGN §8 "writes carry their version"): a write
 * names the version the user saw, and a stale one answers 409 saying what the record is at now and
 * who changed it when — read from the stream's last event, one indexed lookup on the refused path.
 */
import type { Queryable } from './db.js';
import { Conflict } from './errors.js';
import type { RecordRow } from './records.js';

/** Who last changed a record and when (its stream's last event). */
export interface LastChange {
  user_uuid: string | null;
  email: string | null;
  at: string | null;
}

export async function lastChange(q: Queryable, streamId: string): Promise<LastChange> {
  const rows = await q.query<{ user_uuid: string | null; email: string | null; at: string | Date | null }>(
    `select e.meta ->> 'user_uuid' as user_uuid, u.email, e.recorded_at as at from events e
       left join users u on u.user_uuid::text = e.meta ->> 'user_uuid'
      where e.stream_id = $1 order by e.version desc limit 1`,
    [streamId],
  );
  const row = rows[0];
  return {
    user_uuid: row?.user_uuid ?? null,
    email: row?.email ?? null,
    at: row?.at ? new Date(row.at).toISOString() : null,
  };
}

/**
 * The 409 of a write that expected `expected` while the record is at `existing.version`:
 * `data.current_version`, `data.your_version`, `data.changed_by {user_uuid, email}`, `data.changed_at`.
 */
export async function staleVersion(
  q: Queryable,
  store: string,
  existing: Pick<RecordRow, 'uuid' | 'version'>,
  expected: number,
): Promise<Conflict> {
  const last = await lastChange(q, `${store}:${existing.uuid}`);
  const who = last.email ?? last.user_uuid;
  const by = who ? ` by ${who}` : '';
  const when = last.at ? ` at ${last.at}` : '';
  return new Conflict(
    `${store} record ${existing.uuid} is at version ${existing.version} (changed${by}${when}), ` +
      `not the version ${expected} you sent: reload it and apply your change again`,
    'request.version',
    {
      current_version: existing.version,
      your_version: expected,
      changed_by: last.user_uuid || last.email ? { user_uuid: last.user_uuid, email: last.email } : null,
      changed_at: last.at,
    },
  );
}
