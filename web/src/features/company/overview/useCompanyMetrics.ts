/** The four company metrics of the overview over time (`metric(resource: companies, …)`). */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { toAppError } from '../../../kit/graphql/appError.js';
import { showFailure } from '../../../kit/ui/toaster.js';
import { messageOf } from '../../../kit/graphql/messageOf.js';
import { COMPANY_METRICS } from '../graphql/operations.js';

/** The metric series of a company; a failure shows its message as a toast (§8). */
export function useCompanyMetrics(digitCode: string) {
  const { data, loading, error } = useQuery(COMPANY_METRICS, {
    variables: { filter: { digit_code: digitCode } },
    fetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (error) showFailure(messageOf(toAppError(error)));
  }, [error]);
  return { data: data ?? null, loading, failed: Boolean(error) };
}
