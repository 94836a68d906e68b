/**
 * The SRP list and logs of a company, and its writes: save (add or change is_active) and delete,
 * each confirmed first when the company has an external PIM (§1), each saying what it did.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { toAppError } from '../../kit/graphql/appError.js';
import { showFailure, showSuccess } from '../../kit/ui/toaster.js';
import { failureMessage, messageOf, payloadMessage } from '../../kit/graphql/messageOf.js';
import { useExternalPimConfirm } from '../companyAccess/index.js';
import { useLookupList } from '../../kit/tables/useLookup.js';
import { SRP_DELETE, SRP_LIST, SRP_LOGS, SRP_SAVE } from './graphql/operations.js';
import { srpListRows, srpLogRows } from './srpRows.js';

interface Company {
  digit_code: string;
  name: string;
  external_pim: boolean;
}

export function useSrp(company: Company) {
  const code = company.digit_code;
  const list = useQuery(SRP_LIST, {
    variables: { code },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const logs = useQuery(SRP_LOGS, {
    variables: { code },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [save, saving] = useMutation(SRP_SAVE);
  const [remove, removing] = useMutation(SRP_DELETE);
  const { confirm, dialog } = useExternalPimConfirm(company);

  useEffect(() => {
    const error = list.error ?? logs.error;
    if (error) showFailure(messageOf(toAppError(error)));
  }, [list.error, logs.error]);

  const rows = useMemo(() => srpListRows(list.data?.srpList ?? []), [list.data]);
  // Logs may name products no longer tracked: their names come from the products list.
  const untracked = useMemo(() => {
    const tracked = new Set(rows.map((r) => r.product_uuid));
    return [...new Set((logs.data?.srpLogs ?? []).map((l) => l.product_uuid).filter((u) => !tracked.has(u)))].sort();
  }, [rows, logs.data]);
  const others = useLookupList<{ product_uuid: string; product_name: string }>(
    'products',
    { 'company.digit_code': code, product_uuid: { in: untracked } },
    { pageSize: Math.max(untracked.length, 1), skip: untracked.length === 0 },
  );
  const names = useMemo(
    () =>
      new Map([
        ...others.rows.map((r) => [r.product_uuid, r.product_name] as const),
        ...rows.map((r) => [r.product_uuid, r.product_name] as const),
      ]),
    [rows, others.rows],
  );
  const logRows = useMemo(() => srpLogRows(logs.data?.srpLogs ?? [], names), [logs.data, names]);

  /** Runs a write; true when it was done. */
  const write = async (
    action: string,
    run: () => Promise<{ ok: boolean; message: string | null; reason: string | null; status: number } | undefined>,
    done: string,
  ) => {
    if (!(await confirm(action))) return false;
    try {
      const answer = await run();
      if (!answer?.ok) {
        showFailure(answer ? payloadMessage(answer) : messageOf(toAppError(null)));
        return false;
      }
      showSuccess(done);
      await Promise.all([list.refetch(), logs.refetch()]);
      return true;
    } catch (error) {
      showFailure(messageOf(toAppError(error)));
      return false;
    }
  };

  return {
    rows,
    logRows,
    loading: list.loading || logs.loading,
    /** Each list's own state (kit/tables/ListBody): its load, its failure and its Retry. */
    listState: { loading: list.loading, error: failureMessage(list.error), onRetry: () => list.refetch() },
    logState: { loading: logs.loading, error: failureMessage(logs.error), onRetry: () => logs.refetch() },
    busy: saving.loading || removing.loading,
    dialog,
    /** Adds products or sets their is_active. */
    save: (products: Array<{ product_uuid: string; is_active: boolean; name?: string }>) =>
      write(
        'save the SRP list',
        async () =>
          (
            await save({
              variables: {
                code,
                products: products.map(({ product_uuid, is_active }) => ({ product_uuid, is_active })),
              },
            })
          ).data?.srpSave,
        products.length === 1 && products[0]!.name
          ? `Saved "${products[0]!.name}" in the SRP list`
          : `Saved ${products.length} product(s) in the SRP list`,
      ),
    /** Removes products from the SRP list. */
    remove: (uuids: string[], name?: string) =>
      write(
        'delete from the SRP list',
        async () => (await remove({ variables: { code, products: uuids } })).data?.srpDelete,
        name ? `Removed "${name}" from the SRP list` : `Removed ${uuids.length} product(s) from the SRP list`,
      ),
  };
}
