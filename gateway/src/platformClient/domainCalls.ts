/** The §7 calls beyond the generic resources: compliance, utilities, products, SRP, images, GDPR. */
import { z } from 'zod';
import type { Auth, Call } from './http.js';
import { anySchema, objectSchema } from './records.js';

const enc = encodeURIComponent;

export const domainCalls = (call: Call) => ({
  /** GET /compliance/getbyid/{id} (the rule is in data.data). */
  complianceById: (auth: Auth, id: string) =>
    call({ method: 'GET', path: `/compliance/getbyid/${enc(id)}`, auth, data: anySchema }),
  /** POST /compliance/products (body passed through). */
  complianceProducts: (auth: Auth, body: unknown) =>
    call({ method: 'POST', path: '/compliance/products', auth, body, data: anySchema }),
  /** POST /compliance/validate {code, products, types}. */
  complianceValidate: (auth: Auth, body: { code: string; products: string[]; types: string[] }) =>
    call({ method: 'POST', path: '/compliance/validate', auth, body, data: anySchema, slow: true }),
  /** POST /utils/integrity_logs/{code}/{folder}/{statKey}: sync details. */
  integrityLogDetails: (auth: Auth, code: string, folder: string, statKey: string) =>
    call({
      method: 'POST',
      path: `/utils/integrity_logs/${enc(code)}/${enc(folder)}/${enc(statKey)}`,
      auth,
      body: {},
      data: anySchema,
    }),
  /** POST /utils/integrity_logs/{code}?limit: sync status. */
  integrityLogs: (auth: Auth, code: string, limit?: number) =>
    call({
      method: 'POST',
      path: `/utils/integrity_logs/${enc(code)}`,
      auth,
      query: { limit },
      body: {},
      data: anySchema,
    }),
  /** POST /utils-webhook/{value}: reruns the sync. */
  rerunSync: (auth: Auth, value: string) =>
    call({ method: 'POST', path: `/utils-webhook/${enc(value)}`, auth, body: {}, data: anySchema }),
  /** POST /retailers/list/{metric} {code}. */
  retailersByMetric: (auth: Auth, metric: string, code: string) =>
    call({ method: 'POST', path: `/retailers/list/${enc(metric)}`, auth, body: { code }, data: anySchema }),
  /** POST /rankings/getMaxResults: one of the five §6 calls, with the service key. */
  rankingsMaxResults: (auth: Auth, body: unknown) =>
    call({ method: 'POST', path: '/rankings/getMaxResults', auth, mode: 'service', body, data: anySchema }),
  /** Listings max results: POST to the path given in params, the body being the params (§7). */
  listingsMaxResults: (auth: Auth, path: string, params: unknown) =>
    call({ method: 'POST', path, auth, body: params, data: anySchema }),
  /** POST /products/validate/names {code, names}. */
  validateNames: (auth: Auth, code: string, names: string[]) =>
    call({ method: 'POST', path: '/products/validate/names', auth, body: { code, names }, data: anySchema }),
  /** POST /products/active {code}. */
  productsActive: (auth: Auth, code: string) =>
    call({ method: 'POST', path: '/products/active', auth, body: { code }, data: anySchema }),
  /** POST /products/all {code, columns}. */
  productsAll: (auth: Auth, code: string, columns: string[]) =>
    call({ method: 'POST', path: '/products/all', auth, body: { code, columns }, data: anySchema }),
  /** POST /products/bycountry {code}. */
  productsByCountry: (auth: Auth, code: string) =>
    call({ method: 'POST', path: '/products/bycountry', auth, body: { code }, data: anySchema }),
  /** GET /srp/list/{code}: results with product_uuid. */
  srpListIds: (auth: Auth, code: string) =>
    call({ method: 'GET', path: `/srp/list/${enc(code)}`, auth, data: anySchema }),
  /** POST /srp/list/{code} {products}: a map by product_uuid with product_name and is_active. */
  srpListProducts: (auth: Auth, code: string, products: string[]) =>
    call({ method: 'POST', path: `/srp/list/${enc(code)}`, auth, body: { products }, data: anySchema }),
  /** GET /srp/logs/{code}: results with rows. */
  srpLogs: (auth: Auth, code: string) => call({ method: 'GET', path: `/srp/logs/${enc(code)}`, auth, data: anySchema }),
  /** POST /srp/save: one of the five §6 calls, with the service key. */
  srpSave: (auth: Auth, body: unknown) =>
    call({ method: 'POST', path: '/srp/save', auth, mode: 'service', body, data: anySchema }),
  /** POST /srp/delete: one of the five §6 calls, with the service key. */
  srpDelete: (auth: Auth, body: unknown) =>
    call({ method: 'POST', path: '/srp/delete', auth, mode: 'service', body, data: anySchema }),
  /** POST /product_images/preview/{product_uuid} {code, product_folder}: one of the five §6 calls. */
  imagePreview: (auth: Auth, productUuid: string, body: { code: string; product_folder: string }) =>
    call({
      method: 'POST',
      path: `/product_images/preview/${enc(productUuid)}`,
      auth,
      mode: 'service',
      body,
      data: anySchema,
    }),
  /** POST /product_images/products (body passed through). */
  imageProducts: (auth: Auth, body: unknown) =>
    call({ method: 'POST', path: '/product_images/products', auth, body, data: anySchema }),
  /** POST /product_images/validate {code, products}; reads results. */
  imageValidate: (auth: Auth, body: { code: string; products: string[] }) =>
    call({ method: 'POST', path: '/product_images/validate', auth, body, data: anySchema, slow: true }),
  /** POST /gdpr (no body): the export. */
  gdprExport: (auth: Auth) => call({ method: 'POST', path: '/gdpr', auth, data: anySchema, slow: true }),
  /** POST /gdpr/save {settings}. */
  gdprSave: (auth: Auth, settings: Record<string, unknown>) =>
    call({ method: 'POST', path: '/gdpr/save', auth, body: { settings }, data: anySchema }),
  /** POST /tasks/{uuid}/cancel. */
  cancelTask: (auth: Auth, uuid: string) =>
    call({ method: 'POST', path: `/tasks/${enc(uuid)}/cancel`, auth, body: {}, data: objectSchema }),
});

/** A getlist-style answer's rows when the platform wraps them (`{results: [...]}`) or not. */
export const resultsOf = (data: unknown): unknown[] => {
  const wrapped = z.object({ results: z.array(z.unknown()) }).safeParse(data);
  if (wrapped.success) return wrapped.data.results;
  return Array.isArray(data) ? data : [];
};
