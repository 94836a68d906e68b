/**
 * Writes of one generic record (§7, DESIGN §8): create, update (only the fields sent change) and
 * delete, each one command. Updates and deletes carry the version the user saw (a stale one is a
 * Conflict saying who changed it when); a natural key stays unique; a record others point at is
 * not deleted, and the field they point at does not change (store/links.ts).
 */
import type { ResourceDef } from '@console/schema';
import type { z } from 'zod';
import type { Queryable } from '../store/db.js';
import { InvalidInput, NotFound, parseInput } from '../store/errors.js';
import { assertKeyKeepsChildren, assertNoChildren } from '../store/links.js';
import { type ApiRecord, findByNaturalKey, getById, getByUuid } from '../store/records.js';
import { staleVersion } from '../store/versions.js';
import type { PlatformContext } from './context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A written record with the transaction that wrote it. */
export type Written = ApiRecord & { transaction_uuid: string };

/** Creates a record of `def` from fields its model accepted. */
export async function createRecord(
  ctx: PlatformContext,
  def: ResourceDef,
  user: string | null,
  fields: Record<string, unknown>,
): Promise<Written> {
  const { result, transactionUuid } = await ctx.commands.run(
    { kind: 'create', resource: def.name, user_uuid: user, company_code: companyOf(def, fields) },
    async (w) => {
      await assertUnique(w.tx, def, fields);
      return w.insert(def, fields);
    },
  );
  return { ...result, transaction_uuid: transactionUuid };
}

/**
 * Updates the record `uuid` of `def` at `version` with the fields sent; the whole record must
 * still satisfy `model` after the change (InvalidInput naming the field otherwise).
 */
export async function updateRecord(
  ctx: PlatformContext,
  def: ResourceDef,
  model: z.ZodType,
  user: string | null,
  uuid: string,
  version: number,
  fields: Record<string, unknown>,
): Promise<Written> {
  // A partial update names no company: the record's own (after the change) is the transaction's.
  const seen = await getByUuid(ctx.db, def.store, uuid);
  const { result, transactionUuid } = await ctx.commands.run(
    { kind: 'update', resource: def.name, user_uuid: user, company_code: companyOf(def, { ...seen?.data, ...fields }) },
    async (w) => {
      const row = await getByUuid(w.tx, def.store, uuid, true);
      if (!row) throw new NotFound(`No ${def.label.toLowerCase()} record with uuid ${uuid}`);
      if (row.version !== version) throw await staleVersion(w.tx, def.store, row, version);
      const after = { ...row.data, ...fields };
      parseInput(model, after, 'request');
      await assertUnique(w.tx, def, after, row.uuid);
      await assertKeyKeepsChildren(w.tx, def.store, row, after, companyOf(def, after));
      return w.update(def, row, fields, version);
    },
  );
  return { ...result, transaction_uuid: transactionUuid };
}

/** Deletes the record of `def` with `key` (a uuid or an id) at `version`; answers the transaction. */
export async function removeRecord(
  ctx: PlatformContext,
  def: ResourceDef,
  user: string | null,
  key: string,
  version: number,
): Promise<string> {
  const find = (q: Queryable, lock: boolean) =>
    UUID.test(key) ? getByUuid(q, def.store, key, lock) : getById(q, def.store, Number(key));
  // Read first for the company the transaction belongs to (a company's list shows its deletes).
  const seen = await find(ctx.db, false);
  const { transactionUuid } = await ctx.commands.run(
    { kind: 'delete', resource: def.name, user_uuid: user, company_code: seen ? companyOf(def, seen.data) : null },
    async (w) => {
      const row = await find(w.tx, true);
      if (!row) throw new NotFound(`No ${def.label.toLowerCase()} record with id ${key}`);
      if (row.version !== version) throw await staleVersion(w.tx, def.store, row, version);
      await assertNoChildren(w.tx, def.store, row);
      await w.remove(def, row, version);
    },
  );
  return transactionUuid;
}

/** A record's natural key (the registry's `naturalKey`) must stay unique: InvalidInput naming its field. */
async function assertUnique(
  tx: Queryable,
  def: ResourceDef,
  fields: Record<string, unknown>,
  ownUuid?: string,
): Promise<void> {
  if (def.naturalKey.length === 0) return;
  const other = await findByNaturalKey(tx, def, fields);
  if (other && other.uuid !== ownUuid) {
    const field = def.naturalKey[def.naturalKey.length - 1]!;
    throw new InvalidInput(
      `request.${field}: another ${def.label.toLowerCase()} record already has this ${def.naturalKey.join(' + ')}`,
      `request.${field}`,
    );
  }
}

function companyOf(def: ResourceDef, fields: Record<string, unknown>): string | null {
  if (!def.companyPath) return null;
  let current: unknown = fields;
  for (const key of def.companyPath.split('.'))
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current === undefined || current === null ? null : String(current);
}
