/** Shared steps of the bulk, dissociation and specials contract tests. */
import { expect } from 'vitest';
import type { TestPlatform } from '../harness.js';

export const company = (code: string, name = `Company ${code}`) => ({ version: '1.0', request: { name, digit_code: code, is_active: true, external_pim: false } });

/** Creates a record with a generic POST and answers it. */
export async function create(t: TestPlatform, path: string, request: Record<string, unknown>) {
  const { status, body } = await t.call('POST', path, { version: '1.0', request }, 'admin');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Waits for every queued task, then answers the task record. */
export async function finished(t: TestPlatform, taskUuid: string) {
  await t.platform.context.tasks.idle();
  const { body } = await t.call('GET', `/tasks/getbyuuid/${taskUuid}`, undefined, 'ops');
  return body.data;
}

/** Counts of the records and events of one store, and of the transactions: a failed apply leaves all three unchanged. */
export async function storeState(t: TestPlatform, store: string) {
  const rows = await t.platform.context.db.query<{ records: number; events: number; transactions: number }>(
    `select (select count(*)::int from records where store = $1) as records,
            (select count(*)::int from events where stream_type = $1) as events,
            (select count(*)::int from records where store = 'transactions') as transactions`,
    [store],
  );
  return rows[0]!;
}
