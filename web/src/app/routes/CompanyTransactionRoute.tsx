/** /admin/companies/{id}/products/transactions/{uuid} (issue 7): one transaction among the company's pages. */
import { useParams } from 'wouter';
import { TransactionScreen } from '../../features/transactions/components/TransactionScreen.js';
import '../../features/tasks/tasks.css';
import '../../features/resources/components/resources.css';

export function CompanyTransactionRoute() {
  const { id = '', transaction_uuid = '' } = useParams<{ id: string; transaction_uuid: string }>();
  return <TransactionScreen key={transaction_uuid} uuid={transaction_uuid} companyCode={id} />;
}
