/** Everything that would go, per metric (the platform's counts), and every row, paged. */
import { useQuery } from '@apollo/client/react';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import type { PreviewResult } from '@console/schema';
import { PREVIEW_ROWS, toPreviewRows } from '../../bulk/index.js';
import { Pager } from '../../../kit/wizard/Pager.js';
import { ReviewTable } from '../../../kit/wizard/ReviewTable.js';
import type { ByMetric } from '../graphql/operations.js';
import { formatCount } from '../../../kit/format/index.js';

const PAGE_SIZE = 20;

export interface DissociationReviewProps {
  preview: PreviewResult & { by_metric?: ByMetric };
  canApply: boolean;
  onBack: () => void;
  onNext: () => void;
}

export function DissociationReview({ preview, canApply, onBack, onNext }: DissociationReviewProps) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(PREVIEW_ROWS, {
    variables: { preview_id: preview.preview_id, page, page_size: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const byMetric = Object.entries(preview.by_metric ?? {}).sort(([a], [b]) =>
    a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b),
  );
  const rows = data ? toPreviewRows(data.previewRows.rows) : preview.rows;
  const nav = data?.previewRows.navigation;
  return (
    <>
      <Callout
        intent="warning"
        title={`${formatCount(preview.total)} record(s) would be removed or changed`}
        role="status"
        aria-label="Dissociation summary"
      />
      <HTMLTable compact striped aria-label="Per metric" className="console-table console-gap">
        <thead>
          <tr>
            <th>Metric</th>
            <th>Records</th>
            <th>By kind</th>
          </tr>
        </thead>
        <tbody>
          {byMetric.map(([metric, impact]) => (
            <tr key={metric}>
              <td>{metric === 'all' ? 'the retailer link' : metric}</td>
              <td>{formatCount(impact.total)}</td>
              <td>
                {Object.entries(impact.by_resource)
                  .map(([r, count]) => `${r}: ${formatCount(count)}`)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="console-review" aria-busy={loading}>
        <ListBody loading={loading} error={failureMessage(error)} count={rows.length} onRetry={refetch} empty={null}>
          <ReviewTable rows={rows} label="Records that would go" />
        </ListBody>
        <Pager
          page={page}
          totalPages={nav?.total_pages ?? 1}
          totalItems={nav?.total_items ?? preview.total}
          busy={loading}
          onPage={setPage}
        />
      </div>
      {!canApply && (
        <Callout intent="primary" icon="lock" className="console-gap" role="note">
          You may preview a dissociation; applying it needs the role admin, superadmin or owner.
        </Callout>
      )}
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        {canApply && <Button text="Continue to confirm" intent="primary" size="small" onClick={onNext} />}
      </div>
    </>
  );
}
