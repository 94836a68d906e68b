/**
 * Keeps a wizard's persisted snapshot across reloads of the tab. Small snapshots go whole to
 * sessionStorage. A wizard with rows (the bulk wizard: megabytes at 100,000 rows, over the
 * ~5 MB sessionStorage holds) is split: its rows go to IndexedDB, written only when they
 * change, and sessionStorage holds the rest with the id of its rows. The two are written in
 * that order, so a reload always finds a pair that belongs together. Without IndexedDB a
 * wizard small enough is kept whole. When storing fails the keeper says so (`status`) rather
 * than losing the work silently.
 */

/** What the keeper needs of sessionStorage. */
export type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the rows go (IndexedDB in the browser, a Map in tests). */
export interface RowsStore<TRows> {
  put(id: string, rows: TRows): Promise<void>;
  get(id: string): Promise<TRows | undefined>;
  delete(id: string): Promise<void>;
}

/** How a wizard's snapshot splits into a small part and its rows (see splitBulkSnapshot). */
export interface SnapshotParts<TRows> {
  split(persisted: unknown): { snapshot: unknown; rows: TRows };
  join(snapshot: unknown, rows: TRows): unknown;
  /** True when both are the same rows (no need to store them again). */
  same(a: TRows, b: TRows): boolean;
}

/**
 * Whether the latest snapshot is kept. `saving` is set while rows are being written to
 * IndexedDB (seconds at 100,000 rows): a reload then would resume from the step before, so the
 * wizard says so until the write is done.
 */
export type KeptStatus = { kept: true; saving?: boolean } | { kept: false; message: string };

/** A kept entry: the snapshot, and the id of its rows when they are kept apart. */
interface Entry {
  snapshot: unknown;
  rowsId?: string;
}

export const NOT_SAVED =
  'Your latest changes could not be saved in this browser (its storage ' +
  'is full or blocked): a reload would go back to the last saved step.';
export const NOTHING_SAVED =
  'This wizard could not be saved in this browser (its storage is full or ' +
  'blocked): a reload would lose it. Finish it in this tab, or free some space.';
export const ROWS_LOST =
  'The rows of your last upload could not be restored after the ' +
  'reload (the browser no longer had them): upload them again.';

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export class WizardKeeper<TRows = unknown> {
  private rowsId: string | null = null;
  private savedRows: TRows | null = null;
  private saved = false;
  /** The newest snapshot waiting to be written (null: forget; undefined: nothing waits). */
  private latest: unknown | null | undefined = undefined;
  private running: Promise<void> | null = null;
  status: KeptStatus = { kept: true };

  constructor(
    private readonly key: string,
    private readonly session: SessionLike,
    private readonly options: { store?: RowsStore<TRows>; parts?: SnapshotParts<TRows> } = {},
  ) {}

  private readonly listeners = new Set<(status: KeptStatus) => void>();

  /** Calls `listener` whenever the status changes; returns the way to stop. */
  watch(listener: (status: KeptStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private entry(): Entry | null {
    const text = this.session.getItem(this.key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Entry & { value?: unknown };
    // A snapshot kept whole (also the format before rows were kept apart).
    if (parsed.value !== undefined) return { snapshot: parsed };
    return parsed;
  }

  /** The kept snapshot when it is all in sessionStorage; `rowsId` when its rows must be read first. */
  readSync(): { snapshot: unknown; rowsId?: string } | null {
    try {
      const entry = this.entry();
      if (!entry) return null;
      this.saved = true;
      if (entry.rowsId) return { snapshot: entry.snapshot, rowsId: entry.rowsId };
      return { snapshot: entry.snapshot };
    } catch {
      this.session.removeItem(this.key);
      return null;
    }
  }

  /** The kept snapshot whole (its rows read back), or null with a message when they are gone. */
  async restore(): Promise<{ snapshot: unknown | null; lost: string | null }> {
    const kept = this.readSync();
    if (!kept) return { snapshot: null, lost: null };
    if (!kept.rowsId) return { snapshot: kept.snapshot, lost: null };
    const { store, parts } = this.options;
    const rows = store && parts ? await store.get(kept.rowsId).catch(() => undefined) : undefined;
    if (rows === undefined || !parts) {
      this.session.removeItem(this.key);
      this.saved = false;
      return { snapshot: null, lost: ROWS_LOST };
    }
    const snapshot = parts.join(kept.snapshot, rows);
    this.rowsId = kept.rowsId;
    this.savedRows = parts.split(snapshot).rows;
    return { snapshot, lost: null };
  }

  /** Keeps `persisted` (null: nothing worth keeping, forget it). Writes are queued; the newest wins. */
  save(persisted: unknown | null): void {
    this.latest = persisted;
    this.running ??= this.drain();
  }

  /** Resolves once every queued write is done. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.latest !== undefined) {
      const next = this.latest;
      this.latest = undefined;
      await this.write(next);
    }
    this.running = null;
  }

  private setStatus(status: KeptStatus) {
    const same =
      status.kept && this.status.kept
        ? Boolean(status.saving) === Boolean(this.status.saving)
        : !status.kept && !this.status.kept && status.message === this.status.message;
    if (same) return;
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }

  private failed() {
    this.setStatus({ kept: false, message: this.saved ? NOT_SAVED : NOTHING_SAVED });
  }

  /** Keeps the snapshot whole in sessionStorage (when the row store refuses). */
  private async keepWhole(persisted: unknown): Promise<void> {
    try {
      this.session.setItem(this.key, JSON.stringify({ snapshot: persisted } satisfies Entry));
    } catch {
      return this.failed();
    }
    this.saved = true;
    const stale = this.rowsId;
    this.rowsId = null;
    this.savedRows = null;
    if (stale) await this.options.store?.delete(stale).catch(() => undefined);
    this.setStatus({ kept: true });
  }

  private async write(persisted: unknown | null): Promise<void> {
    const { store, parts } = this.options;
    if (persisted === null) {
      this.session.removeItem(this.key);
      this.saved = false;
      if (this.rowsId && store) await store.delete(this.rowsId).catch(() => undefined);
      this.rowsId = null;
      this.savedRows = null;
      this.setStatus({ kept: true });
      return;
    }
    let entry: Entry = { snapshot: persisted };
    let stale: string | null = null;
    if (store && parts) {
      const { snapshot, rows } = parts.split(persisted);
      if (!this.savedRows || !parts.same(this.savedRows, rows)) {
        const id = newId();
        if (this.status.kept) this.setStatus({ kept: true, saving: true });
        try {
          await store.put(id, rows);
        } catch {
          // No row store (blocked, full): a wizard small enough is kept whole; otherwise the
          // last pair written stays as it was, and a reload resumes there.
          return this.keepWhole(persisted);
        }
        stale = this.rowsId;
        this.rowsId = id;
        this.savedRows = rows;
      }
      entry = { snapshot, rowsId: this.rowsId ?? undefined };
    }
    try {
      this.session.setItem(this.key, JSON.stringify(entry));
    } catch {
      return this.failed();
    }
    this.saved = true;
    if (stale && store) await store.delete(stale).catch(() => undefined);
    this.setStatus({ kept: true });
  }
}
