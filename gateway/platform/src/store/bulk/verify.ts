/**
 * Has anything moved since the preview? Every record a planned row updates, deletes or merely
 * checks must still have the version the preview read, and every natural key it inserts must
 * still be free. Inside the apply's transaction the records are locked first (`for update`).
 */
import { MAX_MOVED_ROWS_REPORTED, fieldLabel, resourceByName, type MovedDetails } from '@console/schema';
import type { Queryable } from '../db.js';
import { isParent, keyChangeBlockers, keyChangeMessage } from '../links.js';
import { valueAt } from '../records.js';
import { batches } from './batches.js';
import { byKeys, versionsByUuids } from './keys.js';
import type { MovedRow, PlannedRows, PlannedWrite } from './types.js';

/** An extra check of a preview kind (the dissociation: nothing new appeared at the retailer). */
export type ExtraVerify = (q: Queryable) => Promise<MovedRow[]>;

/** Rows checked per set of queries: each lookup costs a few milliseconds beyond its rows. */
const VERIFY_ROWS = 10_000;

/**
 * The rows that moved, of every chunk of a preview's planned rows (read one after the other), and
 * what `extra` finds; in row order.
 */
export async function movedRows(
  q: Queryable,
  planned: AsyncIterable<PlannedRows>,
  lock: boolean,
  extra?: ExtraVerify,
): Promise<MovedRow[]> {
  const moved: MovedRow[] = [];
  for await (const batch of batches(planned, VERIFY_ROWS)) moved.push(...(await movedIn(q, batch, lock)));
  if (extra) moved.push(...(await extra(q)));
  return moved.sort((a, b) => a.index - b.index);
}

/** The rows of one set that moved. */
async function movedIn(q: Queryable, planned: PlannedRows, lock: boolean): Promise<MovedRow[]> {
  const existing = new Map<string, Array<{ index: number; write: PlannedWrite }>>();
  const inserts = new Map<string, Array<{ index: number; write: PlannedWrite }>>();
  for (const { index, writes } of planned) {
    for (const write of writes) {
      const into = write.op === 'insert' ? inserts : existing;
      const group = write.op === 'insert' ? write.resource : write.store;
      if (!into.has(group)) into.set(group, []);
      into.get(group)!.push({ index, write });
    }
  }
  const moved: MovedRow[] = [];
  const versionMoved: Array<MovedRow & { stream_id: string; base: number }> = [];
  for (const [store, list] of existing) {
    const found = await versionsByUuids(
      q,
      store,
      list.map((l) => l.write.uuid),
      lock,
    );
    for (const { index, write } of list) {
      const version = found.get(write.uuid);
      if (version === undefined)
        moved.push({
          index,
          uuid: write.uuid,
          field: 'uuid',
          message: 'The record was deleted since the preview',
        });
      else if (version !== write.base_version) {
        versionMoved.push({
          index,
          uuid: write.uuid,
          field: 'version',
          message: `The record changed since the preview (version ${write.base_version}, now ${version})`,
          stream_id: `${store}:${write.uuid}`,
          base: write.base_version!,
        });
      }
    }
  }
  if (versionMoved.length) {
    // Name the field that moved, from the event that moved it.
    const sample = versionMoved.slice(0, MAX_MOVED_ROWS_REPORTED);
    const rows = await q.query<{ stream_id: string; changes: Array<{ field: string }> | null }>(
      `select e.stream_id, e.data -> 'changes' as changes from events e
         join unnest($1::text[], $2::int[]) as m(stream_id, version) on e.stream_id = m.stream_id
           and e.version = m.version + 1`,
      [sample.map((m) => m.stream_id), sample.map((m) => m.base)],
    );
    const fields = new Map(rows.map((r) => [r.stream_id, (r.changes ?? []).map((c) => c.field)]));
    for (const { stream_id, base: _base, ...row } of versionMoved) {
      const changed = fields.get(stream_id) ?? [];
      moved.push(
        changed.length
          ? { ...row, field: changed[0]!, message: `${row.message}: ${changed.map(fieldLabel).join(', ')} changed` }
          : row,
      );
    }
  }
  for (const [resource, list] of inserts) {
    const def = resourceByName(resource)!;
    const withKey = list.filter((l) => l.write.key !== null);
    const taken = await byKeys(
      q,
      def,
      withKey.map((l) => l.write.key!),
    );
    const planned = new Set(list.map((l) => l.write.uuid));
    for (const { index, write } of withKey) {
      const other = taken.get(write.key!);
      if (other && !planned.has(other.uuid)) {
        moved.push({
          index,
          uuid: other.uuid,
          field: def.naturalKey.at(-1) ?? 'uuid',
          message:
            `A record of ${def.label} with the same ` +
            `${def.naturalKey.map(fieldLabel).join(', ')} was created since the preview`,
        });
      }
    }
  }
  moved.push(...(await stillDeleted(q, [...inserts.values()].flat())));
  moved.push(...(await keysStillFree(q, planned)));
  return moved;
}

/**
 * A revert re-creates a deleted record as the next version of its stream: that stream must still
 * end with the deletion the preview read (nobody re-created it since).
 */
async function stillDeleted(
  q: Queryable,
  inserts: ReadonlyArray<{ index: number; write: PlannedWrite }>,
): Promise<MovedRow[]> {
  const restores = inserts.filter((i) => i.write.base_version !== null);
  if (restores.length === 0) return [];
  const rows = await q.query<{ stream_id: string; version: number }>(
    `select stream_id, max(version)::int as version from events where stream_id = any($1::text[]) group by stream_id`,
    [restores.map((r) => `${r.write.store}:${r.write.uuid}`)],
  );
  const now = new Map(rows.map((r) => [r.stream_id, r.version]));
  return restores
    .filter((r) => now.get(`${r.write.store}:${r.write.uuid}`) !== r.write.base_version)
    .map((r) => ({
      index: r.index,
      uuid: r.write.uuid,
      field: 'version',
      message:
        `${r.write.store} ${r.write.uuid} changed since the preview ` +
        `(version ${r.write.base_version}, now ${now.get(`${r.write.store}:${r.write.uuid}`) ?? 0})`,
    }));
}

/** The 409 details: the rows that moved (at most the first thousand). */
export const movedDetails = (moved: readonly MovedRow[]): MovedDetails => ({
  rows: moved.slice(0, MAX_MOVED_ROWS_REPORTED),
  moved: moved.length,
});

/**
 * Updates that move a field other records point at (store/links.ts) while such records exist:
 * they may have appeared since the preview, which showed none.
 */
async function keysStillFree(q: Queryable, planned: PlannedRows): Promise<MovedRow[]> {
  const out: MovedRow[] = [];
  for (const { index, writes } of planned) {
    for (const write of writes) {
      if (write.op !== 'update' || !write.before || !write.after || !isParent(write.store)) continue;
      const def = resourceByName(write.resource);
      const companyOf = (data: Record<string, unknown>) =>
        def?.companyPath ? (valueAt(data, def.companyPath) ?? null) : null;
      const before = {
        id: write.id ?? 0,
        uuid: write.uuid,
        company_code: companyOf(write.before) === null ? null : String(companyOf(write.before)),
        data: write.before,
      };
      const blockers = await keyChangeBlockers(q, write.store, before, write.after, write.company_code);
      if (blockers.children.length)
        out.push({
          index,
          uuid: write.uuid,
          field: blockers.fields[0]!,
          message: keyChangeMessage(write.store, before, blockers),
        });
    }
  }
  return out;
}
