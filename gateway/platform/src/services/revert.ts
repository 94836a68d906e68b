/**
 * Revert through preview → apply (issue 18): the compensating change of a whole transaction, or
 * of one version of one record, planned as preview rows and applied by the bulk wizards' apply
 * (services/bulk/apply.ts): bound to the preview, refused with the rows that moved since, all or
 * nothing, idempotent, one task with live progress, and one transaction of its own that names
 * the one it reverts (`reverts`; the reverted one lists it in `reverted_by`).
 *
 * What each touched record becomes:
 * - updated by the transaction → its fields as they were before it (outcome update, or unchanged);
 * - created by it → deleted (delete), unless records created since point at it;
 * - deleted by it → re-created with its uuid, id and fields (insert), unless its natural key is
 *   taken since;
 * - changed by a later transaction → a conflict: a row in error naming who changed it, when and in
 *   which transaction. The apply refuses a preview with conflicts unless told to skip them
 *   (`skip_conflicts`), which reverts the rest and leaves those as they are.
 * Reverting a revert re-applies the original: it is a transaction like any other.
 *
 * Who may: the role that may make the original change (REVERT_ACTIONS, DESIGN §4); a
 * transaction whose records carry no before and after (role changes, settings) cannot be reverted.
 */
import {
  REVERT_ACTIONS,
  REVERT_KIND,
  RESOURCES,
  refusalOf,
  resourceByName,
  type ResourceDef,
  type RevertPreviewRequest,
  type Reverts,
} from '@console/schema';
import type { Principal } from './auth/principal.js';
import type { PlatformContext } from './context.js';
import { companyCode, diff } from '../store/commands.js';
import type { Queryable } from '../store/db.js';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../store/errors.js';
import { parentsInUse } from '../store/links.js';
import { getByUuid, type RecordRow, type StoredRecord } from '../store/records.js';
import {
  eventAsOf,
  lastEvents,
  touchedStreams,
  writtenSince,
  type StreamEvent,
  type TouchedStream,
} from '../store/revert.js';
import { byKeys, byUuids, keyOf } from '../store/bulk/keys.js';
import { type PreviewRows, previewHeader, savePreview } from '../store/bulk/previews.js';
import type { PlannedRow, RowError } from '../store/bulk/types.js';
import { type ApplyAnswer, applyPreview } from './bulk/apply.js';
import { deleteWrite, insertWrite, updateWrite } from './bulk/plan.js';

/** Streams a revert never touches: the bookkeeping of tasks and transactions. */
const HIDDEN_STREAMS = ['transactions', 'tasks'];

/** The resource a store's records belong to (the first resource declared over it). */
const byStore = new Map<string, ResourceDef>();
for (const def of RESOURCES as readonly ResourceDef[]) if (!byStore.has(def.store)) byStore.set(def.store, def);

/** What a revert preview stores in its request, for the apply. */
interface RevertRequest {
  what: RevertPreviewRequest;
  reverts: Reverts | null;
  resource: string;
  company_code: string | null;
  task_name: string;
}

/** The transaction record `uuid`, or 404. */
async function transactionRow(q: Queryable, uuid: string): Promise<RecordRow> {
  const row = await getByUuid(q, 'transactions', uuid);
  if (!row) throw new NotFound(`No transaction with uuid ${uuid}`);
  return row;
}

/** The kind at the bottom of a chain of reverts: it names who may revert. */
const baseKind = (tx: RecordRow): string =>
  String(tx.data.kind) === REVERT_KIND
    ? String((tx.data.reverts as Reverts | null | undefined)?.kind ?? REVERT_KIND)
    : String(tx.data.kind);

/** Refuses `principal` unless their roles may make a change of `kind` (403 naming the roles). */
function assertMayRevert(principal: Principal, kind: string): void {
  const action = REVERT_ACTIONS[kind];
  if (!action) throw new InvalidInput(`transactions of kind ${kind} cannot be reverted`, 'request.transaction_uuid');
  const refusal = refusalOf(action, principal);
  if (refusal) throw new Forbidden(refusal.message);
}

const who = (event: StreamEvent) => event.user_email ?? event.user_uuid ?? 'someone';
const conflictError = (event: StreamEvent): RowError => ({
  field: 'version',
  message:
    `changed since by ${who(event)} at ${event.recorded_at}` +
    (event.transaction_uuid ? ` (transaction ${event.transaction_uuid})` : '') +
    `, now version ${event.version}`,
});

/** One record's planned row: what it is now and what it becomes. */
interface Target {
  def: ResourceDef;
  uuid: string;
  id: number | null;
  /** The version the revert was planned against (the stream's last event). */
  version: number;
  current: StoredRecord | undefined;
  /** Its fields after the revert; null: it goes. */
  target: Record<string, unknown> | null;
  /** Set when it is a conflict. */
  conflict?: RowError;
  /** A conflict gone since: its fields before that deletion, for the preview row. */
  lastSeen?: Record<string, unknown> | null;
}

/**
 * The planned rows of `targets` (rows `start` on of the preview), checking re-created keys and
 * deleted parents against records now; `going`: every record the revert deletes (of all its
 * blocks), which do not hold a deleted parent back.
 */
async function planTargets(
  q: Queryable,
  targets: readonly Target[],
  going: ReadonlySet<string>,
  start = 0,
): Promise<PlannedRow[]> {
  // Re-created records whose natural key another record took since.
  const recreated = targets.filter((t) => !t.conflict && !t.current && t.target);
  for (const [resource, list] of groupBy(recreated, (t) => t.def.name)) {
    const def = resourceByName(resource)!;
    const taken = await byKeys(
      q,
      def,
      list.map((t) => keyOf(def, t.target!)).filter((k): k is string => k !== null),
    );
    for (const t of list) {
      const key = keyOf(def, t.target!);
      const other = key === null ? undefined : taken.get(key);
      if (other && other.uuid !== t.uuid)
        t.conflict = {
          field: def.naturalKey.at(-1) ?? 'uuid',
          message: `another ${def.label.toLowerCase()} record (${other.uuid}) has its ${def.naturalKey.join(', ')} now`,
        };
    }
  }
  // Deleted parents that records outside this revert point at now.
  const deleting = targets.filter((t) => !t.conflict && t.current && !t.target);
  for (const [store, list] of groupBy(deleting, (t) => t.def.store)) {
    const inUse = await parentsInUse(
      q,
      store,
      list.map((t) => t.current!),
      going,
    );
    for (const t of list) {
      const message = inUse.get(t.uuid);
      if (message) t.conflict = { field: 'uuid', message };
    }
  }
  return targets.map((t, at): PlannedRow => {
    const base = {
      index: start + at,
      resource: t.def.name,
      store: t.def.store,
      uuid: t.uuid,
      base_version: t.version,
      row: { uuid: t.uuid, ...(t.target ?? t.current?.data ?? t.lastSeen ?? {}) },
    };
    if (t.conflict) return { ...base, outcome: 'error', changes: [], errors: [t.conflict], writes: [] };
    if (t.current && t.target) {
      const write = updateWrite(t.def, t.current, t.target);
      return {
        ...base,
        outcome: write.op === 'check' ? 'unchanged' : 'update',
        changes: write.changes,
        errors: [],
        writes: [write],
      };
    }
    if (t.current) {
      // The row shows every field going: its write's changes (derived again when its chunk is read).
      const write = { ...deleteWrite(t.def.name, t.current, t.def.store), changes: diff(t.current.data, {}) };
      return { ...base, outcome: 'delete', changes: write.changes, errors: [], writes: [write] };
    }
    if (t.target) {
      // Re-created with its uuid and id, as the next version of its stream.
      const write = { ...insertWrite(t.def, t.target, t.uuid), id: t.id, base_version: t.version };
      return { ...base, outcome: 'insert', changes: write.changes, errors: [], writes: [write] };
    }
    return { ...base, outcome: 'unchanged', changes: [], errors: [], writes: [] };
  });
}

function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(item);
  }
  return groups;
}

const streamOf = (t: TouchedStream) => `${t.store}:${t.uuid}`;

/**
 * The targets of reverting a transaction: each record it touched, back to before it. A record
 * nothing wrote since is as the transaction's last event left it (the read table is written with
 * the events, in the same transaction), so only the records written again since — the conflicts —
 * are read, with their last event to say who changed them. The apply checks every version again
 * under lock.
 */
async function transactionTargets(
  q: Queryable,
  touched: readonly TouchedStream[],
  moved: ReadonlySet<string>,
): Promise<Target[]> {
  const since = touched.filter((t) => moved.has(streamOf(t)));
  const now = await lastEvents(q, since.map(streamOf));
  // Read from the store: the conflicts, and any record whose events do not name its id.
  const read = touched.filter((t) => moved.has(streamOf(t)) || (t.after && t.id === null));
  const current = new Map<string, StoredRecord>();
  for (const [store, list] of groupBy(read, (t) => t.store)) {
    for (const [uuid, row] of await byUuids(
      q,
      store,
      list.map((t) => t.uuid),
    ))
      current.set(`${store}:${uuid}`, row);
  }
  return touched.map((t): Target => {
    const def = byStore.get(t.store)!;
    const last = now.get(streamOf(t));
    if (last)
      return {
        def,
        uuid: t.uuid,
        id: t.id,
        version: last.version,
        current: current.get(streamOf(t)),
        target: t.before,
        conflict: conflictError(last),
        lastSeen: last.before,
      };
    const left: StoredRecord | undefined =
      t.after && t.id !== null
        ? { id: t.id, uuid: t.uuid, version: t.version, company_code: companyCode(def, t.after), data: t.after }
        : current.get(streamOf(t));
    return { def, uuid: t.uuid, id: t.id, version: t.version, current: left, target: t.before };
  });
}

/** Touched streams planned at once (each block's reads are one query each; its rows stored before the next). */
const REVERT_BLOCK = 5000;

/**
 * The planned rows of reverting a transaction that touched `touched` (its last event at position
 * `last`), a block at a time: what moved since is read first for all (what the revert deletes
 * depends on it), then each block's targets are read and planned.
 */
async function* transactionRows(
  q: Queryable,
  touched: readonly TouchedStream[],
  last: number,
): AsyncGenerator<PlannedRow[]> {
  const moved = await writtenSince(
    q,
    touched.map((t) => ({ stream_id: streamOf(t), version: t.version })),
    last,
  );
  // What the revert deletes: what the transaction created, where nothing wrote since (see transactionTargets).
  const going = new Set(touched.filter((t) => !t.before && t.after && !moved.has(streamOf(t))).map((t) => t.uuid));
  for (let start = 0; start < touched.length; start += REVERT_BLOCK) {
    const targets = await transactionTargets(q, touched.slice(start, start + REVERT_BLOCK), moved);
    yield await planTargets(q, targets, going, start);
  }
}

/** The target of one version of one record: `change` puts back what it changed, `restore` what it left. */
async function versionTarget(
  q: Queryable,
  def: ResourceDef,
  uuid: string,
  version: number,
  mode: 'change' | 'restore',
): Promise<Target> {
  const event = await eventAsOf(q, def.store, uuid, { version });
  if (!event) throw new NotFound(`No version ${version} of ${def.label.toLowerCase()} record ${uuid}`);
  if (!event.before && !event.after && event.changes.length === 0)
    throw new InvalidInput(`version ${version} of ${uuid} changed no fields: nothing to revert`, 'request.version');
  const now = (await lastEvents(q, [`${def.store}:${uuid}`])).get(`${def.store}:${uuid}`)!;
  const current = await getByUuid(q, def.store, uuid);
  const base = { def, uuid, id: event.id, version: now.version, current };
  if (mode === 'restore') return { ...base, target: event.after };
  // `change`: only what that version changed, and only if nothing changed it again since.
  if (event.created || event.deleted)
    return now.version === version
      ? { ...base, target: event.before }
      : { ...base, target: event.before, conflict: conflictError(now) };
  if (!current) return { ...base, target: null, conflict: conflictError(now) };
  const movedSince = event.changes.filter(
    (c) => diff({ v: current.data[c.field] ?? null }, { v: event.after?.[c.field] ?? null }).length > 0,
  );
  const target = { ...current.data };
  for (const c of event.changes) {
    if (c.before === null || c.before === undefined) delete target[c.field];
    else target[c.field] = c.before;
  }
  return movedSince.length
    ? {
        ...base,
        target,
        conflict: {
          ...conflictError(now),
          message: `${movedSince.map((c) => c.field).join(', ')} ${conflictError(now).message}`,
        },
      }
    : { ...base, target };
}

/** Plans and stores the preview of a revert; answers the stored preview and what it reverts. */
export async function previewRevert(ctx: PlatformContext, what: RevertPreviewRequest, principal: Principal) {
  const { db } = ctx;
  let rows: PreviewRows;
  let request: RevertRequest;
  if ('transaction_uuid' in what) {
    const tx = await transactionRow(db, what.transaction_uuid);
    const kind = baseKind(tx);
    assertMayRevert(principal, kind);
    const { streams: touched, last } = await touchedStreams(db, what.transaction_uuid, HIDDEN_STREAMS);
    const blocked = touched.filter((t) => !t.revertable || !byStore.has(t.store));
    if (blocked.length || touched.length === 0)
      throw new InvalidInput(
        touched.length === 0
          ? `transaction ${what.transaction_uuid} changed no records: nothing to revert`
          : `transaction ${what.transaction_uuid} wrote ${blocked[0]!.store}, which keeps no earlier values: ` +
              'it cannot be reverted',
        'request.transaction_uuid',
      );
    rows = (q) => transactionRows(q, touched, last);
    request = {
      what,
      reverts: { transaction_uuid: what.transaction_uuid, kind },
      resource: String(tx.data.resource),
      company_code: tx.company_code,
      task_name: `Revert of ${String(tx.data.kind)} ${what.transaction_uuid}`,
    };
  } else {
    const def = resourceByName(what.resource) as ResourceDef | undefined;
    if (!def || def.readOnly || HIDDEN_STREAMS.includes(def.store))
      throw new InvalidInput(`resource ${what.resource} has no records that can be reverted`, 'request.resource');
    assertMayRevert(principal, 'update');
    const target = await versionTarget(db, def, what.uuid, what.version, what.mode);
    const deleting = !target.conflict && target.current && !target.target;
    rows = await planTargets(db, [target], new Set(deleting ? [target.uuid] : []));
    request = {
      what,
      reverts: null,
      resource: def.name,
      company_code: target.current?.company_code ?? null,
      task_name:
        `${what.mode === 'change' ? 'Revert of version' : 'Restore of version'} ${what.version} ` +
        `of ${def.label.toLowerCase()} ${what.uuid}`,
    };
  }
  const saved = await savePreview(
    db,
    { kind: REVERT_KIND, bulk: REVERT_KIND, user_uuid: principal.user_uuid, request: { ...request } },
    rows,
  );
  return { ...saved, bulk: REVERT_KIND, conflicts: saved.counts.error, reverts: request.reverts };
}

/** Applies a revert preview (conflicts skipped only when `skipConflicts`). */
export async function applyRevert(
  ctx: PlatformContext,
  previewId: string,
  skipConflicts: boolean,
  principal: Principal,
): Promise<ApplyAnswer> {
  const header = await previewHeader(ctx.db, previewId);
  if (header.kind !== REVERT_KIND)
    throw new InvalidInput(
      `preview_id ${previewId} is a preview of ${header.kind}, not a revert`,
      'request.preview_id',
    );
  const request = header.request as unknown as RevertRequest;
  assertMayRevert(principal, request.reverts?.kind ?? 'update');
  if (header.counts.error > 0 && !skipConflicts && !header.applied_task_uuid)
    throw new Conflict(
      `${header.counts.error} record(s) were changed since by later transactions: ` +
        'revert the rest with skip_conflicts, or leave it',
      'request.skip_conflicts',
    );
  return applyPreview(ctx, {
    previewId,
    kind: REVERT_KIND,
    taskKind: REVERT_KIND,
    taskName: request.task_name,
    resource: request.resource,
    userUuid: principal.user_uuid,
    companyCode: request.company_code,
    skipErrorRows: true,
    reverts: request.reverts,
  });
}

/** The revert transactions of each of `uuids` (newest first), for the transactions' `reverted_by`. */
export async function revertedBy(q: Queryable, uuids: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (uuids.length === 0) return found;
  const rows = await q.query<{ reverted: string; uuid: string }>(
    `select data -> 'reverts' ->> 'transaction_uuid' as reverted, uuid::text as uuid from records
      where store = 'transactions' and data -> 'reverts' ->> 'transaction_uuid' = any($1::text[])
      order by id desc`,
    [[...new Set(uuids)]],
  );
  for (const row of rows) found.set(row.reverted, [...(found.get(row.reverted) ?? []), row.uuid]);
  return found;
}
