/**
 * retailer_configs: the company's retailers with retailer_url and metrics (company_retailers),
 * and which of them track one metric (`retailersByMetric`). Dissociation is another module's
 * wizard: each row links to it with the retailer_url.
 */
import { Card, Classes, H5, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { METRICS, ROUTES, can } from '@console/schema';
import { useMemo, useState } from 'react';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { ResourceTable } from '../../resources/index.js';
import type { ColumnSpec } from '../../../kit/tables/index.js';
import { useSession } from '../../session/index.js';
import { RETAILERS_BY_METRIC } from '../graphql/operations.js';
import { useToastOnError } from '../../../kit/tables/useLookup.js';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { companyFilter } from './companyFilter.js';

interface TrackingRetailer {
  name?: string;
  digit_code: string;
  retailer_url: string;
  metrics: string[];
}

/** Where the dissociation wizard lives (routed by its module). */
export const dissociateHref = (code: string, retailerUrl: string) =>
  `${ROUTES.adminCompany(code)}/retailer_configs/dissociate?retailer_url=${encodeURIComponent(retailerUrl)}`;

export function RetailerConfigsPage({ code }: { code: string }) {
  const { user } = useSession();
  const mayDissociate = can(user?.scope ?? [], 'dissociationPreview');
  const [metric, setMetric] = useState<string>('rankings');
  const { data, loading, error, refetch } = useQuery(RETAILERS_BY_METRIC, {
    variables: { metric, code },
    notifyOnNetworkStatusChange: true,
  });
  useToastOnError(error);
  const tracking = Array.isArray(data?.retailersByMetric) ? (data.retailersByMetric as TrackingRetailer[]) : [];

  const columns = useMemo<ColumnSpec[]>(
    () => [
      'retailer.name',
      'retailer.digit_code',
      'retailer_url',
      { path: 'metrics', label: 'Metrics', sortable: false, render: (r) => ((r.metrics as string[]) ?? []).join(', ') },
      ...(mayDissociate
        ? [
            {
              path: 'dissociate',
              label: ' ',
              sortable: false,
              render: (r: Record<string, unknown>) => {
                const href = dissociateHref(code, String(r.retailer_url));
                return (
                  <AppAnchorButton
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="disable"
                    text="Dissociate…"
                    href={href}
                    onClick={(e) => e.stopPropagation()}
                  />
                );
              },
            },
          ]
        : []),
    ],
    [code, mayDissociate],
  );

  return (
    <>
      <ResourceTable
        resource="company_retailers"
        tableId="company-retailer-configs"
        fixedFilter={companyFilter(code)}
        columns={columns}
        filterFields={['retailer_url', 'retailer.digit_code']}
        csvFileName={`company-${code}-retailers.csv`}
      />
      <Card className="company-section">
        <div className="company-toolbar">
          <H5>Retailers tracking a metric</H5>
          <span className="company-spacer" />
          <HTMLSelect
            aria-label="Metric"
            value={metric}
            onChange={(e) => setMetric(e.currentTarget.value)}
            options={[...METRICS]}
          />
        </div>
        <ListBody
          loading={loading}
          error={failureMessage(error)}
          count={tracking.length}
          onRetry={refetch}
          empty={<p className={Classes.TEXT_MUTED}>No retailer of this company tracks {metric}.</p>}
        >
          <HTMLTable compact striped aria-label="Retailers tracking the metric">
            <thead>
              <tr>
                <th>Retailer</th>
                <th>Digit code</th>
                <th>Retailer URL</th>
                <th>Metrics</th>
              </tr>
            </thead>
            <tbody>
              {tracking.map((r) => (
                <tr key={r.retailer_url}>
                  <td>{r.name ?? '—'}</td>
                  <td>{r.digit_code}</td>
                  <td>{r.retailer_url}</td>
                  <td>{r.metrics.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ListBody>
      </Card>
    </>
  );
}
