/** {resource}/history/getlist: a record's changes read from the events (DESIGN §3, store/events.ts). */
import { listNavigationSchema, navigationFor, unreadableStreams } from '@console/schema';
import { z } from 'zod';
import type { Queryable } from '../../store/db.js';
import { recordHistory, transactionHistory, uuidOfId } from '../../store/events.js';
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

/**
 * The changes of one record of `store` (a resource's store, or `users` for role changes), or of
 * one transaction across its records — leaving out the streams the caller's `scope` may not read
 * (STREAM_READ_ACTIONS: role changes and settings are the adminOrOwner guard's).
 */
export async function readHistory(
  q: Queryable,
  def: { store: string },
  body: unknown,
  scope: readonly string[],
): Promise<Reply> {
  const { filter, navigation } = parseOr400(historyRequestSchema, body ?? {});
  if (filter.transaction_uuid)
    return transactionHistory(q, filter.transaction_uuid, ['transactions', ...unreadableStreams(scope)], navigation);
  let uuid = filter.uuid ?? filter.product_uuid;
  if (!uuid && filter.id !== undefined) uuid = await uuidOfId(q, def.store, filter.id);
  if (!uuid) {
    if (filter.id === undefined) throw badRequest('filter.uuid or filter.id is required', 'filter');
    return { data: [], navigation: navigationFor(navigation.page, navigation.page_size, 0) };
  }
  return recordHistory(q, def.store, uuid, navigation);
}
