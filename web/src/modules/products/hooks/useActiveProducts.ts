/** The company's active products (/products/active), for pickers and the editing flow. */
import { useQuery } from '@apollo/client/react';
import { ACTIVE_PRODUCTS } from '../graphql/operations.js';

export function useActiveProducts(code: string) {
  const { data, loading, error, refetch } = useQuery(ACTIVE_PRODUCTS, { variables: { code } });
  return { products: data?.activeProducts ?? [], loading, error, refetch };
}
