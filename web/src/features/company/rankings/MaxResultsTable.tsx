/** Max results per keyword and retailer_url (`rankingsMaxResults`); a row picks the chart's series. */
import { Card, Classes, H5, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { RankingsMaxResultRow } from '@console/schema';
import { useEffect, useState } from 'react';
import { RANKINGS_MAX_RESULTS } from '../graphql/operations.js';
import { useToastOnError } from '../../../kit/tables/useLookup.js';
import { jsonList } from '../../../kit/graphql/json.js';
import { formatDate } from '../../../kit/format/index.js';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { ListBody } from '../../../kit/tables/ListBody.js';

interface Props {
  code: string;
  selected: { keyword: string; retailer_url: string } | null;
  onSelect: (choice: { keyword: string; retailer_url: string }) => void;
  onRows: (rows: RankingsMaxResultRow[]) => void;
}

export function MaxResultsTable({ code, selected, onSelect, onRows }: Props) {
  const [keyword, setKeyword] = useState('');
  const { data, loading, error, refetch } = useQuery(RANKINGS_MAX_RESULTS, {
    variables: { params: { code } },
    notifyOnNetworkStatusChange: true,
  });
  useToastOnError(error);
  const all = jsonList<RankingsMaxResultRow>(data?.rankingsMaxResults);
  const rows = keyword.trim() ? all.filter((r) => r.keyword.toLowerCase().includes(keyword.trim().toLowerCase())) : all;
  useEffect(() => {
    if (all.length) onRows(all);
  }, [all, onRows]);
  return (
    <Card className="company-section">
      <div className="company-toolbar">
        <H5>Max results per keyword</H5>
        <span className="company-spacer" />
        <InputGroup
          size="small"
          leftIcon="search"
          placeholder="Keyword…"
          aria-label="Max results keyword"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
      </div>
      <ListBody
        loading={loading}
        error={failureMessage(error)}
        count={rows.length}
        onRetry={refetch}
        empty={<p className={Classes.TEXT_MUTED}>No rankings match.</p>}
      >
        {/* Focusable, so that the box scrolls from the keyboard (axe: scrollable-region-focusable). */}
        <div className="company-table-scroll" tabIndex={0} role="region" aria-label="Rankings max results, scrolling">
          <HTMLTable compact striped interactive aria-label="Rankings max results" className="company-full-width">
            <thead>
              <tr>
                <th>Keyword</th>
                <th>Retailer URL</th>
                <th>Max results</th>
                <th>Rankings</th>
                <th>Products</th>
                <th>Last date</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const isSelected = selected?.keyword === r.keyword && selected.retailer_url === r.retailer_url;
                return (
                  <tr
                    key={`${r.keyword}|${r.retailer_url}`}
                    aria-selected={isSelected}
                    className={isSelected ? 'company-row-selected' : undefined}
                    onClick={() => onSelect({ keyword: r.keyword, retailer_url: r.retailer_url })}
                  >
                    <td>{r.keyword}</td>
                    <td>{r.retailer_url}</td>
                    <td>{r.max_results}</td>
                    <td>{r.rankings}</td>
                    <td>{r.products}</td>
                    <td>{r.last_date ? formatDate(r.last_date) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      </ListBody>
    </Card>
  );
}
