import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  bulkWizardMachine,
  joinBulkSnapshot,
  sameRows,
  splitBulkSnapshot,
  type BulkRowsPart,
  type PersistedBulkSnapshot,
} from '@console/machines';
import { NOT_SAVED, NOTHING_SAVED, ROWS_LOST, WizardKeeper, type RowsStore, type SessionLike } from './wizardKeeper.js';

const KEY = 'console.wizard.bulk';
const ROWS = 100_000;

/** sessionStorage with Chromium's quota: 5,000,000 characters of keys and values in all. */
class QuotaSession implements SessionLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > 5_000_000) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** IndexedDB as the keeper sees it: values come back as structured clones. */
class MemoryRows implements RowsStore<BulkRowsPart> {
  readonly items = new Map<string, BulkRowsPart>();
  puts = 0;
  failing = false;
  async put(id: string, rows: BulkRowsPart) {
    if (this.failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.puts += 1;
    this.items.set(id, structuredClone(rows));
  }
  async get(id: string) {
    const rows = this.items.get(id);
    return rows && structuredClone(rows);
  }
  async delete(id: string) {
    this.items.delete(id);
  }
}

const parts = {
  split: (p: unknown) => splitBulkSnapshot(p as PersistedBulkSnapshot),
  join: (s: unknown, rows: BulkRowsPart) => joinBulkSnapshot(s as PersistedBulkSnapshot, rows),
  same: sameRows,
};
const bigCsv = (n: number) =>
  ['keyword,company.digit_code', ...Array.from({ length: n }, (_, i) => `keyword number ${i},1001`)].join('\n');

/** A keywords wizard with `n` rows checked in the browser. */
function checkedWizard(n: number) {
  const actor = createActor(bulkWizardMachine, { input: { resource: 'keywords' } }).start();
  actor.send({ type: 'source.load', text: bigCsv(n), name: 'big.csv' });
  actor.send({ type: 'wizard.next' });
  return actor;
}

describe('WizardKeeper', () => {
  it('keeps a 100,000-row bulk wizard across a reload: rows in the row store, the rest in sessionStorage', async () => {
    const session = new QuotaSession();
    const store = new MemoryRows();
    const actor = checkedWizard(ROWS);
    const keeper = new WizardKeeper(KEY, session, { store, parts });
    keeper.save(actor.getPersistedSnapshot());
    await keeper.flush();
    expect(keeper.status).toEqual({ kept: true });
    expect(session.getItem(KEY)!.length).toBeLessThan(20_000);

    // Moves that leave the rows alone do not store them again.
    actor.send({ type: 'wizard.back' });
    keeper.save(actor.getPersistedSnapshot());
    actor.send({ type: 'mapping.set', field: 'keyword', header: 'keyword' });
    keeper.save(actor.getPersistedSnapshot());
    actor.send({ type: 'wizard.next' });
    await keeper.flush();
    expect(store.puts).toBe(1);
    // Checking again built new rows: stored once more, and the old copy deleted.
    keeper.save(actor.getPersistedSnapshot());
    await keeper.flush();
    expect(store.puts).toBe(2);
    expect(store.items.size).toBe(1);
    actor.stop();

    // The reload.
    const after = new WizardKeeper(KEY, session, { store, parts });
    expect(after.readSync()?.rowsId).toBeTruthy();
    const { snapshot, lost } = await after.restore();
    expect(lost).toBeNull();
    const resumed = createActor(bulkWizardMachine, { snapshot: snapshot as never, input: undefined }).start();
    expect(resumed.getSnapshot().value).toBe('checked');
    expect(resumed.getSnapshot().context.rows).toHaveLength(ROWS);
    expect(resumed.getSnapshot().context.records[ROWS - 1]).toEqual({
      keyword: `keyword number ${ROWS - 1}`,
      'company.digit_code': '1001',
    });

    // Restored rows are not written again; ending the wizard forgets both parts.
    after.save(resumed.getPersistedSnapshot());
    await after.flush();
    expect(store.puts).toBe(2);
    resumed.send({ type: 'wizard.cancel' });
    after.save(null);
    await after.flush();
    expect(session.getItem(KEY)).toBeNull();
    expect(store.items.size).toBe(0);
  }, 60_000);

  it('says it is saving while the rows are written, so nobody reloads onto the step before', async () => {
    const session = new QuotaSession();
    let release = () => {};
    const store = new MemoryRows();
    const put = store.put.bind(store);
    store.put = (id, rows) => new Promise<void>((resolve) => (release = () => void put(id, rows).then(resolve)));
    const keeper = new WizardKeeper(KEY, session, { store, parts });
    const seen: unknown[] = [];
    keeper.watch((status) => seen.push(status));
    const actor = checkedWizard(10);
    keeper.save(actor.getPersistedSnapshot());
    await Promise.resolve();
    expect(keeper.status).toEqual({ kept: true, saving: true });
    expect(session.getItem(KEY)).toBeNull();
    release();
    await keeper.flush();
    expect(keeper.status).toEqual({ kept: true });
    expect(seen).toEqual([{ kept: true, saving: true }, { kept: true }]);
    actor.stop();
  });

  it('says plainly when the wizard cannot be kept, rather than losing it silently', async () => {
    const actor = checkedWizard(ROWS);
    // Kept whole (as before the split), 100,000 rows are over the quota.
    const whole = new WizardKeeper(KEY, new QuotaSession());
    const statuses: unknown[] = [];
    whole.watch((s) => statuses.push(s));
    whole.save(actor.getPersistedSnapshot());
    await whole.flush();
    expect(whole.status).toEqual({ kept: false, message: NOTHING_SAVED });
    expect(statuses).toEqual([{ kept: false, message: NOTHING_SAVED }]);

    // The row store refuses (full, or blocked) after a first save: the last pair stays, and the message says
    // a reload goes back to it.
    const session = new QuotaSession();
    const store = new MemoryRows();
    const keeper = new WizardKeeper(KEY, session, { store, parts });
    keeper.save(actor.getPersistedSnapshot());
    await keeper.flush();
    const firstEntry = session.getItem(KEY);
    store.failing = true;
    actor.send({ type: 'rows.dropInvalid' });
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.next' });
    keeper.save(actor.getPersistedSnapshot());
    await keeper.flush();
    expect(keeper.status).toEqual({ kept: false, message: NOT_SAVED });
    expect(session.getItem(KEY)).toBe(firstEntry);
    store.failing = false;
    keeper.save(actor.getPersistedSnapshot());
    await keeper.flush();
    expect(keeper.status).toEqual({ kept: true });
    actor.stop();
  }, 60_000);

  it('keeps a small wizard whole when the row store refuses (IndexedDB blocked)', async () => {
    const session = new QuotaSession();
    const store = new MemoryRows();
    store.failing = true;
    const actor = checkedWizard(10);
    const keeper = new WizardKeeper(KEY, session, { store, parts });
    keeper.save(actor.getPersistedSnapshot());
    await keeper.flush();
    expect(keeper.status).toEqual({ kept: true });
    const after = new WizardKeeper(KEY, session, { store, parts });
    const { snapshot } = await after.restore();
    expect((snapshot as { context: { rows: unknown[] } }).context.rows).toHaveLength(10);
  });

  it('starts afresh with a message when the rows are gone after a reload', async () => {
    const session = new QuotaSession();
    const store = new MemoryRows();
    const actor = checkedWizard(10);
    const keeper = new WizardKeeper(KEY, session, { store, parts });
    keeper.save(actor.getPersistedSnapshot());
    await keeper.flush();
    store.items.clear();
    const after = new WizardKeeper(KEY, session, { store, parts });
    expect(await after.restore()).toEqual({ snapshot: null, lost: ROWS_LOST });
    expect(session.getItem(KEY)).toBeNull();
  });

  it('reads a snapshot kept whole, as the dissociation wizard and older tabs keep it', () => {
    const session = new QuotaSession();
    const actor = checkedWizard(2);
    session.setItem(KEY, JSON.stringify(actor.getPersistedSnapshot()));
    const kept = new WizardKeeper(KEY, session).readSync();
    expect(kept?.rowsId).toBeUndefined();
    expect((kept?.snapshot as { value: unknown }).value).toBe('checked');
  });
});
