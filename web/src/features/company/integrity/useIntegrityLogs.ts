/** The sync status (latest row per check, up to `limit`) and the details of one check. */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { toAppError } from '../../../kit/graphql/appError.js';
import { showFailure } from '../../../kit/ui/toaster.js';
import {
  INTEGRITY_LOGS,
  INTEGRITY_LOG_DETAILS,
  type IntegrityDetails,
  type IntegrityStatus,
} from '../graphql/integrity.js';
import { jsonAs } from '../../../kit/graphql/json.js';
import { messageOf } from '../../../kit/graphql/messageOf.js';

function useFailureToast(error: unknown) {
  useEffect(() => {
    if (error) showFailure(messageOf(toAppError(error)));
  }, [error]);
}

export function useIntegrityLogs(code: string, limit: number) {
  const { data, loading, error, refetch } = useQuery(INTEGRITY_LOGS, {
    variables: { code, limit },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useFailureToast(error);
  return {
    status: jsonAs<IntegrityStatus | null>(data?.integrityLogs ?? null),
    loading,
    failed: Boolean(error),
    /** The §8 message of the failure, or null. */
    error: error ? messageOf(toAppError(error)) : null,
    refetch,
  };
}

export function useIntegrityDetails(code: string, check: { folder: string; stat_key: string } | null) {
  const { data, loading, error } = useQuery(INTEGRITY_LOG_DETAILS, {
    variables: { code, folder: check?.folder ?? '', stat_key: check?.stat_key ?? '' },
    skip: !check,
    fetchPolicy: 'network-only',
  });
  useFailureToast(error);
  return {
    details: check ? jsonAs<IntegrityDetails | null>(data?.integrityLogDetails ?? null) : null,
    loading,
    error: error ? messageOf(toAppError(error)) : null,
  };
}
