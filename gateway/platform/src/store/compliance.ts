/**
 * What compliance reads (§7): a company's active rules, its products page by page, and each
 * product with its SKUs and media (services/compliance.ts evaluates the rules against them).
 */
import type { Queryable } from './db.js';
import type { RecordRow } from './records.js';

export interface Rule {
  uuid: string;
  name: string;
  type: string;
  field: string;
  operator: string;
  value: string | number | null;
}

export interface Subject {
  product: RecordRow;
  skus: RecordRow[];
  media: RecordRow[];
}

const SELECT = 'select id, uuid::text as uuid, version, company_code, data, created_at, updated_at from records';

/** Active rules of a company, of the given types (all when omitted). */
export async function activeRules(q: Queryable, code: string, types?: readonly string[]): Promise<Rule[]> {
  const rows = await q.query<RecordRow>(
    `${SELECT} where store = 'compliance' and company_code = $1 and coalesce((data ->> 'is_active')::boolean, true)
       and ($2::text[] is null or data ->> 'type' = any($2::text[])) order by id`,
    [code, types ?? null],
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    name: String(r.data.name),
    type: String(r.data.type),
    field: String(r.data.field),
    operator: String(r.data.operator),
    value: (r.data.value ?? null) as Rule['value'],
  }));
}

/** Products with their SKUs and media, loaded in three queries. */
export async function subjects(q: Queryable, products: readonly RecordRow[]): Promise<Subject[]> {
  const uuids = products.map((p) => p.uuid);
  const [skus, media] = await Promise.all([
    q.query<RecordRow>(
      `${SELECT} where store = 'product_skus' and data ->> 'product_uuid' = any($1::text[]) order by id`,
      [uuids],
    ),
    q.query<RecordRow>(
      `${SELECT} where store = 'product_media' and data ->> 'product_uuid' = any($1::text[]) order by id`,
      [uuids],
    ),
  ]);
  const group = (rows: RecordRow[]) => {
    const map = new Map<string, RecordRow[]>();
    for (const row of rows) {
      const key = String(row.data.product_uuid);
      if (!map.has(key)) map.set(key, []);
      map.get(key)!.push(row);
    }
    return map;
  };
  const skusOf = group(skus);
  const mediaOf = group(media);
  return products.map((product) => ({
    product,
    skus: skusOf.get(product.uuid) ?? [],
    media: mediaOf.get(product.uuid) ?? [],
  }));
}

/** One page of a company's products, optionally narrowed, with the total. */
export async function complianceProducts(
  q: Queryable,
  code: string,
  filter: { product_uuid?: string[]; is_active?: boolean; product_name?: string },
  paging: { page: number; page_size: number },
): Promise<{ products: RecordRow[]; total: number }> {
  const where = `store = 'products' and company_code = $1 and ($2::uuid[] is null or uuid = any($2::uuid[]))
      and ($3::boolean is null or coalesce((data ->> 'is_active')::boolean, true) = $3)
      and ($4::text is null or data ->> 'product_name' ilike '%' || $4 || '%')`;
  const params = [code, filter.product_uuid ?? null, filter.is_active ?? null, filter.product_name ?? null];
  const [products, count] = await Promise.all([
    q.query<RecordRow>(`${SELECT} where ${where} order by id limit $5 offset $6`, [
      ...params,
      paging.page_size,
      (paging.page - 1) * paging.page_size,
    ]),
    q.query<{ total: number }>(`select count(*)::int as total from records where ${where}`, params),
  ]);
  return { products, total: count[0]?.total ?? 0 };
}

/** Products by uuid, whatever their company. */
export async function productsByUuid(q: Queryable, uuids: readonly string[]): Promise<RecordRow[]> {
  return q.query<RecordRow>(`${SELECT} where store = 'products' and uuid = any($1::uuid[])`, [[...new Set(uuids)]]);
}
