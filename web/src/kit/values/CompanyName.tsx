/**
 * A company's name from its digit code, for references that carry only the code (a keyword's
 * company): the companies are read once (one list call, kept in Apollo's cache for every cell).
 */
import { useQuery } from '@apollo/client/react';
import { asResourceName } from '../graphql/names.js';
import { LIST } from '../tables/listTypes.js';

/** Enough for every company of the console; a code not among them shows as itself. */
const COMPANIES = { resource: asResourceName('companies'), filter: {}, navigation: { page: 1, page_size: 500 } };

export function CompanyName({ code }: { code: string }) {
  const { data } = useQuery(LIST, { variables: COMPANIES, fetchPolicy: 'cache-first' });
  const rows = (data?.list.rows ?? []) as Array<{ digit_code?: unknown; name?: unknown }>;
  const name = rows.find((row) => row.digit_code === code)?.name;
  return <>{typeof name === 'string' && name ? name : code}</>;
}
