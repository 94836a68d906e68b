/**
 * Per-request batching of nested lookups (DataLoader-style, no dependency): keys asked for while
 * one list resolves are gathered and fetched with one getlist call per resource, so a list query
 * makes at most 1 + (distinct REST resources) calls.
 */
import type { Company, Transaction } from '@console/schema';
import type { PlatformClient } from './platformClient/index.js';
import type { Session } from './session/session.js';

/** Answers kept by key: a request's own (dropped with it), or one kept longer (live/lookups.ts). */
export type LoaderCache<V> = Map<string, Promise<V | undefined>>;

/**
 * A loader: `load(key)` resolves with the batch's answer for that key. A failed fetch leaves
 * nothing in `cache` (the next load asks again).
 */
export function batchLoader<V>(
  fetchMany: (keys: string[]) => Promise<Map<string, V>>,
  cache: LoaderCache<V> = new Map(),
) {
  let pending: Array<{ key: string; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }> = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    const keys = [...new Set(batch.map((p) => p.key))];
    fetchMany(keys).then(
      (found) => batch.forEach((p) => p.resolve(found.get(p.key))),
      (error) => batch.forEach((p) => p.reject(error)),
    );
  };
  return {
    load(key: string): Promise<V | undefined> {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V | undefined>((resolve, reject) => {
        // setImmediate runs after every resolver of this pass has asked (they await the session first).
        if (pending.length === 0) setImmediate(flush);
        pending.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      promise.catch(() => cache.get(key) === promise && cache.delete(key));
      return promise;
    },
  };
}

/**
 * `loader` that answers `undefined` for a key whose answer is not there within `waitMs`. The
 * lookup goes on and keeps its answer in the loader's cache, so a later load has it; a failure
 * after the wait is the cache's to drop (batchLoader), not the caller's.
 */
export function withinTime<V>(
  loader: { load(key: string): Promise<V | undefined> },
  waitMs: number,
): { load(key: string): Promise<V | undefined> } {
  return {
    load(key) {
      const answer = loader.load(key);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, waitMs, undefined)));
      return Promise.race([answer, late]).finally(() => clearTimeout(timer));
    },
  };
}

/** Where the loaders keep their answers: by default the request's own maps. */
export interface LoaderCaches {
  companyByCode: LoaderCache<Company>;
  transactionByUuid: LoaderCache<Transaction>;
  retailersOfCompany: LoaderCache<Record<string, unknown>[]>;
}

export const newLoaderCaches = (): LoaderCaches => ({
  companyByCode: new Map(),
  transactionByUuid: new Map(),
  retailersOfCompany: new Map(),
});

/**
 * The loaders of one request. They serve nested fields only (company names, a task's
 * transaction, a company's retailers), under root fields whose access already needs `read`.
 */
export function createLoaders(platform: PlatformClient, session: Session, caches = newLoaderCaches()) {
  const byKey = async <T extends Record<string, unknown>>(
    resource: string,
    field: string,
    keys: string[],
    pick: (row: T) => string,
  ) => {
    const auth = await session.admitted();
    const { data } = await platform.getList(auth, resource, {
      filter: { [field]: { in: keys } },
      navigation: { page: 1, page_size: Math.max(keys.length, 1) },
    });
    return new Map((data as T[]).map((row) => [pick(row), row]));
  };
  return {
    /** Companies by digit code. */
    companyByCode: batchLoader(
      (codes) => byKey<Company>('companies', 'digit_code', codes, (c) => c.digit_code),
      caches.companyByCode,
    ),
    /** Transactions by uuid. */
    transactionByUuid: batchLoader(
      (uuids) => byKey<Transaction>('transactions', 'uuid', uuids, (t) => t.uuid),
      caches.transactionByUuid,
    ),
    /** The company_retailers links of companies, by company digit code. */
    retailersOfCompany: batchLoader(async (codes) => {
      const auth = await session.admitted();
      const { data } = await platform.getList(auth, 'company_retailers', {
        filter: { 'company.digit_code': { in: codes } },
        navigation: { page: 1, page_size: 10_000 },
      });
      const out = new Map<string, Record<string, unknown>[]>(codes.map((c) => [c, []]));
      for (const row of data as Array<Record<string, unknown> & { company: { digit_code: string } }>)
        out.get(row.company.digit_code)?.push(row);
      return out;
    }, caches.retailersOfCompany),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
