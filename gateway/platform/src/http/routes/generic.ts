/**
 * The generic resource calls of §7 for every entry of RESOURCES: getlist, get by uuid/id,
 * POST/PUT/DELETE with `{version, request}`, DELETE by id, history, metric and metric/field.
 */
import { PAYLOAD_VERSION, type ResourceDef, RESOURCES, getListRequestSchema, metricFieldRequestSchema, metricRequestSchema, navigationFor, versioned, writeBodySchema } from '@console/schema';
import { z } from 'zod';
import type { PlatformContext } from '../../services/context.js';
import type { Queryable } from '../../store/db.js';
import { HttpError, badRequest, notFound, parseOr400 } from '../errors.js';
import { isRecordId } from '../input.js';
import type { Request, Router } from '../router.js';
import { assertField, whereClause } from '../../store/filters.js';
import { assertKeyKeepsChildren, assertNoChildren } from '../../store/links.js';
import { type RecordRow, findByNaturalKey, getById, getByUuid, listPage, toApi } from '../../store/records.js';
import { staleVersion } from '../../store/versions.js';
import { readHistory } from './history.js';
import { companyMetric, COMPANY_METRICS } from '../../store/companyMetrics.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const VERSION_REQUIRED = 'request.version is required: send the version of the record you saw';

/** The version of a record the user saw (DESIGN §8): required on every update and delete. */
export const recordVersionSchema = z
  .number({ error: (issue) => (issue.input === undefined ? VERSION_REQUIRED : 'request.version must be a whole number of 1 or more') })
  .int('request.version must be a whole number of 1 or more')
  .min(1, 'request.version must be a whole number of 1 or more');
const versionOnlyBodySchema = versioned(PAYLOAD_VERSION, z.strictObject({ version: recordVersionSchema }));

/** Longer paths first, so `/product_groups/groupings` is not read as `/product_groups/{id}`. */
const ordered = [...RESOURCES].sort((a, b) => b.path.length - a.path.length);

export function registerGenericRoutes(ctx: PlatformContext, router: Router): void {
  for (const def of ordered) registerResource(ctx, router, def);
}

function registerResource(ctx: PlatformContext, router: Router, def: ResourceDef): void {
  const { on } = router;
  const { db, commands, tasks } = ctx;
  const view = (row: RecordRow) => {
    const record = toApi(def, row);
    return def.name === 'tasks' ? tasks.overlay(record) : record;
  };
  const find = async (key: string, forUpdate = false) => {
    const row = UUID.test(key) ? await getByUuid(db, def.store, key, forUpdate) : isRecordId(key) ? await getById(db, def.store, Number(key)) : undefined;
    if (!row) throw notFound(`No ${def.label.toLowerCase()} record with id ${key}`);
    return row;
  };
  const refuseReadOnly = () => {
    if (def.readOnly) throw new HttpError(405, `${def.label} are written by the platform itself`);
  };
  const createSchema = def.input.strict();
  const updateSchema = def.input.partial().strict().extend({ uuid: z.uuid({ error: 'uuid must be a UUID' }), product_uuid: z.uuid().optional(), version: recordVersionSchema });

  on('POST', `${def.path}/getlist`, 'read', async (req) => {
    const body = parseOr400(getListRequestSchema, req.body ?? {});
    const { rows, total } = await listPage(db, def, body.filter, body.navigation);
    return { data: def.name === 'tasks' ? rows.map((r) => tasks.overlay(r)) : rows, navigation: navigationFor(body.navigation.page, body.navigation.page_size, total) };
  });
  on('POST', `${def.path}/history/getlist`, 'read', async (req, principal) => readHistory(db, def, req.body, principal.scope));
  on('POST', `${def.path}/metric/field`, 'read', async (req) => {
    const body = parseOr400(metricFieldRequestSchema, req.body);
    assertField(def, body.field, 'metric');
    const where = whereClause(def, (body.filter ?? {}) as never, 1);
    const expr = `(data #>> '{${body.field.split('.').join(',')}}')`;
    const rows = await db.query<{ definition_name: string | null; count: number }>(
      `select ${expr} as definition_name, count(*)::int as count from records where store = $1 and ${where.sql} group by 1 order by 2 desc, 1 limit 1000`,
      [def.store, ...where.params],
    );
    return { data: rows.map((r) => ({ definition_name: r.definition_name, metric: body.metric, value: r.count, count: r.count })) };
  });
  on('POST', `${def.path}/metric`, 'read', async (req) => {
    const body = parseOr400(metricRequestSchema, req.body);
    if (def.name === 'companies' && COMPANY_METRICS.includes(body.metric)) return { data: await companyMetric(db, body.metric, body.filter) };
    if (body.metric !== 'count' && body.metric !== 'count_active') {
      throw badRequest(`metric must be count or count_active${def.name === 'companies' ? ` or one of ${COMPANY_METRICS.join(', ')}` : ''}`, 'metric');
    }
    const filter = { ...((body.filter ?? {}) as Record<string, never>), ...(body.metric === 'count_active' ? { is_active: true } : {}) };
    if (body.metric === 'count_active') assertField(def, 'is_active', 'metric');
    const where = whereClause(def, filter, 1);
    const rows = await db.query<{ value: number }>(`select count(*)::int as value from records where store = $1 and ${where.sql}`, [def.store, ...where.params]);
    return { data: { metric: body.metric, value: rows[0]?.value ?? 0 } };
  });
  on('GET', `${def.path}/getbyuuid/:uuid`, 'read', async (req) => {
    const row = await getByUuid(db, def.store, req.params.uuid!);
    if (!row) throw notFound(`No ${def.label.toLowerCase()} record with uuid ${req.params.uuid}`);
    return { data: view(row) };
  });
  on('GET', `${def.path}/getbyid/:id`, 'read', async (req) => {
    if (!isRecordId(req.params.id!)) throw badRequest('id must be a whole number', 'id');
    return { data: view(await find(req.params.id!)) };
  });
  on('GET', `${def.path}/:id`, 'read', async (req) => ({ data: view(await find(req.params.id!)) }));

  const create = async (req: Request, user: string | null, request: Record<string, unknown>) => {
    const fields = parseOr400(createSchema, request, 'request');
    const { result, transactionUuid } = await commands.run(
      { kind: 'create', resource: def.name, user_uuid: user, company_code: companyOf(def, fields) },
      async (w) => {
        await assertUnique(w.tx, def, fields);
        return w.insert(def, fields);
      },
    );
    return { data: { ...result, transaction_uuid: transactionUuid }, message: `${def.label}: created` };
  };
  const update = async (user: string | null, request: Record<string, unknown>) => {
    const { uuid, version, ...fields } = parseOr400(updateSchema, request, 'request');
    // product_uuid is the key of products only; SKUs, media, rankings and listings may change it.
    if (def.keyField === 'product_uuid') delete fields.product_uuid;
    // A partial update names no company: the record's own (after the change) is the transaction's.
    const seen = await getByUuid(db, def.store, uuid);
    const { result, transactionUuid } = await commands.run(
      { kind: 'update', resource: def.name, user_uuid: user, company_code: companyOf(def, { ...seen?.data, ...fields }) },
      async (w) => {
        const row = await getByUuid(w.tx, def.store, uuid, true);
        if (!row) throw notFound(`No ${def.label.toLowerCase()} record with uuid ${uuid}`);
        if (row.version !== version) throw await staleVersion(w.tx, def.store, row, version);
        // The whole record must still satisfy its model after the change.
        const after = { ...row.data, ...fields };
        parseOr400(createSchema, after, 'request');
        await assertUnique(w.tx, def, after, row.uuid);
        await assertKeyKeepsChildren(w.tx, def.store, row, after, companyOf(def, after));
        return w.update(def, row, fields, version);
      },
    );
    return { data: { ...result, transaction_uuid: transactionUuid }, message: `${def.label}: updated` };
  };
  const remove = async (user: string | null, key: string, version: number) => {
    // Read first for the company the transaction belongs to (a company's list shows its deletes).
    const seen = UUID.test(key) ? await getByUuid(db, def.store, key) : await getById(db, def.store, Number(key));
    const company = seen ? companyOf(def, seen.data) : null;
    const { transactionUuid } = await commands.run({ kind: 'delete', resource: def.name, user_uuid: user, company_code: company }, async (w) => {
      const row = UUID.test(key) ? await getByUuid(w.tx, def.store, key, true) : await getById(w.tx, def.store, Number(key));
      if (!row) throw notFound(`No ${def.label.toLowerCase()} record with id ${key}`);
      if (row.version !== version) throw await staleVersion(w.tx, def.store, row, version);
      await assertNoChildren(w.tx, def.store, row);
      await w.remove(def, row, version);
    });
    return { data: { deleted: true, transaction_uuid: transactionUuid }, message: `${def.label}: deleted` };
  };
  const keyOf = (request: Record<string, unknown>) => (request.uuid ?? (def.keyField === 'product_uuid' ? request.product_uuid : undefined)) as string | undefined;

  on('POST', def.path, 'write', async (req, principal) => {
    refuseReadOnly();
    const { request } = parseOr400(writeBodySchema, req.body);
    const key = keyOf(request);
    // §7: PUT when the uuid is present, otherwise POST.
    return key ? update(principal.user_uuid, { ...request, uuid: key }) : create(req, principal.user_uuid, request);
  });
  on('PUT', def.path, 'write', async (req, principal) => {
    refuseReadOnly();
    const { request } = parseOr400(writeBodySchema, req.body);
    const key = keyOf(request);
    if (!key) throw badRequest('request.uuid is required to update', 'request.uuid');
    return update(principal.user_uuid, { ...request, uuid: key });
  });
  on('DELETE', def.path, 'write', async (req, principal) => {
    refuseReadOnly();
    const { request } = parseOr400(writeBodySchema, req.body);
    const key = keyOf(request);
    if (typeof key !== 'string' || !UUID.test(key)) throw badRequest('request.uuid must be a UUID', 'request.uuid');
    return remove(principal.user_uuid, key, parseOr400(recordVersionSchema, request.version, 'request.version'));
  });
  // §7 gives DELETE {resource}/{id} no body; the version the user saw comes in the generic write
  // body all the same, `{version: '1.0', request: {version}}` (DESIGN §8).
  on('DELETE', `${def.path}/:id`, 'write', async (req, principal) => {
    refuseReadOnly();
    if (!UUID.test(req.params.id!) && !isRecordId(req.params.id!)) throw badRequest('id must be a whole number or a UUID', 'id');
    if (req.body === undefined) throw badRequest(VERSION_REQUIRED, 'request.version');
    const { request } = parseOr400(versionOnlyBodySchema, req.body);
    return remove(principal.user_uuid, req.params.id!, request.version);
  });
}

/** A record's natural key (the registry's `naturalKey`) must stay unique: 400 naming its field. */
async function assertUnique(tx: Queryable, def: ResourceDef, fields: Record<string, unknown>, ownUuid?: string): Promise<void> {
  if (def.naturalKey.length === 0) return;
  const other = await findByNaturalKey(tx, def, fields);
  if (other && other.uuid !== ownUuid) {
    const field = def.naturalKey[def.naturalKey.length - 1]!;
    throw badRequest(`request.${field}: another ${def.label.toLowerCase()} record already has this ${def.naturalKey.join(' + ')}`, `request.${field}`);
  }
}

function companyOf(def: ResourceDef, fields: Record<string, unknown>): string | null {
  if (!def.companyPath) return null;
  let current: unknown = fields;
  for (const key of def.companyPath.split('.')) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current === undefined || current === null ? null : String(current);
}
