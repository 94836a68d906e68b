/** {resource}/history/getlist: a record's changes read from the events (DESIGN §3). */
import { listNavigationSchema, navigationFor, unreadableStreams } from '@console/schema';
import { z } from 'zod';
import type { Queryable } from '../../store/db.js';
import { badRequest, parseOr400 } from '../errors.js';
import type { Reply } from '../router.js';

const historyRequestSchema = z.strictObject({
  filter: z.strictObject({
    uuid: z.uuid({ error: 'filter.uuid must be a UUID' }).optional(),
    product_uuid: z.uuid({ error: 'filter.product_uuid must be a UUID' }).optional(),
    id: z.number().int().positive().optional(),
    /** Every change one transaction made, across its records (transactions/{uuid} screens). */
    transaction_uuid: z.uuid({ error: 'filter.transaction_uuid must be a UUID' }).optional(),
  }),
  navigation: listNavigationSchema.default({ page: 1, page_size: 50 }),
});

interface EventRow {
  position: number;
  stream_id: string;
  version: number;
  type: string;
  data: { before: Record<string, unknown> | null; after: Record<string, unknown> | null; changes: Array<{ field: string; before: unknown; after: unknown }> };
  meta: { user_uuid?: string | null; transaction_uuid?: string | null; task_uuid?: string | null };
  recorded_at: string | Date;
  user_email: string | null;
  total: number;
}

/**
 * The changes of one record of `store` (a resource's store, or `users` for role changes), or of
 * one transaction across its records — leaving out the streams the caller's `scope` may not read
 * (STREAM_READ_ACTIONS: role changes and settings are the adminOrOwner guard's).
 */
export async function readHistory(q: Queryable, def: { store: string }, body: unknown, scope: readonly string[]): Promise<Reply> {
  const { filter, navigation } = parseOr400(historyRequestSchema, body ?? {});
  if (filter.transaction_uuid) {
    const hidden = ['transactions', ...unreadableStreams(scope)];
    const rows = await q.query<EventRow>(
      `${EVENT_SELECT} where e.meta ->> 'transaction_uuid' = $1 and e.stream_type <> all($4::text[]) order by e.position limit $2 offset $3`,
      [filter.transaction_uuid, navigation.page_size, (navigation.page - 1) * navigation.page_size, hidden],
    );
    return page(rows, navigation);
  }
  let uuid = filter.uuid ?? filter.product_uuid;
  if (!uuid && filter.id !== undefined) {
    // By id: also finds deleted records, whose id lives on in their events.
    const found = await q.query<{ stream_id: string }>(
      `select stream_id from events where stream_type = $1 and (data ->> 'id')::bigint = $2 order by position limit 1`,
      [def.store, filter.id],
    );
    uuid = found[0]?.stream_id.slice(def.store.length + 1);
  }
  if (!uuid) {
    if (filter.id === undefined) throw badRequest('filter.uuid or filter.id is required', 'filter');
    return { data: [], navigation: navigationFor(navigation.page, navigation.page_size, 0) };
  }
  const rows = await q.query<EventRow>(`${EVENT_SELECT} where e.stream_id = $1 order by e.version desc limit $2 offset $3`, [
    `${def.store}:${uuid}`,
    navigation.page_size,
    (navigation.page - 1) * navigation.page_size,
  ]);
  return page(rows, navigation);
}

const EVENT_SELECT = `select e.position, e.stream_id, e.version, e.type, e.data, e.meta, e.recorded_at, u.email as user_email, count(*) over ()::int as total
  from events e left join users u on u.user_uuid::text = e.meta ->> 'user_uuid'`;

function page(rows: EventRow[], navigation: { page: number; page_size: number }): Reply {
  return {
    data: rows.map((row) => ({
      position: Number(row.position),
      stream_id: row.stream_id,
      version: row.version,
      type: row.type,
      operation: row.type.endsWith('.created') ? 'insert' : row.type.endsWith('.deleted') ? 'delete' : 'update',
      user_uuid: row.meta.user_uuid ?? null,
      user_email: row.user_email,
      transaction_uuid: row.meta.transaction_uuid ?? null,
      task_uuid: row.meta.task_uuid ?? null,
      recorded_at: new Date(row.recorded_at).toISOString(),
      changes: row.data.changes ?? [],
      before: row.data.before ?? null,
      after: row.data.after ?? null,
    })),
    navigation: navigationFor(navigation.page, navigation.page_size, rows[0]?.total ?? 0),
  };
}
