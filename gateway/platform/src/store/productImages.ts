/** Product media as the image calls read them (§7): per product, with the products' names. */
import type { Queryable } from './db.js';
import type { RecordRow } from './records.js';

/** The folder whose first image is the product's main image. */
export const MAIN_FOLDER = 'main';

/** The media of a company's products (all, or those named), grouped by product, and the products' names. */
export async function mediaOf(q: Queryable, code: string, products: readonly string[] | null) {
  const [rows, names] = await Promise.all([
    q.query<RecordRow>(
      `select id, uuid::text as uuid, version, company_code, data, created_at, updated_at from records
        where store = 'product_media' and company_code = $1 and ($2::text[] is null
          or data ->> 'product_uuid' = any($2::text[]))
        order by data ->> 'product_uuid', data ->> 'product_folder', (data ->> 'position')::int, id`,
      [code, products],
    ),
    q.query<{ uuid: string; name: string; code: string }>(
      `select uuid::text as uuid, data ->> 'product_name' as name, company_code as code from records
        where store = 'products' and company_code = $1
          and ($2::uuid[] is null or uuid = any($2::uuid[])) order by id limit 10000`,
      [code, products],
    ),
  ]);
  const byProduct = new Map<string, RecordRow[]>();
  for (const row of rows) {
    const key = String(row.data.product_uuid);
    if (!byProduct.has(key)) byProduct.set(key, []);
    byProduct.get(key)!.push(row);
  }
  return { byProduct, names: new Map(names.map((n) => [n.uuid, n.name])) };
}
