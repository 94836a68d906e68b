/**
 * The preview of a bulk upsert (DESIGN §3): every row checked with its row model and matched to
 * an existing record (by uuid, else by the resource's natural key), then planned as an insert,
 * an update (changed fields before and after), unchanged, or an error with field and message.
 * One bad row never refuses the others.
 */
import { randomUUID } from 'node:crypto';
import {
  type BulkDef,
  type BulkRowCells,
  type ResourceDef,
  bulkRowCells,
  describeIssues,
  fieldPaths,
  mustNameExisting,
  isPlainObject,
  nestedObjectModel,
  labelMessage,
  resourceByName,
  rowNumber,
} from '@console/schema';
import type { z } from 'zod';
import type { Queryable } from '../../store/db.js';
import { diff, storedFields } from '../../store/commands.js';
import { isParent, keyChangeBlockers, keyChangeMessage } from '../../store/links.js';
import { type RecordRow, type StoredRecord, valueAt } from '../../store/records.js';
import { byKeys, byUuids, existingCompanies, existingProducts, keyOf } from '../../store/bulk/keys.js';
import { batches } from '../../store/bulk/batches.js';
import type { PlannedRow, PlannedWrite, RowError } from '../../store/bulk/types.js';

/** Every issue of a row, each with its field, worded as the wizard shows it (schema's describeIssues). */
export const rowErrors = (error: z.ZodError): RowError[] =>
  describeIssues(error).map(({ field, message }) => ({ field: field || 'row', message }));

const str = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** Only the fields the row sends: an update never resets an omitted field to its default. */
export const sentFields = (
  parsed: Record<string, unknown>,
  raw: Record<string, unknown>,
  skip: readonly string[] = ['uuid'],
) => Object.fromEntries(Object.entries(parsed).filter(([key]) => key in raw && !skip.includes(key)));

/** `data` without the field at the dotted `path`, copying only the objects on the way. */
function withoutPath(data: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined || !(key in data)) return data;
  const { [key]: inner, ...others } = data;
  if (rest.length === 0) return others;
  return isPlainObject(inner) ? { ...others, [key]: withoutPath(inner, rest) } : data;
}

/**
 * The stored fields after a bulk row (DESIGN §8, upsert columns): what the row sets over what is
 * stored — inside a nested object of the model (`company`) field by field, so that a file without
 * `company.name` keeps the stored name — then without the fields the row clears (empty cells).
 */
export function mergeSent(
  model: z.ZodObject,
  stored: Record<string, unknown>,
  sent: Record<string, unknown>,
  cleared: readonly string[] = [],
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    const nested = nestedObjectModel(model, key);
    const before = merged[key];
    merged[key] = nested && isPlainObject(value) && isPlainObject(before) ? mergeSent(nested, before, value) : value;
  }
  return cleared.reduce((data, path) => withoutPath(data, path.split('.')), merged);
}

/** Cleared cells that name no field of the row model: an error each, as an unknown column would be. */
export function unknownCleared(model: z.ZodObject, cells: BulkRowCells): RowError[] {
  const known = new Set(fieldPaths(model));
  return cells.cleared
    .filter((path) => !known.has(path))
    .map((field) => ({ field, message: `Unknown field "${field}"` }));
}

/** A write that changes `existing` to `after`, or only checks its version when nothing changes. */
export function updateWrite(def: ResourceDef, existing: StoredRecord, after: Record<string, unknown>): PlannedWrite {
  const changes = diff(existing.data, after);
  return {
    op: changes.length ? 'update' : 'check',
    resource: def.name,
    store: def.store,
    uuid: existing.uuid,
    id: Number(existing.id),
    base_version: existing.version,
    company_code: def.companyPath ? str(valueAt(after, def.companyPath)) : null,
    key: null,
    before: existing.data,
    after,
    changes,
  };
}

/** A write that deletes `existing` (of `resource`, kept in `store`) if it is still at the version read. */
export const deleteWrite = (resource: string, existing: StoredRecord, store = resource): PlannedWrite => ({
  op: 'delete',
  resource,
  store,
  uuid: existing.uuid,
  id: Number(existing.id),
  base_version: existing.version,
  company_code: existing.company_code,
  key: null,
  before: existing.data,
  after: null,
  changes: [],
});

export function insertWrite(
  def: ResourceDef,
  fields: Record<string, unknown>,
  uuid: string = randomUUID(),
): PlannedWrite {
  return {
    op: 'insert',
    resource: def.name,
    store: def.store,
    uuid,
    id: null,
    base_version: null,
    company_code: def.companyPath ? str(valueAt(fields, def.companyPath)) : null,
    key: keyOf(def, fields),
    before: null,
    after: fields,
    changes: diff({}, fields),
  };
}

export const errorRow = (
  index: number,
  def: ResourceDef,
  row: Record<string, unknown>,
  errors: RowError[],
  uuid: string | null = null,
): PlannedRow => ({
  index,
  outcome: 'error',
  resource: def.name,
  store: def.store,
  uuid,
  base_version: null,
  changes: [],
  // Each message names its field by label (a check of this file words only what is wrong).
  errors: errors.map((e) => ({ field: e.field, message: labelMessage(e.field, e.message) })),
  row,
  writes: [],
});

/**
 * Rows that would move a field other records point at (a company's digit_code while it owns
 * records, store/links.ts): a row error on that field, by row index. Only updates of parents.
 */
async function keyChanges(
  q: Queryable,
  def: ResourceDef,
  parsed: ReadonlyArray<{ success: boolean; data?: unknown }>,
  byUuid: Map<string, RecordRow>,
  byKey: Map<string, RecordRow>,
  afterOf: (existing: RecordRow, row: Record<string, unknown>, index: number) => Record<string, unknown>,
): Promise<Map<number, RowError>> {
  const out = new Map<number, RowError>();
  for (const [index, result] of parsed.entries()) {
    if (!result.success) continue;
    const row = result.data as Record<string, unknown>;
    const key = keyOf(def, row);
    const existing = typeof row.uuid === 'string' ? byUuid.get(row.uuid) : key === null ? undefined : byKey.get(key);
    if (!existing) continue;
    const after = afterOf(existing, row, index);
    const blockers = await keyChangeBlockers(
      q,
      def.store,
      existing,
      after,
      def.companyPath ? str(valueAt(after, def.companyPath)) : null,
    );
    if (blockers.children.length)
      out.set(index, { field: blockers.fields[0]!, message: keyChangeMessage(def.store, existing, blockers) });
  }
  return out;
}

/** Rows planned at once: each block's lookups are one query each; its planned rows are stored before the next. */
export const PLAN_BLOCK_ROWS = 5000;

/** A file's rows as they come, in sets of any size (an upload's rows as they are read, or one array). */
export type RowSource =
  AsyncIterable<ReadonlyArray<Record<string, unknown>>> | Iterable<ReadonlyArray<Record<string, unknown>>>;

/**
 * Plans the rows of a bulk resource whose rows land in one resource (all but products_and_skus), a
 * block of PLAN_BLOCK_ROWS at a time, as the rows come: a preview of a million rows never holds
 * their plans (with the records they write), nor the rows themselves, all at once. Two rows naming
 * the same record are found across blocks.
 */
export async function* planRows(q: Queryable, bulk: BulkDef, rows: RowSource): AsyncGenerator<PlannedRow[]> {
  const seen = new Map<string, number>();
  let start = 0;
  for await (const block of batches(rows, PLAN_BLOCK_ROWS)) {
    yield await planBlock(q, bulk, block, start, seen);
    start += block.length;
  }
}

/**
 * Plans `rawRows`, the rows from index `start` of a file; `seen` holds the first row naming each
 * record (by uuid or natural key) of the blocks before.
 */
async function planBlock(
  q: Queryable,
  bulk: BulkDef,
  rawRows: ReadonlyArray<Record<string, unknown>>,
  start: number,
  seen: Map<string, number>,
): Promise<PlannedRow[]> {
  const def = resourceByName(bulk.target)!;
  const model = bulk.row.strict();
  const cells = rawRows.map((raw) => bulkRowCells(model, raw));
  const parsed = cells.map((c) => model.safeParse(c.values));
  // An update sets the columns the file has and clears its empty cells; the rest stays as stored.
  const afterOf = (existing: RecordRow, row: Record<string, unknown>, index: number) => {
    const { values, cleared } = cells[index]!;
    return storedFields(mergeSent(model, existing.data, sentFields(row, values), cleared), def.keyField);
  };
  const valid = parsed.flatMap((p) => (p.success ? [p.data as Record<string, unknown>] : []));
  const companyPath = def.name === 'companies' ? undefined : def.companyPath;
  const [byUuid, byKey, companies, products] = await Promise.all([
    byUuids(
      q,
      def.store,
      valid.flatMap((r) => (typeof r.uuid === 'string' ? [r.uuid] : [])),
    ),
    byKeys(
      q,
      def,
      valid.flatMap((r) => keyOf(def, r) ?? []),
    ),
    companyPath
      ? existingCompanies(
          q,
          valid.flatMap((r) => str(valueAt(r, companyPath)) ?? []),
        )
      : Promise.resolve(new Set<string>()),
    existingProducts(
      q,
      valid.flatMap((r) => (typeof r.product_uuid === 'string' ? [r.product_uuid] : [])),
    ),
  ]);

  const blockedKeys = isParent(def.store)
    ? await keyChanges(q, def, parsed, byUuid, byKey, afterOf)
    : new Map<number, RowError>();
  return rawRows.map((raw, at): PlannedRow => {
    const index = start + at;
    const result = parsed[at]!;
    const unknown = unknownCleared(model, cells[at]!);
    if (!result.success) return errorRow(index, def, raw, [...rowErrors(result.error), ...unknown]);
    const row = result.data as Record<string, unknown>;
    const errors: RowError[] = [...unknown];
    const code = companyPath ? str(valueAt(row, companyPath)) : null;
    if (companyPath && code !== null && !companies.has(code))
      errors.push({ field: companyPath, message: mustNameExisting('company', code) });
    if (typeof row.product_uuid === 'string') {
      const owner = products.get(row.product_uuid);
      if (owner === undefined)
        errors.push({ field: 'product_uuid', message: mustNameExisting('product', row.product_uuid) });
      else if (code !== null && owner !== null && owner !== code)
        errors.push({
          field: 'product_uuid',
          message: `names a product of company ${owner}, not of company ${code}`,
        });
    }
    const key = keyOf(def, row);
    const uuid = typeof row.uuid === 'string' ? row.uuid : null;
    const byKeyRow = key === null ? undefined : byKey.get(key);
    const existing = uuid ? byUuid.get(uuid) : byKeyRow;
    if (uuid && !existing) errors.push({ field: 'uuid', message: mustNameExisting(`record of ${def.label}`, uuid) });
    if (uuid && existing && byKeyRow && byKeyRow.uuid !== existing.uuid) {
      errors.push({
        field: def.naturalKey.at(-1)!,
        message: `is already used by another record (${byKeyRow.uuid})`,
      });
    }
    const identity = existing ? `uuid:${existing.uuid}` : key !== null ? `key:${key}` : null;
    if (identity) {
      const first = seen.get(identity);
      if (first !== undefined)
        errors.push({
          field: uuid ? 'uuid' : def.naturalKey.at(-1)!,
          message: `names the same record as row ${rowNumber(first)}`,
        });
      else seen.set(identity, index);
    }
    if (errors.length) return errorRow(index, def, raw, errors, existing?.uuid ?? null);

    if (!existing) {
      const write = insertWrite(def, storedFields(sentFields(row, { ...row }), def.keyField));
      return {
        index,
        outcome: 'insert',
        resource: def.name,
        store: def.store,
        uuid: write.uuid,
        base_version: null,
        changes: write.changes,
        errors: [],
        row: raw,
        writes: [write],
      };
    }
    const after = afterOf(existing, row, at);
    const whole = def.input.safeParse(after);
    if (!whole.success) return errorRow(index, def, raw, rowErrors(whole.error), existing.uuid);
    const write = updateWrite(def, existing, after);
    const blocked = blockedKeys.get(at);
    if (blocked) return errorRow(index, def, raw, [blocked], existing.uuid);
    return {
      index,
      outcome: write.op === 'update' ? 'update' : 'unchanged',
      resource: def.name,
      store: def.store,
      uuid: existing.uuid,
      base_version: existing.version,
      changes: write.changes,
      errors: [],
      row: raw,
      writes: [write],
    };
  });
}
