/**
 * /admin/transactions/details/{uuid} (issue 18): one transaction on its own — where a transaction
 * of no company (a retailer's, a definition's) and the links of the console-wide lists lead — with
 * the same screen, and the same "Revert this transaction", as under a company.
 */
import { TransactionScreen } from '../../features/transactions/components/TransactionScreen.js';
import '../../features/tasks/tasks.css';
import '../../features/resources/components/resources.css';

export function TransactionDetailsRoute({ params }: { params: Record<string, string | undefined> }) {
  const uuid = params.transaction_uuid ?? '';
  return <TransactionScreen key={uuid} uuid={uuid} companyCode={null} />;
}
