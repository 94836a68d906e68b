/**
 * The bulk wizard's rows in IndexedDB (see wizardKeeper.ts): one record per saved version of
 * the rows, deleted when a newer one is saved or the wizard ends. Records a closed tab left
 * behind are removed after a week.
 */
import type { RowsStore } from './wizardKeeper.js';

const DB_NAME = 'console-wizard-rows';
const STORE = 'rows';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  id: string;
  savedAt: number;
  rows: T;
}

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('savedAt', 'savedAt');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Runs one request in its own transaction; resolves once the transaction has committed. */
async function run<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = use(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted (storage full?)'));
  });
}

/** Deletes what closed tabs left behind (best effort). */
async function prune(): Promise<void> {
  await run('readwrite', (store) => {
    const range = IDBKeyRange.upperBound(Date.now() - MAX_AGE_MS);
    const cursor = store.index('savedAt').openCursor(range);
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      at.delete();
      at.continue();
    };
  });
}

let pruned = false;

export function indexedDbRows<T>(): RowsStore<T> {
  if (!pruned) {
    pruned = true;
    prune().catch(() => undefined);
  }
  return {
    async put(id, rows) {
      await run('readwrite', (store) => store.put({ id, savedAt: Date.now(), rows } satisfies Stored<T>));
    },
    async get(id) {
      const found = (await run<Stored<T> | undefined>('readonly', (store) => store.get(id) as IDBRequest<Stored<T> | undefined>)) ?? undefined;
      return found?.rows;
    },
    async delete(id) {
      await run('readwrite', (store) => store.delete(id));
    },
  };
}
