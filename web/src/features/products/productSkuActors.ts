/** The product-SKU editing machine's actors: details, download status, and the save of the changes. */
import { fromPromise } from 'xstate';
import { asResourceName } from '../../kit/graphql/names.js';
import { jsonList, jsonRecord } from '../../kit/graphql/json.js';
import type { ProductSkuCompanyInput, SaveProductSkuChangesInput } from '@console/machines';
import { apolloClient } from '../../kit/graphql/client.js';
import { AppError, toAppError } from '../../kit/graphql/appError.js';
import { LIST } from '../resources/index.js';
import { toCsv } from '../../kit/tables/index.js';
import { ACTIVE_PRODUCTS, ALL_PRODUCTS, SAVE_PRODUCT, type ActiveProduct } from './graphql/operations.js';

/** What the editing screen shows: the active products and the choices of brand and product group. */
export interface EditingDetails {
  products: ActiveProduct[];
  brands: Array<{ digit_code: string; name: string }>;
  productGroups: string[];
}
/** The export of every product: ready when `csv` is set. */
export interface DownloadStatus {
  count: number;
  csv: string;
}
export const DOWNLOAD_COLUMNS = ['product_uuid', 'product_name', 'brand', 'product_group', 'category', 'is_active'];

async function run<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}
const listAll = async (resource: string, code: string) =>
  (
    await run(() =>
      apolloClient.query({
        query: LIST,
        variables: {
          resource: asResourceName(resource),
          filter: { 'company.digit_code': code },
          navigation: { page: 1, page_size: 1000 },
        },
        fetchPolicy: 'network-only',
      }),
    )
  ).data?.list.rows.map(jsonRecord) ?? [];

/**
 * The actors of one editing screen. They share the version of each product the user saw (from the
 * details they loaded, then from each save's answer), and every save sends it (DESIGN §8), so a
 * product someone else changed meanwhile is refused with 409 instead of overwritten.
 */
export function createProductSkuActors() {
  const seen = new Map<string, { version: number; name: string }>();
  return {
    loadDetails: fromPromise<unknown, ProductSkuCompanyInput>(async ({ input }): Promise<EditingDetails> => {
      const code = input.company_digit_code;
      const [products, brands, groups] = await Promise.all([
        run(() =>
          apolloClient.query({ query: ACTIVE_PRODUCTS, variables: { code }, fetchPolicy: 'network-only' }),
        ).then((r) => jsonList<ActiveProduct>(r.data?.activeProducts)),
        listAll('brands', code),
        listAll('product_groups', code),
      ]);
      for (const p of products)
        if (typeof p.version === 'number') seen.set(p.product_uuid, { version: p.version, name: p.product_name });
      return {
        products,
        brands: brands.map((b) => ({ digit_code: String(b.digit_code), name: String(b.name) })),
        productGroups: [...new Set(groups.map((g) => String(g.name)))].sort(),
      };
    }),
    loadDownloadStatus: fromPromise<unknown, ProductSkuCompanyInput>(async ({ input }): Promise<DownloadStatus> => {
      const { data } = await run(() =>
        apolloClient.query({
          query: ALL_PRODUCTS,
          variables: { code: input.company_digit_code, columns: DOWNLOAD_COLUMNS },
          fetchPolicy: 'network-only',
        }),
      );
      const rows = jsonList<Record<string, unknown>>(data?.allProducts).map((r) => ({
        ...r,
        brand: (r.brand as { digit_code?: string } | null)?.digit_code ?? '',
      }));
      return { count: rows.length, csv: toCsv(rows, DOWNLOAD_COLUMNS) };
    }),
    /** One PUT per changed product (brand and product group together), at the version the user saw. */
    saveChanges: fromPromise<unknown, SaveProductSkuChangesInput>(async ({ input }) => {
      const uuids = [...new Set([...Object.keys(input.brands), ...Object.keys(input.productGroups)])];
      for (const uuid of uuids) {
        const product = seen.get(uuid);
        if (!product)
          throw new AppError(409, `Product ${uuid} is not among the products loaded: load the products again.`);
        // Only the changed fields: the platform keeps the others as they are.
        const next: Record<string, unknown> = { product_uuid: uuid, version: product.version };
        if (uuid in input.brands) next.brand = input.brands[uuid] ? { digit_code: input.brands[uuid] } : null;
        if (uuid in input.productGroups) next.product_group = input.productGroups[uuid];
        const saved = (await run(() => apolloClient.mutate({ mutation: SAVE_PRODUCT, variables: { input: next } })))
          .data?.saveRecord;
        if (!saved?.ok) {
          throw new AppError(saved?.status ?? 500, `${product.name}: ${saved?.reason ?? saved?.message ?? 'refused'}`);
        }
        // A retry after a later product failed sends this one again at its new version.
        const after = (saved.data as { version?: unknown } | null)?.version;
        if (typeof after === 'number') seen.set(uuid, { ...product, version: after });
      }
      return uuids.length;
    }),
  };
}
