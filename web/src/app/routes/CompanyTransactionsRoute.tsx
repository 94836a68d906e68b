/** /admin/companies/{id}/products/transactions (issue 7): the company's transactions, a live list. */
import { useLocation } from 'wouter';
import { TransactionsList } from '../../features/transactions/components/TransactionsList.js';
import { useRouteMeta } from '../router/RouteMeta.js';

export function CompanyTransactionsRoute() {
  const { company } = useRouteMeta();
  const digitCode = company?.digit_code ?? '';
  const [, navigate] = useLocation();
  return (
    <TransactionsList
      digitCode={digitCode}
      onOpen={(t) => navigate(`/admin/companies/${digitCode}/products/transactions/${t.uuid}`)}
    />
  );
}
