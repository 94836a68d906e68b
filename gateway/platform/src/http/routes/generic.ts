/**
 * The generic resource calls of §7 for every entry of RESOURCES: getlist, get by uuid/id,
 * POST/PUT/DELETE with `{version, request}`, DELETE by id, history, metric and metric/field.
 */
import {
  PAYLOAD_VERSION,
  type ResourceDef,
  RESOURCES,
  getListRequestSchema,
  metricFieldRequestSchema,
  metricRequestSchema,
  navigationFor,
  versioned,
  writeBodySchema,
} from '@console/schema';
import { z } from 'zod';
import type { PlatformContext } from '../../services/context.js';
import { createRecord, removeRecord, updateRecord } from '../../services/records.js';
import { companyMetric, COMPANY_METRICS } from '../../store/companyMetrics.js';
import { assertField } from '../../store/filters.js';
import { type RecordRow, countByField, countWhere, getById, getByUuid, listPage, toApi } from '../../store/records.js';
import { HttpError, badRequest, notFound, parseOr400 } from '../errors.js';
import { isRecordId } from '../input.js';
import type { Router } from '../router.js';
import { readHistory } from './history.js';
import { revertedBy } from '../../services/revert.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const VERSION_REQUIRED = 'request.version is required: send the version of the record you saw';

/** The version of a record the user saw (DESIGN §8): required on every update and delete. */
export const recordVersionSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? VERSION_REQUIRED : 'request.version must be a whole number of 1 or more',
  })
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
  const { db, tasks } = ctx;
  const view = (row: RecordRow) => {
    const record = toApi(def, row);
    return def.name === 'tasks' ? tasks.overlay(record) : record;
  };
  /** Transactions carry the reverts of each (issue 18); other records go as they are. */
  const withReverts = async <T extends { uuid: string }>(records: T[]): Promise<T[]> => {
    if (def.name !== 'transactions') return records;
    const by = await revertedBy(
      db,
      records.map((r) => r.uuid),
    );
    return records.map((r) => ({ ...r, reverted_by: by.get(r.uuid) ?? [] }));
  };
  const find = async (key: string, forUpdate = false) => {
    const row = UUID.test(key)
      ? await getByUuid(db, def.store, key, forUpdate)
      : isRecordId(key)
        ? await getById(db, def.store, Number(key))
        : undefined;
    if (!row) throw notFound(`No ${def.label.toLowerCase()} record with id ${key}`);
    return row;
  };
  const refuseReadOnly = () => {
    if (def.readOnly) throw new HttpError(405, `${def.label} are written by the platform itself`);
  };
  const createSchema = def.input.strict();
  const updateSchema = def.input
    .partial()
    .strict()
    .extend({
      uuid: z.uuid({ error: 'uuid must be a UUID' }),
      product_uuid: z.uuid().optional(),
      version: recordVersionSchema,
    });

  on('POST', `${def.path}/getlist`, 'read', async (req) => {
    const body = parseOr400(getListRequestSchema, req.body ?? {});
    const { rows, total, page, cursors } = await listPage(db, def, body.filter, body.navigation);
    return {
      data: def.name === 'tasks' ? rows.map((r) => tasks.overlay(r)) : await withReverts(rows),
      navigation: {
        ...navigationFor(page, body.navigation.page_size, total),
        next_cursor: cursors.next,
        prev_cursor: cursors.prev,
        last_cursor: cursors.last,
      },
    };
  });
  on('POST', `${def.path}/history/getlist`, 'read', async (req, principal) =>
    readHistory(db, def, req.body, principal.scope),
  );
  on('POST', `${def.path}/metric/field`, 'read', async (req) => {
    const body = parseOr400(metricFieldRequestSchema, req.body);
    assertField(def, body.field, 'metric');
    const rows = await countByField(db, def, body.field, (body.filter ?? {}) as never);
    return {
      data: rows.map((r) => ({ definition_name: r.value, metric: body.metric, value: r.count, count: r.count })),
    };
  });
  on('POST', `${def.path}/metric`, 'read', async (req) => {
    const body = parseOr400(metricRequestSchema, req.body);
    if (def.name === 'companies' && COMPANY_METRICS.includes(body.metric))
      return { data: await companyMetric(db, body.metric, body.filter) };
    if (body.metric !== 'count' && body.metric !== 'count_active') {
      const others = def.name === 'companies' ? ` or one of ${COMPANY_METRICS.join(', ')}` : '';
      throw badRequest(`metric must be count or count_active${others}`, 'metric');
    }
    const filter = {
      ...((body.filter ?? {}) as Record<string, never>),
      ...(body.metric === 'count_active' ? { is_active: true } : {}),
    };
    if (body.metric === 'count_active') assertField(def, 'is_active', 'metric');
    return { data: { metric: body.metric, value: await countWhere(db, def, filter) } };
  });
  on('GET', `${def.path}/getbyuuid/:uuid`, 'read', async (req) => {
    const row = await getByUuid(db, def.store, req.params.uuid!);
    if (!row) throw notFound(`No ${def.label.toLowerCase()} record with uuid ${req.params.uuid}`);
    return { data: (await withReverts([view(row)]))[0] };
  });
  on('GET', `${def.path}/getbyid/:id`, 'read', async (req) => {
    if (!isRecordId(req.params.id!)) throw badRequest('id must be a whole number', 'id');
    return { data: (await withReverts([view(await find(req.params.id!))]))[0] };
  });
  on('GET', `${def.path}/:id`, 'read', async (req) => ({
    data: (await withReverts([view(await find(req.params.id!))]))[0],
  }));

  const create = async (user: string | null, request: Record<string, unknown>) => {
    const fields = parseOr400(createSchema, request, 'request');
    return { data: await createRecord(ctx, def, user, fields), message: `${def.label}: created` };
  };
  const update = async (user: string | null, request: Record<string, unknown>) => {
    const { uuid, version, ...fields } = parseOr400(updateSchema, request, 'request');
    // product_uuid is the key of products only; SKUs, media, rankings and listings may change it.
    if (def.keyField === 'product_uuid') delete fields.product_uuid;
    return {
      data: await updateRecord(ctx, def, createSchema, user, uuid, version, fields),
      message: `${def.label}: updated`,
    };
  };
  const remove = async (user: string | null, key: string, version: number) => {
    const transactionUuid = await removeRecord(ctx, def, user, key, version);
    return { data: { deleted: true, transaction_uuid: transactionUuid }, message: `${def.label}: deleted` };
  };
  const keyOf = (request: Record<string, unknown>) =>
    (request.uuid ?? (def.keyField === 'product_uuid' ? request.product_uuid : undefined)) as string | undefined;

  on('POST', def.path, 'write', async (req, principal) => {
    refuseReadOnly();
    const { request } = parseOr400(writeBodySchema, req.body);
    const key = keyOf(request);
    // §7: PUT when the uuid is present, otherwise POST.
    return key ? update(principal.user_uuid, { ...request, uuid: key }) : create(principal.user_uuid, request);
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
    if (!UUID.test(req.params.id!) && !isRecordId(req.params.id!))
      throw badRequest('id must be a whole number or a UUID', 'id');
    if (req.body === undefined) throw badRequest(VERSION_REQUIRED, 'request.version');
    const { request } = parseOr400(versionOnlyBodySchema, req.body);
    return remove(principal.user_uuid, req.params.id!, request.version);
  });
}
