/**
 * History read from the events (DESIGN §3): the changes of one record's stream, or of one
 * transaction across its records, as history entries, newest first (a stream) or in order (a
 * transaction), paged in SQL.
 */
import { navigationFor } from '@console/schema';
import { eventChanges, sameValue } from './commands.js';
import type { Queryable } from './db.js';

interface EventRow {
  position: number;
  stream_id: string;
  version: number;
  type: string;
  data: {
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    changes: Array<{ field: string; before: unknown; after: unknown }>;
  };
  meta: { user_uuid?: string | null; transaction_uuid?: string | null; task_uuid?: string | null };
  recorded_at: string | Date;
  user_email: string | null;
  user_name: string | null;
  total: number;
}

export interface Paging {
  page: number;
  page_size: number;
}

const EVENT_SELECT = `select e.position, e.stream_id, e.version, e.type, e.data, e.meta, e.recorded_at,
  u.email as user_email, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as user_name,
  count(*) over ()::int as total
  from events e left join users u on u.user_uuid::text = e.meta ->> 'user_uuid'`;

/** Every change one transaction made, leaving out the events of `hiddenStreamTypes`. */
export async function transactionHistory(
  q: Queryable,
  transactionUuid: string,
  hiddenStreamTypes: readonly string[],
  navigation: Paging,
) {
  const rows = await q.query<EventRow>(
    `${EVENT_SELECT} where e.meta ->> 'transaction_uuid' = $1 and e.stream_type <> all($4::text[])
      order by e.position limit $2 offset $3`,
    [transactionUuid, navigation.page_size, (navigation.page - 1) * navigation.page_size, hiddenStreamTypes],
  );
  return page(rows, navigation);
}

/** The uuid of the record of `store` that had `id` (deleted ones too: the id lives on in their events). */
export async function uuidOfId(q: Queryable, store: string, id: number): Promise<string | undefined> {
  const found = await q.query<{ stream_id: string }>(
    `select stream_id from events where stream_type = $1 and (data ->> 'id')::bigint = $2 order by position limit 1`,
    [store, id],
  );
  return found[0]?.stream_id.slice(store.length + 1);
}

/** The changes of the record `uuid` of `store`, newest first. */
export async function recordHistory(q: Queryable, store: string, uuid: string, navigation: Paging) {
  const rows = await q.query<EventRow>(
    `${EVENT_SELECT} where e.stream_id = $1 order by e.version desc limit $2 offset $3`,
    [`${store}:${uuid}`, navigation.page_size, (navigation.page - 1) * navigation.page_size],
  );
  return page(rows, navigation);
}

function page(rows: EventRow[], navigation: Paging) {
  return {
    data: rows.map((row) => ({
      position: Number(row.position),
      stream_id: row.stream_id,
      version: row.version,
      type: row.type,
      operation: row.type.endsWith('.created') ? 'insert' : row.type.endsWith('.deleted') ? 'delete' : 'update',
      user_uuid: row.meta.user_uuid ?? null,
      user_email: row.user_email,
      user_name: row.user_name,
      transaction_uuid: row.meta.transaction_uuid ?? null,
      task_uuid: row.meta.task_uuid ?? null,
      recorded_at: new Date(row.recorded_at).toISOString(),
      // Events recorded before diff compared values regardless of key order may list a field whose
      // value did not change (same value, keys reordered by jsonb): a version shows only what changed.
      changes: eventChanges(row.data).filter((c) => !sameValue(c.before, c.after)),
      before: row.data.before ?? null,
      after: row.data.after ?? null,
    })),
    navigation: navigationFor(navigation.page, navigation.page_size, rows[0]?.total ?? 0),
  };
}
