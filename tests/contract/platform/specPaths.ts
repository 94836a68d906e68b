/**
 * Every call of §7 as method and path pattern, kept here so a test shows each one is answered.
 * Generic resource calls are expanded for every resource §7 lists.
 */
import { BULK_RESOURCES, RESOURCES } from '@console/schema';

export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Answered without a bearer token (login) or with the service key (the five of §6). */
  access: 'bearer' | 'public' | 'service';
}

const generic = RESOURCES.flatMap((r): SpecCall[] => [
  { method: 'POST', path: `${r.path}/getlist`, access: 'bearer' },
  { method: 'GET', path: `${r.path}/getbyuuid/:uuid`, access: 'bearer' },
  { method: 'GET', path: `${r.path}/getbyid/:id`, access: 'bearer' },
  { method: 'GET', path: `${r.path}/:id`, access: 'bearer' },
  { method: 'POST', path: r.path, access: 'bearer' },
  { method: 'PUT', path: r.path, access: 'bearer' },
  { method: 'DELETE', path: r.path, access: 'bearer' },
  { method: 'DELETE', path: `${r.path}/:id`, access: 'bearer' },
  { method: 'POST', path: `${r.path}/history/getlist`, access: 'bearer' },
  { method: 'POST', path: `${r.path}/metric`, access: 'bearer' },
  { method: 'POST', path: `${r.path}/metric/field`, access: 'bearer' },
]);

const apiGetById = [
  'countries',
  'transactions',
  'rankings',
  'products',
  'product_images',
  'product_groups',
  'listings',
  'keywords',
  'companies',
  'retailers',
  'brands',
];

export const SPEC_CALLS: SpecCall[] = [
  { method: 'POST', path: '/auth/login', access: 'public' },
  { method: 'GET', path: '/auth/user', access: 'bearer' },
  { method: 'POST', path: '/auth/logout', access: 'bearer' },
  ...generic,
  ...apiGetById.map((name): SpecCall => ({ method: 'GET', path: `/api/${name}/getbyid/:id`, access: 'bearer' })),
  { method: 'GET', path: '/api/countries/getbyisocode/:value', access: 'bearer' },
  { method: 'GET', path: '/api/countries/getbyisocode3/:value', access: 'bearer' },
  { method: 'GET', path: '/api/countries/getbyisonumeric/:value', access: 'bearer' },
  ...['retailers', 'companies', 'brands'].flatMap((name): SpecCall[] => [
    { method: 'GET', path: `/api/${name}/getbyuuid/:uuid`, access: 'bearer' },
    { method: 'GET', path: `/api/${name}/getbydigitcode/:code`, access: 'bearer' },
  ]),
  { method: 'GET', path: '/api/retailers/getretailersbycountryid/:id', access: 'bearer' },
  { method: 'GET', path: '/companies/getbydigitcode/:code', access: 'service' },
  { method: 'GET', path: '/brands/getbrandsbycompany/:id', access: 'bearer' },
  { method: 'POST', path: '/companies/getAccessOptions', access: 'bearer' },
  { method: 'GET', path: '/compliance/getbyid/:id', access: 'bearer' },
  { method: 'POST', path: '/compliance/products', access: 'bearer' },
  { method: 'POST', path: '/compliance/validate', access: 'bearer' },
  { method: 'POST', path: '/utils/integrity_logs/:code/:folder/:statKey', access: 'bearer' },
  { method: 'POST', path: '/utils/integrity_logs/:code', access: 'bearer' },
  { method: 'POST', path: '/utils-webhook/:value', access: 'bearer' },
  { method: 'POST', path: '/retailers/list/:metric', access: 'bearer' },
  { method: 'POST', path: '/rankings/getMaxResults', access: 'service' },
  { method: 'POST', path: '/listings/getMaxResults', access: 'bearer' },
  { method: 'POST', path: '/products/validate/names', access: 'bearer' },
  { method: 'POST', path: '/products/active', access: 'bearer' },
  { method: 'POST', path: '/products/all', access: 'bearer' },
  { method: 'POST', path: '/products/bycountry', access: 'bearer' },
  { method: 'GET', path: '/srp/list/:code', access: 'bearer' },
  { method: 'POST', path: '/srp/list/:code', access: 'bearer' },
  { method: 'GET', path: '/srp/logs/:code', access: 'bearer' },
  { method: 'POST', path: '/srp/save', access: 'service' },
  { method: 'POST', path: '/srp/delete', access: 'service' },
  { method: 'POST', path: '/product_images/preview/:product_uuid', access: 'service' },
  { method: 'POST', path: '/product_images/products', access: 'bearer' },
  { method: 'POST', path: '/product_images/validate', access: 'bearer' },
  { method: 'POST', path: '/gdpr', access: 'bearer' },
  { method: 'POST', path: '/gdpr/save', access: 'bearer' },
  ...BULK_RESOURCES.flatMap((b): SpecCall[] => [
    { method: 'POST', path: b.path, access: 'bearer' },
    ...(b.previewPath ? [{ method: 'POST' as const, path: b.previewPath, access: 'bearer' as const }] : []),
  ]),
  { method: 'DELETE', path: '/backend/cms/bulk_delete_product_media', access: 'bearer' },
  { method: 'POST', path: '/backend/cms/create_product_groupings', access: 'bearer' },
  { method: 'POST', path: '/backend/cms/delete_product_groupings', access: 'bearer' },
  { method: 'POST', path: '/backend/cms/dissociate_company_retailer', access: 'bearer' },
  { method: 'POST', path: '/backend/cms/dissociate_company_retailer_preview', access: 'bearer' },
  { method: 'POST', path: '/product_groups/groupings/validate', access: 'bearer' },
];

/** A concrete path for a pattern (sample values for its params). */
export function samplePath(pattern: string): string {
  return pattern
    .replace(':uuid', '00000000-0000-4000-8000-000000000000')
    .replace(':product_uuid', '00000000-0000-4000-8000-000000000000')
    .replace(':id', '1')
    .replace(':code', '1001')
    .replace(':value', '1001')
    .replace(':folder', 'images')
    .replace(':statKey', 'count')
    .replace(':metric', 'rankings');
}
