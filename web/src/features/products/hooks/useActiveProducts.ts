/** The company's active products (/products/active), for pickers and the editing flow. */
import { useQuery } from '@apollo/client/react';
import { ACTIVE_PRODUCTS, type ActiveProduct } from '../graphql/operations.js';
import { jsonList } from '../../../kit/graphql/json.js';

export function useActiveProducts(code: string) {
  const { data, loading, error, refetch } = useQuery(ACTIVE_PRODUCTS, { variables: { code } });
  return { products: jsonList<ActiveProduct>(data?.activeProducts), loading, error, refetch };
}
