/** /admin/companies/{id}/products/transactions/{uuid} (issue 7): each change with before and after. */
import { Button, ButtonGroup, Card, Classes, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { messageForStatus } from '@console/schema';
import { useParams } from 'wouter';
import { ChangesTable } from '../../features/transactions/components/ChangesTable.js';
import { CountsTable } from '../../features/transactions/components/CountsTable.js';
import { useTransaction } from '../../features/transactions/hooks/useTransaction.js';
import { mayRevert } from '../../features/revert/index.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { AppAnchorButton } from '../../kit/ui/AppAnchorButton.js';
import { formatDateTime } from '../../kit/format/index.js';
import { AppLink } from '../../kit/ui/AppLink.js';
import { countsRows } from '../../kit/ui/changeCounts.js';
import { shortId } from '../../kit/values/readValue.js';
import '../../features/tasks/tasks.css';
import '../../kit/ui/liveList.css';
import '../../features/resources/components/resources.css';

export function CompanyTransactionRoute() {
  const { id = '', transaction_uuid = '' } = useParams<{ id: string; transaction_uuid: string }>();
  const { transaction: tx, loading, error, notFound, page, setPage } = useTransaction(transaction_uuid);
  const { user } = useSession();
  const back = <AppLink href={`/admin/companies/${id}/products/transactions`}>All transactions</AppLink>;
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
            href={`/admin/companies/${id}/products/transactions/${tx.uuid}/revert`}
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
                <AppLink href={`/admin/companies/${id}/products/transactions/${tx.reverts.transaction_uuid}`}>
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
                    <AppLink href={`/admin/companies/${id}/products/transactions/${uuid}`}>
                      Transaction {shortId(uuid)}
                    </AppLink>
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
            {nav.total_items} changes{nav.total_pages > 1 ? `, page ${nav.page} of ${nav.total_pages}` : ''}
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
