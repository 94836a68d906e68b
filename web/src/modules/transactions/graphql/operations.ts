/** Transactions and their changes (schema/graphql/operations.graphql). */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { PageInfo, SortKey } from '../../../ui/table/index.js';
import { TRANSACTION_FIELDS, type TransactionRow } from '../../live/index.js';

/** A page of transactions, filtered and sorted on the platform (POST /transactions/getlist). */
export const TRANSACTIONS: TypedDocumentNode<
  { transactions: { rows: TransactionRow[]; navigation: PageInfo } },
  { filter: Record<string, unknown>; navigation: { page: number; page_size: number; sort: SortKey[] } }
> = gql`
  query CompanyTransactions($filter: JSON, $navigation: NavigationInput) {
    transactions(filter: $filter, navigation: $navigation) { rows { ${TRANSACTION_FIELDS} } navigation { page page_size total_items total_pages } }
  }
`;

export interface ChangeEntry {
  position: number;
  stream_id: string;
  version: number;
  operation: 'insert' | 'update' | 'delete';
  user_email: string | null;
  recorded_at: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

export interface TransactionWithChanges extends TransactionRow {
  company_name: string | null;
  changes: { rows: ChangeEntry[]; navigation: { page: number; page_size: number; total_items: number; total_pages: number } };
}

export const TRANSACTION: TypedDocumentNode<{ transaction: TransactionWithChanges | null }, { uuid: string; page: number; page_size: number }> = gql`
  query TransactionChanges($uuid: ID!, $page: Int, $page_size: Int) {
    transaction(uuid: $uuid) {
      ${TRANSACTION_FIELDS} company_name
      changes(navigation: { page: $page, page_size: $page_size }) {
        rows { position stream_id version operation user_email recorded_at changes { field before after } }
        navigation { page page_size total_items total_pages }
      }
    }
  }
`;
