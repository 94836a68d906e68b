/** listings: max results per retailer_url (listingsMaxResults), then the company's listings. */
import { Card, Classes, H5, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { ListingsMaxResultRow } from '@console/schema';
import { useState } from 'react';
import { ResourceTable } from '../../resources/index.js';
import { LISTINGS_MAX_RESULTS } from '../graphql/operations.js';
import { useToastOnError } from '../../../kit/tables/useLookup.js';
import { jsonList } from '../../../kit/graphql/json.js';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { companyFilter } from './companyFilter.js';
import { formatDate } from '../../../kit/format/index.js';

/** §7 leaves the path to params; the reference platform serves it here. */
export const LISTINGS_MAX_RESULTS_PATH = '/listings/getMaxResults';

export function ListingsPage({ code }: { code: string }) {
  const [sku, setSku] = useState('');
  const params = sku.trim() ? { code, keyword: sku.trim() } : { code };
  const { data, loading, error, refetch } = useQuery(LISTINGS_MAX_RESULTS, {
    variables: { path: LISTINGS_MAX_RESULTS_PATH, params },
    notifyOnNetworkStatusChange: true,
  });
  useToastOnError(error);
  const rows = jsonList<ListingsMaxResultRow>(data?.listingsMaxResults);
  return (
    <>
      <Card className="company-section">
        <div className="company-toolbar">
          <H5>Max results per retailer</H5>
          <span className="company-spacer" />
          <InputGroup
            size="small"
            leftIcon="search"
            placeholder="SKU contains…"
            aria-label="Max results SKU"
            value={sku}
            onChange={(e) => setSku(e.currentTarget.value)}
          />
        </div>
        <ListBody
          loading={loading}
          error={failureMessage(error)}
          count={rows.length}
          onRetry={refetch}
          empty={<p className={Classes.TEXT_MUTED}>No listings match.</p>}
        >
          <HTMLTable compact striped aria-label="Listings max results">
            <thead>
              <tr>
                <th>Retailer URL</th>
                <th>Max results (SKUs)</th>
                <th>Listings</th>
                <th>In stock</th>
                <th>Last date</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.retailer_url}>
                  <td>{r.retailer_url}</td>
                  <td>{r.max_results}</td>
                  <td>{r.listings}</td>
                  <td>{r.in_stock}</td>
                  <td>{r.last_date ? formatDate(r.last_date) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ListBody>
      </Card>
      <ResourceTable
        resource="listings"
        tableId="company-listings"
        fixedFilter={companyFilter(code)}
        columns={['date', 'retailer.name', 'retailer_url', 'sku', 'price', 'in_stock', 'product_uuid']}
        filterFields={['retailer_url', 'sku', 'in_stock', 'date']}
        csvFileName={`company-${code}-listings.csv`}
      />
    </>
  );
}
