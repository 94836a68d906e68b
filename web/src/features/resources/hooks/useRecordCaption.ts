/**
 * A record's name for places that name it in passing (breadcrumbs): its `name`, else the first listed
 * field besides its id and company (a SKU's sku, a retailer config's URL), never its UUID. Reads the
 * same cached record query as the drawer, so naming the open record costs no extra call.
 */
import { useQuery } from '@apollo/client/react';
import { resourceEntry } from '@console/schema';
import { asResourceName } from '../../../kit/graphql/names.js';
import { formatValue, getPath } from '../../../kit/tables/fields.js';
import { RECORD } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { lookupOf } from './useRecord.js';

/** Fields that name a record better than the list's first column, in order. */
const NAME_FIELDS = ['name', 'definition_name', 'product_name', 'sku', 'keyword', 'retailer_url'];

/** The caption of a record, from its fields. */
export function captionOf(resource: string, record: ResourceRecord): string {
  const def = resourceEntry(resource);
  const columns = def?.columns.filter((c) => c !== 'id' && c !== def.companyPath && !/uuid$/.test(c)) ?? [];
  for (const path of [...NAME_FIELDS, ...columns]) {
    const text = formatValue(getPath(record, path));
    if (text && typeof getPath(record, path) !== 'object') return text;
  }
  return record.id !== undefined ? `#${String(record.id)}` : 'Record';
}

/** The caption of the record `id` of `resource`, or null while it loads (or when it is unknown). */
export function useRecordCaption(resource: string | undefined, id: string | undefined | null): string | null {
  const def = resource ? resourceEntry(resource) : undefined;
  const { data } = useQuery(RECORD, {
    variables: { resource: asResourceName(resource ?? 'companies'), id: id ?? '', by: lookupOf(id ?? '') },
    skip: !def || !id,
  });
  const record = (data?.record ?? null) as ResourceRecord | null;
  return resource && record ? captionOf(resource, record) : null;
}
