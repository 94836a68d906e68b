/**
 * rankings: max results per keyword and retailer (`rankingsMaxResults`), a visx chart of rank
 * over time for the chosen keyword, retailer and product, the rankings list, and the SRP tab
 * (SRP has no route of its own in §2).
 */
import { Card, Classes, H5, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import type { RankingsMaxResultRow } from '@console/schema';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ResourceTable } from '../../resources/index.js';
import { SrpPanel } from '../../srp/index.js';
import { LineChart } from '../components/LineChart.js';
import type { CompanyDetails } from '../graphql/operations.js';
import { useLookupList } from '../../../kit/tables/useLookup.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { companyFilter } from '../pages/companyFilter.js';
import { MaxResultsTable } from './MaxResultsTable.js';
import { rankLines } from './rankSeries.js';
import type { RankingRow } from './rankSeries.js';

export function RankingsPage({ company }: { company: CompanyDetails }) {
  const [location, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const tab = search.get('tab') === 'srp' ? 'srp' : 'rankings';
  const setTab = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === 'srp') params.set('tab', 'srp');
    else params.delete('tab');
    navigate(params.size ? `${location}?${params}` : location, { replace: true });
  };
  return (
    <Tabs id="company-rankings-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
      <Tab id="rankings" title="Rankings" panel={<RankingsPanel code={company.digit_code} />} />
      <Tab id="srp" title="SRP" panel={<SrpPanel company={company} />} />
    </Tabs>
  );
}

function RankingsPanel({ code }: { code: string }) {
  const [choice, setChoice] = useState<{ keyword: string; retailer_url: string } | null>(null);
  const [product, setProduct] = useState<string>('');
  const onMaxRows = (rows: RankingsMaxResultRow[]) => {
    if (!choice && rows[0]) setChoice({ keyword: rows[0].keyword, retailer_url: rows[0].retailer_url });
  };
  const rankings = useLookupList<RankingRow>(
    'rankings',
    { 'company.digit_code': code, keyword: choice?.keyword ?? '', retailer_url: choice?.retailer_url ?? '' },
    { pageSize: 1000, sort: [{ field: 'date', direction: 'asc' }], skip: !choice },
  );
  const uuids = useMemo(() => [...new Set(rankings.rows.map((r) => r.product_uuid))].sort(), [rankings.rows]);
  const products = useLookupList<{ product_uuid: string; product_name: string }>(
    'products',
    { product_uuid: { in: uuids } },
    { pageSize: Math.max(uuids.length, 1), skip: uuids.length === 0 },
  );
  const names = useMemo(
    () => new Map(products.rows.map((p) => [p.product_uuid, p.product_name.replace(/\u00a0/g, ' ')])),
    [products.rows],
  );
  const lines = useMemo(
    () => rankLines(rankings.rows, names, { product: product || null, limit: 5 }),
    [rankings.rows, names, product],
  );

  return (
    <>
      <MaxResultsTable
        code={code}
        selected={choice}
        onSelect={(c) => (setChoice(c), setProduct(''))}
        onRows={onMaxRows}
      />
      <Card className="company-section">
        <div className="company-toolbar">
          <H5>Rank over time{choice ? `: "${choice.keyword}" at ${choice.retailer_url}` : ''}</H5>
          <span className="company-spacer" />
          <HTMLSelect
            aria-label="Product"
            value={product}
            onChange={(e) => setProduct(e.currentTarget.value)}
            options={[
              { value: '', label: 'Top 5 products' },
              ...uuids.map((u) => ({ value: u, label: names.get(u) ?? u })),
            ]}
          />
        </div>
        {!choice ? (
          <p className={Classes.TEXT_MUTED}>Choose a keyword and retailer in the table above.</p>
        ) : (
          <ListBody
            loading={rankings.loading}
            error={rankings.error}
            count={rankings.rows.length}
            onRetry={rankings.refetch}
            pending={<p className={Classes.TEXT_MUTED}>Loading the rankings…</p>}
            empty={<LineChart label="Rank over time" lines={lines} invertY height={280} />}
          >
            <LineChart label="Rank over time" lines={lines} invertY height={280} />
          </ListBody>
        )}
      </Card>
      <ResourceTable
        resource="rankings"
        tableId="company-rankings"
        fixedFilter={companyFilter(code)}
        columns={['date', 'keyword', 'retailer.name', 'retailer_url', 'rank', 'product_uuid']}
        filterFields={['keyword', 'retailer_url', 'rank', 'date', 'product_uuid']}
        csvFileName={`company-${code}-rankings.csv`}
      />
    </>
  );
}
