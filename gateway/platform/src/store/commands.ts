/**
 * The write side: every write is a command run in one database transaction that appends events
 * (optimistic concurrency on stream and version) and updates the read tables, then records one
 * transaction (DESIGN §3). Events are published on the bus after the commit.
 */
import { randomUUID } from 'node:crypto';
import type { ResourceDef, Reverts } from '@console/schema';
import type { Db, Queryable } from './db.js';
import { Conflict } from './errors.js';
import { type Bus, EVENT_COLUMNS, type StoredEvent, storedEvent } from './bus.js';
import { outsideRequest } from './requestScope.js';
import { type ApiRecord, type RecordRow, getByUuid, toApi, valueAt } from './records.js';
import { staleVersion } from './versions.js';

export interface CommandMeta {
  user_uuid: string | null;
  task_uuid?: string | null;
  kind: string;
  resource: string;
  company_code?: string | null;
  /** False for bookkeeping writes (task status) that are not commands of their own. */
  recordTransaction?: boolean;
  /** A revert: the transaction it reverts, kept on its transaction record (issue 18). */
  reverts?: Reverts | null;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What a command may do inside its transaction. */
export interface Writer {
  readonly tx: Queryable;
  readonly transactionUuid: string;
  insert(def: StoreRef, data: Record<string, unknown>, uuid?: string): Promise<ApiRecord>;
  /**
   * Updates a record; refuses with 409 when its version is no longer `expectedVersion`.
   * `bookkeeping`: a write that is not part of the command's own changes (a task's final state
   * written with its work): not counted in the transaction, and its event names no transaction.
   */
  update(
    def: StoreRef,
    existing: RecordRow,
    data: Record<string, unknown>,
    expectedVersion?: number,
    options?: { bookkeeping?: boolean },
  ): Promise<ApiRecord>;
  remove(def: StoreRef, existing: RecordRow, expectedVersion?: number): Promise<void>;
  /** Appends an event that changes no record (SRP logs, settings). */
  append(streamType: string, streamId: string, type: string, data: Record<string, unknown>): Promise<void>;
  /**
   * Events the command appended itself with multi-row SQL (bulk apply): `count` of them, at
   * positions `first` to `last`, and while `holdsEvents`, how to build them after the commit from
   * a compact form of `bytes`. Past HELD_EVENT_BYTES they are not held: once the command has
   * committed they are read back from the store a page at a time (a million events held until the
   * commit were 300 MB). Either way they are published in position order.
   */
  published(count: number, first: number, last: number, held?: { bytes: number; build: () => StoredEvent[] }): void;
  /** Whether the command still holds the events it appends with multi-row SQL (Writer.published). */
  readonly holdsEvents: boolean;
  /**
   * Counts `n` records of `resource` (a store, or `settings`, `srp`, `users`) the command inserted,
   * updated or deleted: the transaction's counts, in all and per resource. insert, update and
   * remove count their own; a command that writes otherwise (multi-row SQL, settings) calls it.
   */
  count(resource: string, op: ChangeOp, n?: number): void;
  /** What the command changed so far, in all. */
  readonly counts: ChangeCounts;
}

export type ChangeOp = 'insert' | 'update' | 'delete';
export type ChangeCounts = Record<ChangeOp, number>;

export type StoreRef = Pick<ResourceDef, 'store' | 'keyField' | 'companyPath'>;

const RECORD_KEYS = new Set(['id', 'uuid', 'version', 'created_at', 'updated_at']);

/**
 * Stored fields of a record: everything but the record's own keys and times. `product_uuid` is
 * the key of products only; SKUs, media, rankings and listings keep it as a field.
 */
export function storedFields(
  data: Record<string, unknown>,
  keyField: StoreRef['keyField'] = 'uuid',
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) =>
        !RECORD_KEYS.has(key) && !(key === 'product_uuid' && keyField === 'product_uuid') && value !== undefined,
    ),
  );
}

/**
 * A value as JSON with the keys of every object in order: PostgreSQL's jsonb hands a stored
 * object back with its keys reordered (shorter first), so plain JSON text of the same value read
 * back and sent again differs (`{"name":…,"digit_code":…}` against `{"digit_code":…,"name":…}`).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** Whether two stored values are the same value, whatever the order of their objects' keys. */
export const sameValue = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** Field-level differences between two stored field sets: only the top-level fields whose values differ. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!sameValue(before[field], after[field])) {
      changes.push({ field, before: before[field] ?? null, after: after[field] ?? null });
    }
  }
  return changes;
}

/**
 * The changes an event records. An update stores them; a creation or a deletion does not (every
 * field of `after`, or of `before`: the same data twice, half of a bulk insert's event), and
 * events recorded before that do: they are derived here from before and after, the same either way.
 */
export function eventChanges(data: { before?: unknown; after?: unknown; changes?: unknown }): FieldChange[] {
  if (Array.isArray(data.changes)) return data.changes as FieldChange[];
  const fields = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  return diff(fields(data.before), fields(data.after));
}

/** The company a record of `def` with fields `data` belongs to (its `company_code` column). */
export const companyCode = (def: StoreRef, data: Record<string, unknown>): string | null => {
  if (!def.companyPath) return null;
  const value = valueAt(data, def.companyPath);
  return value === undefined || value === null ? null : String(value);
};

async function nextId(tx: Queryable, store: string): Promise<number> {
  const rows = await tx.query<{ next_id: number }>(
    `insert into id_counters (store, next_id) values ($1, coalesce((select max(id) from records
      where store = $1), 0) + 1)
     on conflict (store) do update set next_id = id_counters.next_id + 1 returning next_id`,
    [store],
  );
  return Number(rows[0]!.next_id);
}

/** Advisory lock key that orders commands on PostgreSQL. */
const COMMAND_LOCK_KEY = 7_704_221;

export class Commands {
  /** The publication of events being read back, and of those queued behind it (publish). */
  private publishing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    /** HELD_EVENT_BYTES and PUBLISH_PAGE, but for tests. */
    private readonly limits = { heldEventBytes: HELD_EVENT_BYTES, publishPage: PUBLISH_PAGE },
  ) {}

  /**
   * Runs `fn` as one command: one database transaction, one transaction record. Nothing is
   * written when `fn` throws. `options.record` false skips the transaction record (sessions, logs).
   */
  async run<T>(
    meta: CommandMeta,
    fn: (w: Writer) => Promise<T>,
  ): Promise<{ result: T; transactionUuid: string; counts: ChangeCounts }> {
    const transactionUuid = randomUUID();
    const startedAt = new Date().toISOString();
    // The command's events in the order they were appended: one by one, a statement's held at once,
    // or the positions of statements' not held.
    const events: Array<StoredEvent | (() => StoredEvent[]) | AppendedRange> = [];
    let appended = 0;
    let heldBytes = 0;
    const { heldEventBytes } = this.limits;
    const { result, counts } = await this.db.transaction(async (tx) => {
      // Commands commit in the order of their event positions, so a feed reader that has passed
      // a position never finds an earlier one committed later. PGlite's single connection already
      // serialises; on PostgreSQL a transaction-scoped advisory lock does.
      if (this.db.dialect === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [COMMAND_LOCK_KEY]);
      const counts: ChangeCounts = { insert: 0, update: 0, delete: 0 };
      const byResource: Record<string, ChangeCounts> = {};
      const count = (resource: string, op: ChangeOp, n = 1) => {
        if (n <= 0) return;
        counts[op] += n;
        (byResource[resource] ??= { insert: 0, update: 0, delete: 0 })[op] += n;
      };
      const eventMeta = {
        user_uuid: meta.user_uuid,
        transaction_uuid: transactionUuid,
        task_uuid: meta.task_uuid ?? null,
      };
      const bookkeepingMeta = { ...eventMeta, transaction_uuid: null };
      const appendEvent = async (
        streamType: string,
        streamId: string,
        version: number,
        type: string,
        data: Record<string, unknown>,
        bookkeeping = false,
      ) => {
        try {
          const rows = await tx.query<StoredEvent>(
            `insert into events (stream_type, stream_id, version, type, data, meta)
              values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
             returning position, stream_type, stream_id, version, type, data, meta, recorded_at`,
            [
              streamType,
              streamId,
              version,
              type,
              JSON.stringify(data),
              JSON.stringify(bookkeeping ? bookkeepingMeta : eventMeta),
            ],
          );
          events.push({ ...rows[0]!, position: Number(rows[0]!.position) });
          appended++;
        } catch (error) {
          if (String((error as { code?: string }).code) === '23505')
            throw new Conflict(`${streamId} was changed by someone else meanwhile`);
          throw error;
        }
      };
      const writer: Writer = {
        tx,
        transactionUuid,
        counts,
        count,
        async insert(def, data, uuid = randomUUID()) {
          const fields = storedFields(data, def.keyField);
          const id = await nextId(tx, def.store);
          const rows = await tx.query<RecordRow>(
            `insert into records (store, id, uuid, version, company_code, data) values ($1, $2, $3, 1, $4, $5::jsonb)
             returning id, uuid::text as uuid, version, company_code, data, created_at, updated_at`,
            [def.store, id, uuid, companyCode(def, fields), JSON.stringify(fields)],
          );
          const record = toApi(def, rows[0]!);
          // Its changes are every field of `after` (eventChanges).
          await appendEvent(def.store, `${def.store}:${uuid}`, 1, `${def.store}.created`, {
            id,
            before: null,
            after: fields,
          });
          count(def.store, 'insert');
          return record;
        },
        async update(def, existing, data, expectedVersion, options = {}) {
          if (expectedVersion !== undefined && existing.version !== expectedVersion)
            throw await staleVersion(tx, def.store, existing, expectedVersion);
          const fields = storedFields({ ...existing.data, ...data }, def.keyField);
          const changes = diff(existing.data, fields);
          const version = existing.version + 1;
          const rows = await tx.query<RecordRow>(
            `update records set data = $3::jsonb, version = $4, company_code = $5, updated_at = now()
             where store = $1 and uuid = $2 and version = $6
             returning id, uuid::text as uuid, version, company_code, data, created_at, updated_at`,
            [def.store, existing.uuid, JSON.stringify(fields), version, companyCode(def, fields), existing.version],
          );
          if (!rows[0]) throw new Conflict(`${def.store} ${existing.uuid} was changed by someone else meanwhile`);
          await appendEvent(
            def.store,
            `${def.store}:${existing.uuid}`,
            version,
            `${def.store}.updated`,
            { id: Number(existing.id), before: existing.data, after: fields, changes },
            options.bookkeeping,
          );
          if (!options.bookkeeping) count(def.store, 'update');
          return toApi(def, rows[0]);
        },
        async remove(def, existing, expectedVersion) {
          if (expectedVersion !== undefined && existing.version !== expectedVersion)
            throw await staleVersion(tx, def.store, existing, expectedVersion);
          const deleted = await tx.query(
            'delete from records where store = $1 and uuid = $2 and version = $3 returning id',
            [def.store, existing.uuid, existing.version],
          );
          if (!deleted[0]) throw new Conflict(`${def.store} ${existing.uuid} was changed by someone else meanwhile`);
          // Its changes are every field of `before` (eventChanges).
          await appendEvent(def.store, `${def.store}:${existing.uuid}`, existing.version + 1, `${def.store}.deleted`, {
            id: Number(existing.id),
            before: existing.data,
            after: null,
          });
          count(def.store, 'delete');
        },
        published(n, first, last, held) {
          appended += n;
          if (held && heldBytes + held.bytes <= heldEventBytes) {
            heldBytes += held.bytes;
            events.push(held.build);
            return;
          }
          heldBytes = Infinity;
          // Statements one after the other make one range: nothing else of this command came between.
          const previous = events.at(-1);
          if (previous && typeof previous !== 'function' && 'range' in previous) {
            previous.first = Math.min(previous.first, first);
            previous.last = Math.max(previous.last, last);
          } else events.push({ range: true, first, last });
        },
        get holdsEvents() {
          return heldBytes < heldEventBytes;
        },
        async append(streamType, streamId, type, data) {
          const rows = await tx.query<{ v: number }>(
            'select coalesce(max(version), 0)::int as v from events where stream_id = $1',
            [streamId],
          );
          await appendEvent(streamType, streamId, (rows[0]?.v ?? 0) + 1, type, data);
        },
      };
      const result = await fn(writer);
      if (meta.recordTransaction === false) return { result, counts: { ...counts } };
      const txFields = {
        kind: meta.kind,
        resource: meta.resource,
        user_uuid: meta.user_uuid,
        company: meta.company_code ? { digit_code: meta.company_code } : null,
        counts: { ...counts },
        // What it did to each resource: a dissociation removes schedules, rankings… and the link.
        counts_by_resource: Object.fromEntries(Object.entries(byResource).map(([r, c]) => [r, { ...c }])),
        status: 'committed',
        started_at: startedAt,
        finished_at: new Date().toISOString(),
        task_uuid: meta.task_uuid ?? null,
        ...(meta.reverts ? { reverts: meta.reverts } : {}),
      };
      await writer.insert(
        { store: 'transactions', keyField: 'uuid', companyPath: 'company.digit_code' },
        txFields,
        transactionUuid,
      );
      return { result, counts: txFields.counts };
    });
    // Every record written appended one event: both tables grew or changed by as many rows.
    this.db.statistics.wrote('records', appended);
    this.db.statistics.wrote('events', appended);
    this.publish(events, transactionUuid);
    return { result, transactionUuid, counts };
  }

  /**
   * Publishes a committed command's events in position order after those of the commands before it
   * (a feed reader that has passed a position must never be sent an earlier one: it would skip it,
   * and resume after it). At once when nothing is being read back; else in turn, after the read-back
   * of an earlier command's events — the caller does not wait for it (a single write answered
   * while a million-row apply's events are read back has its events published after them).
   */
  private publish(events: ReadonlyArray<StoredEvent | (() => StoredEvent[]) | AppendedRange>, transactionUuid: string) {
    const now = (event: StoredEvent) => this.bus.publish({ kind: 'event', event });
    const readsBack = events.some((held) => typeof held !== 'function' && 'range' in held);
    if (!this.publishing && !readsBack) {
      for (const held of events) {
        if (typeof held === 'function') held().forEach(now);
        else if (!('range' in held)) now(held);
      }
      return;
    }
    // Never rejects: a failure is logged and the commands queued behind still publish theirs.
    const turn = (this.publishing ?? Promise.resolve()).then(async () => {
      try {
        for (const held of events) {
          if (typeof held === 'function') held().forEach(now);
          else if ('range' in held) await this.publishStored(held, transactionUuid);
          else now(held);
        }
      } catch (error) {
        console.error('[platform] events of transaction', transactionUuid, 'not published:', error);
      }
    });
    this.publishing = turn;
    void turn.finally(() => {
      if (this.publishing === turn) this.publishing = null;
    });
  }

  /**
   * Publishes the events a command's statements appended at positions `first` to `last`, read back
   * a page at a time. After the commit, whoever called: a failure here is logged, never thrown (the
   * command did commit; a feed reader that reconnects reads them from the store).
   */
  private async publishStored(range: AppendedRange, transactionUuid: string): Promise<void> {
    try {
      await outsideRequest(async () => {
        // By position alone (the key's index, a page in order), this transaction's kept here: with
        // its transaction in the query, PostgreSQL took that index and sorted all its events per page.
        const page = this.limits.publishPage;
        for (let after = range.first - 1; ;) {
          const rows = await this.db.query<StoredEvent>(
            `select ${EVENT_COLUMNS} from events where position > $1 and position <= $2
              order by position limit $3`,
            [after, range.last, page],
          );
          for (const row of rows)
            if (row.meta.transaction_uuid === transactionUuid)
              this.bus.publish({ kind: 'event', event: storedEvent(row) });
          if (rows.length < page) return;
          after = Number(rows.at(-1)!.position);
        }
      });
    } catch (error) {
      console.error('[platform] events of transaction', transactionUuid, 'not published:', error);
    }
  }
}

/** Positions a command's multi-row statements appended events at (Writer.published). */
interface AppendedRange {
  range: true;
  first: number;
  last: number;
}

/** Events read back at a time to be published. */
const PUBLISH_PAGE = 5000;

/**
 * Events a command holds (in their compact form) until its commit; past it, they are read back. An
 * apply of ~250,000 companies' events fits: published at once after the commit, as before.
 */
export const HELD_EVENT_BYTES = 32 * 1024 * 1024;

export { getByUuid };
