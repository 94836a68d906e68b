/** /admin/companies/{id}/products/transactions (issue 7): the company's transactions, live. */
import { Callout, H3 } from '@blueprintjs/core';
import { messageForStatus } from '@console/schema';
import { useLocation } from 'wouter';
import { LiveTag } from '../modules/live/index.js';
import { TransactionsTable } from '../modules/transactions/components/TransactionsTable.js';
import { useCompanyTransactions } from '../modules/transactions/hooks/useCompanyTransactions.js';
import { useRouteMeta } from '../router/RouteMeta.js';
import '../modules/tasks/tasks.css';

export function CompanyTransactionsRoute() {
  const { company } = useRouteMeta();
  const digitCode = company?.digit_code ?? '';
  const list = useCompanyTransactions(digitCode);
  const [, navigate] = useLocation();
  return (
    <>
      <div className="console-live-header">
        <div className="console-live-title">
          <H3>Transactions</H3>
          <LiveTag state={list.feed} />
        </div>
        <span className="console-live-count" role="status" aria-label="Transactions shown">
          {list.rows.length} transactions{list.fresh.length ? `, ${list.fresh.length} new since opened` : ''}
        </span>
      </div>
      {list.error && <Callout intent="danger">{list.error.userMessage ?? messageForStatus(list.error.status)}</Callout>}
      <div className="console-task-table" aria-label="Data area">
        <TransactionsTable rows={list.rows} fresh={list.fresh} loading={list.loading} onOpen={(t) => navigate(`/admin/companies/${digitCode}/products/transactions/${t.uuid}`)} />
      </div>
    </>
  );
}
