/**
 * SRP (search result page) tracking storage (§3, §7): the srp_products table (company,
 * product_uuid, is_active) is the read side; every save and delete also appends one event on the
 * stream `srp:{code}` with `{rows: {insert, update, delete}}`, and the SRP logs are read from those.
 */
import type { Queryable } from './db.js';

export interface SrpRow {
  product_uuid: string;
  is_active: boolean;
  before?: boolean;
}
export type SrpLogData = { rows: { insert: SrpRow[]; update: SrpRow[]; delete: SrpRow[] } };

/** The company's SRP list; `lock` holds its rows until the transaction ends. */
export async function srpList(
  q: Queryable,
  code: string,
  lock = false,
): Promise<Array<{ product_uuid: string; is_active: boolean }>> {
  return q.query<{ product_uuid: string; is_active: boolean }>(
    `select product_uuid::text as product_uuid, is_active from srp_products
      where company_code = $1 ${lock ? 'for update' : 'order by product_uuid'}`,
    [code],
  );
}

/** The company's products among `uuids` with their name, own active flag and SRP flag (null when not listed). */
export async function srpProducts(q: Queryable, code: string, uuids: readonly string[]) {
  return q.query<{
    product_uuid: string;
    product_name: string;
    product_active: boolean | null;
    srp_active: boolean | null;
  }>(
    `select p.uuid::text as product_uuid, p.data ->> 'product_name' as product_name,
      (p.data ->> 'is_active')::boolean as product_active, s.is_active as srp_active
       from records p left join srp_products s on s.company_code = $1 and s.product_uuid = p.uuid
      where p.store = 'products' and p.company_code = $1 and p.uuid = any($2::uuid[])`,
    [code, [...new Set(uuids)]],
  );
}

/** The newest `limit` saves and deletes of the company's SRP list (events of `srp:{code}`). */
export async function srpLogEvents(q: Queryable, code: string, limit: number) {
  return q.query<{
    position: number;
    type: string;
    data: SrpLogData;
    meta: { user_uuid?: string | null; transaction_uuid?: string | null };
    recorded_at: string | Date;
  }>(
    `select position, type, data, meta, recorded_at from events where stream_id = $1 order by position desc limit $2`,
    [`srp:${code}`, limit],
  );
}

/** Inserts or updates SRP entries of the company. */
export async function upsertSrp(q: Queryable, code: string, rows: readonly SrpRow[]): Promise<void> {
  await q.query(
    `insert into srp_products (company_code, product_uuid, is_active) select $1, product_uuid, is_active
      from jsonb_to_recordset($2::jsonb) as r(product_uuid uuid, is_active boolean)
     on conflict (company_code, product_uuid) do update set is_active = excluded.is_active, updated_at = now()`,
    [code, JSON.stringify(rows)],
  );
}

/** Removes SRP entries of the company; answers those that were there. */
export async function deleteSrp(q: Queryable, code: string, uuids: readonly string[]): Promise<SrpRow[]> {
  return q.query<SrpRow>(
    'delete from srp_products where company_code = $1 and product_uuid = ' +
      'any($2::uuid[]) returning product_uuid::text as product_uuid, is_active',
    [code, [...new Set(uuids)]],
  );
}
