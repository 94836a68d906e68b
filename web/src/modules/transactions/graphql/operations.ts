/** Transactions and their changes (transactions.graphql beside this file, typed by codegen). */
import type { TransactionChangesQuery } from '../../../generated/graphql.js';

export { CompanyTransactionsDocument as TRANSACTIONS, TransactionChangesDocument as TRANSACTION } from '../../../generated/graphql.js';

export type TransactionWithChanges = NonNullable<TransactionChangesQuery['transaction']>;
export type ChangeEntry = TransactionWithChanges['changes']['rows'][number];
