/** Transactions and their changes (transactions.graphql beside this file, typed by codegen). */
import type { TransactionChangesQuery } from '../../../kit/graphql/generated/graphql.js';

export {
  CompanyTransactionsDocument as TRANSACTIONS,
  TransactionChangesDocument as TRANSACTION,
} from '../../../kit/graphql/generated/graphql.js';

export type TransactionWithChanges = NonNullable<TransactionChangesQuery['transaction']>;
export type ChangeEntry = TransactionWithChanges['changes']['rows'][number];
