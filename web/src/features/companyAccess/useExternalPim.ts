/**
 * Whether a write of this record falls under the §1 notice: a product, SKU, compliance or media
 * record (not a competitor product) of a company that uses an external product-information system.
 */
import { useQuery } from '@apollo/client/react';
import type { ResourceDef } from '@console/schema';
import { COMPANY_BY_DIGIT_CODE } from './graphql/operations.js';
import { getPath } from '../../kit/tables/fields.js';
import type { ResourceRecord } from '../../kit/tables/index.js';

/** The resources whose writes the §1 notice names. */
export const PIM_RESOURCES: ReadonlySet<string> = new Set(['products', 'product_skus', 'compliance', 'product_media']);

export function useExternalPim(def: ResourceDef | undefined, record: ResourceRecord | null): boolean {
  const applies = Boolean(
    def && PIM_RESOURCES.has(def.name) && def.companyPath && record && record.is_competitor !== true,
  );
  const code = applies && def?.companyPath ? getPath(record, def.companyPath) : undefined;
  const { data } = useQuery(COMPANY_BY_DIGIT_CODE, {
    variables: { digit_code: String(code ?? '') },
    skip: typeof code !== 'string' || !code,
  });
  return applies && data?.company?.external_pim === true;
}
