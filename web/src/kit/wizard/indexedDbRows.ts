/**
 * The bulk wizard's rows in IndexedDB (see wizardKeeper.ts) through idb-keyval: one entry per saved
 * version of the rows, deleted when a newer one is saved or the wizard ends. Entries a closed tab
 * left behind are removed after a week.
 */
import { createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import type { RowsStore } from './wizardKeeper.js';

/**
 * Its own database: the hand-written wrapper's ('console-wizard-rows') kept records by keyPath, which
 * idb-keyval does not.
 */
const DB_NAME = 'console-wizard-kv';
const STORE = 'rows';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  savedAt: number;
  rows: T;
}

let store: UseStore | null = null;

/** The store, opened on first use; rejects where IndexedDB is missing (the keeper then keeps nothing). */
async function rowsStore(): Promise<UseStore> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  store ??= createStore(DB_NAME, STORE);
  return store;
}

/** Deletes what closed tabs left behind, and the old wrapper's database (best effort). */
async function prune(): Promise<void> {
  const kv = await rowsStore();
  const limit = Date.now() - MAX_AGE_MS;
  const old = (await entries<IDBValidKey, Stored<unknown>>(kv))
    .filter(([, value]) => !(value?.savedAt > limit))
    .map(([key]) => key);
  if (old.length) await delMany(old, kv);
  indexedDB.deleteDatabase('console-wizard-rows');
}

let pruned = false;

export function indexedDbRows<T>(): RowsStore<T> {
  if (!pruned) {
    pruned = true;
    prune().catch(() => undefined);
  }
  return {
    async put(id, rows) {
      await set(id, { savedAt: Date.now(), rows } satisfies Stored<T>, await rowsStore());
    },
    async get(id) {
      return (await get<Stored<T>>(id, await rowsStore()))?.rows;
    },
    async delete(id) {
      await del(id, await rowsStore());
    },
  };
}
