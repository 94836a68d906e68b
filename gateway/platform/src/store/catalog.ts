/**
 * Catalogue reads of the domain calls (§7): product names in use, active products, products with
 * chosen columns, products per retailer country, the retailers that track a metric, and the max
 * results of rankings and listings. Each is one query over the records table.
 */
import type { ListingsMaxResultRow, RankingsMaxResultRow } from '@console/schema';
import type { Queryable } from './db.js';
import type { RecordRow } from './records.js';

const SELECT = 'select id, uuid::text as uuid, version, company_code, data, created_at, updated_at from records';

/** A product name as names compare: trimmed, case-insensitive, runs of spaces (non-breaking ones too) as one. */
const NORMAL_NAME = `lower(regexp_replace(btrim(replace(data ->> 'product_name', chr(160), ' ')), '\\s+', ' ', 'g'))`;

/** The company's products whose normalised name is one of `names` (already normalised). */
export async function productsNamed(
  q: Queryable,
  code: string,
  names: readonly string[],
): Promise<Array<{ name: string; uuid: string }>> {
  return q.query<{ name: string; uuid: string }>(
    `select ${NORMAL_NAME} as name, uuid::text as uuid from records where store = 'products'
      and company_code = $1 and ${NORMAL_NAME} = any($2::text[])`,
    [code, names],
  );
}

/** The company's active products, by name. */
export async function activeProducts(q: Queryable, code: string): Promise<RecordRow[]> {
  return q.query<RecordRow>(
    `${SELECT} where store = 'products' and company_code = $1
      and coalesce((data ->> 'is_active')::boolean, true) order by data ->> 'product_name', id`,
    [code],
  );
}

const RECORD_COLUMNS: Record<string, string> = {
  id: 'id',
  uuid: 'uuid::text',
  product_uuid: 'uuid::text',
  version: 'version',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/** Every product of the company with only `columns` (field paths the caller checked against the model). */
export async function productColumns(
  q: Queryable,
  code: string,
  columns: readonly string[],
): Promise<Array<Record<string, unknown>>> {
  const pairs = columns.map((c) => `'${c}', ${RECORD_COLUMNS[c] ?? `data #> '{${c.split('.').join(',')}}'`}`);
  // jsonb_build_object takes at most 100 arguments: 50 columns fit.
  const rows = await q.query<{ row: Record<string, unknown> }>(
    `select jsonb_build_object(${pairs.join(', ')}) as row from records where store = 'products'
      and company_code = $1 order by id`,
    [code],
  );
  return rows.map((r) => r.row);
}

/** Per country: the company's products listed at a retailer of that country, and those retailers. */
export async function productsByCountry(q: Queryable, code: string) {
  return q.query<{ country_id: number | null; iso_code: string | null; products: number; retailers: number }>(
    `select (r.data #>> '{country,id}')::int as country_id, coalesce(r.data #>> '{country,iso_code}',
      c.data ->> 'iso_code') as iso_code,
            count(distinct l.data ->> 'product_uuid')::int as products, count(distinct r.uuid)::int as retailers
       from records l
       join records r on r.store = 'retailers' and r.data ->> 'digit_code' = l.data #>> '{retailer,digit_code}'
       left join records c on c.store = 'countries' and c.id = (r.data #>> '{country,id}')::bigint
      where l.store = 'listings' and l.company_code = $1
      group by 1, 2 order by 3 desc, 2`,
    [code],
  );
}

/**
 * Per keyword and retailer_url of the company's rankings: the deepest rank seen, how many rankings and
 * products, the last date.
 */
export async function rankingsMaxResults(
  q: Queryable,
  params: { code: string; retailer_url?: string; keyword?: string },
) {
  return q.query<RankingsMaxResultRow>(
    `select data ->> 'keyword' as keyword, data ->> 'retailer_url' as retailer_url,
      max((data ->> 'rank')::int) as max_results,
            count(*)::int as rankings, count(distinct data ->> 'product_uuid')::int as products,
              max(data ->> 'date') as last_date
       from records where store = 'rankings' and company_code = $1
        and ($2::text is null or data ->> 'retailer_url' = $2) and ($3::text is null or data ->> 'keyword' = $3)
      group by 1, 2 order by 1, 2`,
    [params.code, params.retailer_url ?? null, params.keyword ?? null],
  );
}

/**
 * Per retailer_url of the company's listings: the SKUs listed, how many listings and in stock, the last date
 * (`keyword` narrows by SKU text).
 */
export async function listingsMaxResults(
  q: Queryable,
  params: { code: string; retailer_url?: string; keyword?: string },
) {
  return q.query<ListingsMaxResultRow>(
    `select data ->> 'retailer_url' as retailer_url, count(distinct data ->> 'sku')::int as max_results,
      count(*)::int as listings,
            count(*) filter (where (data ->> 'in_stock')::boolean)::int as in_stock, max(data ->> 'date') as last_date
       from records where store = 'listings' and company_code = $1
        and ($2::text is null or data ->> 'retailer_url' = $2) and ($3::text is null
          or data ->> 'sku' ilike '%' || $3 || '%')
      group by 1 order by 1`,
    [params.code, params.retailer_url ?? null, params.keyword ?? null],
  );
}

/** The company's retailer links that track `metric`, each with its retailer's record (if any). */
export async function retailersTracking(q: Queryable, code: string, metric: string) {
  return q.query<{
    link_uuid: string;
    link: Record<string, unknown>;
    retailer_uuid: string | null;
    retailer_id: number | null;
    retailer: Record<string, unknown> | null;
  }>(
    `select l.uuid::text as link_uuid, l.data as link, r.uuid::text as retailer_uuid, r.id as retailer_id,
      r.data as retailer
       from records l
       left join records r on r.store = 'retailers' and r.data ->> 'digit_code' = l.data #>> '{retailer,digit_code}'
      where l.store = 'company_retailers' and l.company_code = $1 and l.data -> 'metrics' ? $2
      order by l.data ->> 'retailer_url'`,
    [code, metric],
  );
}
