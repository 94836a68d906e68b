/** The route's company with its external_pim flag and retailers, read once per digit code. */
import { useQuery } from '@apollo/client/react';
import { COMPANY_DETAILS } from '../graphql/operations.js';
import type { CompanyDetails, CompanyRetailerRow } from '../graphql/operations.js';
import { jsonList } from '../../../kit/graphql/json.js';

/** Loads the company by digit code (the shell's guard already refused unknown ones). */
export function useCompany(digitCode: string): { company: CompanyDetails | null; loading: boolean; error: unknown } {
  const { data, loading, error } = useQuery(COMPANY_DETAILS, {
    variables: { digit_code: digitCode },
    fetchPolicy: 'cache-first',
  });
  const company = data?.company;
  // `retailers` is JSON in the SDL: the company's retailer links.
  return {
    company: company ? { ...company, retailers: jsonList<CompanyRetailerRow>(company.retailers) } : null,
    loading,
    error,
  };
}
