/**
 * One transaction (issue 7, issue 18): its status, counts, the revert links both ways, its task,
 * and each change with before and after; "Revert this transaction" for the role that may make the
 * original change. Shown under its company (/admin/companies/{id}/products/transactions/{uuid})
 * or on its own (/admin/transactions/details/{uuid}), with the links of the same place. Its routes
 * load the styles of the task details and of the record screens it shares.
 */
import { Button, ButtonGroup, Card, Classes, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { messageForStatus } from '@console/schema';
import { mayRevert } from '../../revert/index.js';
import { useSession } from '../../session/index.js';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { formatDateTime } from '../../../kit/format/index.js';
import { AppLink } from '../../../kit/ui/AppLink.js';
import { countsRows } from '../../../kit/ui/changeCounts.js';
import { shortId } from '../../../kit/values/readValue.js';
import { transactionHref } from '../../../kit/wizard/TaskSteps.js';
import { useTransaction } from '../hooks/useTransaction.js';
import { ChangesTable } from './ChangesTable.js';
import { CountsTable } from './CountsTable.js';
import '../../../kit/ui/liveList.css';

export interface TransactionScreenProps {
  uuid: string;
  /** The company whose pages it is shown among; null: the console-wide transaction pages. */
  companyCode: string | null;
}

/** Where the revert of transaction `uuid` is previewed, beside where the transaction is shown. */
const revertHref = (uuid: string, companyCode: string | null) =>
  companyCode
    ? `/admin/companies/${companyCode}/products/transactions/${uuid}/revert`
    : `/admin/revert/transaction/${uuid}`;

export function TransactionScreen({ uuid, companyCode }: TransactionScreenProps) {
  const { transaction: tx, loading, error, notFound, page, setPage } = useTransaction(uuid);
  const { user } = useSession();
  const back = (
    <AppLink href={companyCode ? `/admin/companies/${companyCode}/products/transactions` : '/admin/transactions'}>
      All transactions
    </AppLink>
  );
  if (error)
    return <NonIdealState icon="error" title={error.userMessage ?? messageForStatus(error.status)} action={back} />;
  if (notFound) return <NonIdealState icon="search" title="No such transaction" action={back} />;
  if (!tx) return <Spinner aria-label="Loading the transaction" />;
  const nav = tx.changes.navigation;
  return (
    <div className="console-task-details">
      <p>{back}</p>
      <div className="screen-head">
        <H3>
          Transaction #{tx.id}: {tx.kind} of {tx.resource}
        </H3>
        {/* The role that may make the original change may revert it (DESIGN §4); the platform checks again. */}
        {user && tx.status === 'committed' && mayRevert(user.scope, tx) && (
          <AppAnchorButton
            size="small"
            icon="undo"
            intent="warning"
            text="Revert this transaction"
            href={revertHref(tx.uuid, companyCode)}
          />
        )}
      </div>
      <Card>
        <dl>
          <dt>Status</dt>
          <dd>{tx.status}</dd>
          <dt>Committed</dt>
          <dd>{formatDateTime(tx.finished_at)}</dd>
          <dt>Counts</dt>
          <dd>
            <CountsTable rows={countsRows(tx)} />
          </dd>
          {tx.reverts && (
            <>
              <dt>Reverts</dt>
              <dd title={tx.reverts.transaction_uuid}>
                <AppLink href={transactionHref(tx.reverts.transaction_uuid, companyCode)}>
                  Transaction {shortId(tx.reverts.transaction_uuid)}
                </AppLink>
              </dd>
            </>
          )}
          {tx.reverted_by.length > 0 && (
            <>
              <dt>Reverted by</dt>
              <dd>
                {tx.reverted_by.map((uuid, i) => (
                  <span key={uuid} title={uuid}>
                    {i > 0 && ', '}
                    <AppLink href={transactionHref(uuid, companyCode)}>Transaction {shortId(uuid)}</AppLink>
                  </span>
                ))}
              </dd>
            </>
          )}
          <dt>Task</dt>
          <dd>
            {tx.task_uuid ? (
              <span title={tx.task_uuid}>
                <AppLink href={`/admin/tasks/details/${tx.task_uuid}`}>{shortId(tx.task_uuid)}</AppLink>
              </span>
            ) : (
              '—'
            )}
          </dd>
        </dl>
      </Card>
      <Card aria-label="Data area" aria-busy={loading}>
        <div className="console-live-header">
          <span className={Classes.TEXT_MUTED} role="status" aria-label="Changes shown">
            {nav.total_items} {nav.total_items === 1 ? 'change' : 'changes'}
            {nav.total_pages > 1 ? `, page ${nav.page} of ${nav.total_pages}` : ''}
          </span>
          {nav.total_pages > 1 && (
            <ButtonGroup>
              <Button
                size="small"
                icon="chevron-left"
                aria-label="Previous page"
                disabled={page <= 1 || loading}
                onClick={() => setPage(page - 1)}
              />
              <Button
                size="small"
                icon="chevron-right"
                aria-label="Next page"
                disabled={page >= nav.total_pages || loading}
                onClick={() => setPage(page + 1)}
              />
            </ButtonGroup>
          )}
        </div>
        {tx.changes.rows.length ? (
          <ChangesTable entries={tx.changes.rows} />
        ) : (
          <NonIdealState icon="history" title="No changes recorded" />
        )}
      </Card>
    </div>
  );
}
