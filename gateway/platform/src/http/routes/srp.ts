/**
 * SRP (search result page) tracking (§3, §7). Storage: the srp_products table (company,
 * product_uuid, is_active) is the read side; every save and delete also appends one event on
 * the stream `srp:{code}` with `{rows: {insert, update, delete}}` in the same transaction, and
 * the SRP logs are read from those events. Save and delete are two of the five calls §6 sends
 * with the gateway's service key (on behalf of the user, role `srp`).
 */
import { SRP_OPERATIONS, digitCodeSchema, srpDeleteRequestSchema, srpListProductsRequestSchema, srpSaveRequestSchema } from '@console/schema';
import { z } from 'zod';
import { plainSpaces, requireCompany } from '../../store/companies.js';
import { existingProducts } from '../../store/bulk/keys.js';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

interface SrpRow {
  product_uuid: string;
  is_active: boolean;
  before?: boolean;
}
type LogData = { rows: { insert: SrpRow[]; update: SrpRow[]; delete: SrpRow[] } };

const pathCode = (value: string) => parseOr400(z.object({ code: digitCodeSchema }), { code: value }).code;

export function registerSrpRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db, commands } = ctx;

  const ownProducts = async (code: string, uuids: string[], field: (i: number) => string) => {
    const owners = await existingProducts(db, uuids);
    uuids.forEach((uuid, i) => {
      const owner = owners.get(uuid);
      if (owner === undefined) throw badRequest(`${field(i)}: no product with product_uuid ${uuid}`, field(i));
      if (owner !== code) throw badRequest(`${field(i)}: product ${uuid} belongs to company ${owner}, not ${code}`, field(i));
    });
  };

  on('GET', '/srp/list/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const rows = await db.query<{ product_uuid: string; is_active: boolean }>('select product_uuid::text as product_uuid, is_active from srp_products where company_code = $1 order by product_uuid', [code]);
    return { data: { results: rows } };
  });

  on('POST', '/srp/list/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const { products } = parseOr400(srpListProductsRequestSchema, req.body);
    const rows = await db.query<{ product_uuid: string; product_name: string; product_active: boolean | null; srp_active: boolean | null }>(
      `select p.uuid::text as product_uuid, p.data ->> 'product_name' as product_name, (p.data ->> 'is_active')::boolean as product_active, s.is_active as srp_active
         from records p left join srp_products s on s.company_code = $1 and s.product_uuid = p.uuid
        where p.store = 'products' and p.company_code = $1 and p.uuid = any($2::uuid[])`,
      [code, [...new Set(products)]],
    );
    // is_active: tracked in the SRP list when it is, else the product's own flag.
    const data = Object.fromEntries(rows.map((r) => [r.product_uuid, { product_name: plainSpaces(r.product_name), is_active: r.srp_active ?? r.product_active ?? true }]));
    return { data };
  });

  on('GET', '/srp/logs/:code', 'read', async (req) => {
    const code = pathCode(req.params.code!);
    const limit = Math.min(Number(req.query.get('limit') ?? 100) || 100, 1000);
    const events = await db.query<{ position: number; type: string; data: LogData; meta: { user_uuid?: string | null; transaction_uuid?: string | null }; recorded_at: string | Date }>(
      `select position, type, data, meta, recorded_at from events where stream_id = $1 order by position desc limit $2`,
      [`srp:${code}`, limit],
    );
    const results = events.map((e) => {
      const recorded_at = new Date(e.recorded_at).toISOString();
      const user_uuid = e.meta.user_uuid ?? null;
      const ops = ['insert', 'update', 'delete'] as const;
      const details = ops.flatMap((op, i) =>
        (e.data.rows[op] ?? []).map((row) => ({ product_uuid: row.product_uuid, operation: SRP_OPERATIONS[i]!, user_uuid, recorded_at, details: { ...row } })),
      );
      return { position: Number(e.position), type: e.type, user_uuid, transaction_uuid: e.meta.transaction_uuid ?? null, recorded_at, rows: e.data.rows, details };
    });
    return { data: { results } };
  });

  on('POST', '/srp/save', 'srp', async (req, principal) => {
    const { code, products } = parseOr400(srpSaveRequestSchema, req.body);
    await requireCompany(db, code);
    await ownProducts(code, products.map((p) => p.product_uuid), (i) => `products.${i}.product_uuid`);
    const { result, transactionUuid } = await commands.run({ kind: 'srp.save', resource: 'srp', user_uuid: principal.user_uuid, company_code: code }, async (w) => {
      const current = new Map(
        (await w.tx.query<{ product_uuid: string; is_active: boolean }>('select product_uuid::text as product_uuid, is_active from srp_products where company_code = $1 for update', [code])).map((r) => [r.product_uuid, r.is_active]),
      );
      const rows: LogData['rows'] = { insert: [], update: [], delete: [] };
      const wanted = new Map(products.map((p) => [p.product_uuid, p.is_active]));
      for (const [product_uuid, is_active] of wanted) {
        const before = current.get(product_uuid);
        if (before === undefined) rows.insert.push({ product_uuid, is_active });
        else if (before !== is_active) rows.update.push({ product_uuid, is_active, before });
      }
      const changed = [...rows.insert, ...rows.update];
      if (changed.length) {
        await w.tx.query(
          `insert into srp_products (company_code, product_uuid, is_active) select $1, product_uuid, is_active from jsonb_to_recordset($2::jsonb) as r(product_uuid uuid, is_active boolean)
           on conflict (company_code, product_uuid) do update set is_active = excluded.is_active, updated_at = now()`,
          [code, JSON.stringify(changed)],
        );
        await w.append('srp', `srp:${code}`, 'srp.saved', { rows });
      }
      w.counts.insert += rows.insert.length;
      w.counts.update += rows.update.length;
      return { insert: rows.insert.length, update: rows.update.length, unchanged: wanted.size - changed.length };
    });
    return { data: { ...result, transaction_uuid: transactionUuid }, message: 'SRP list saved' };
  });

  on('POST', '/srp/delete', 'srp', async (req, principal) => {
    const { code, products } = parseOr400(srpDeleteRequestSchema, req.body);
    await requireCompany(db, code);
    const { result, transactionUuid } = await commands.run({ kind: 'srp.delete', resource: 'srp', user_uuid: principal.user_uuid, company_code: code }, async (w) => {
      const deleted = await w.tx.query<{ product_uuid: string; is_active: boolean }>(
        'delete from srp_products where company_code = $1 and product_uuid = any($2::uuid[]) returning product_uuid::text as product_uuid, is_active',
        [code, [...new Set(products)]],
      );
      const gone = new Set(deleted.map((d) => d.product_uuid));
      const missing = products.findIndex((p) => !gone.has(p));
      if (missing >= 0) throw badRequest(`products.${missing}: product ${products[missing]} is not in the SRP list of company ${code}`, `products.${missing}`);
      await w.append('srp', `srp:${code}`, 'srp.deleted', { rows: { insert: [], update: [], delete: deleted } });
      w.counts.delete += deleted.length;
      return { delete: deleted.length };
    });
    return { data: { ...result, transaction_uuid: transactionUuid }, message: 'Removed from the SRP list' };
  });
}
