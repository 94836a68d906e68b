/** The details of one sync check (folder and stat key): its latest result and its history. */
import { Button, Callout, Card, Classes, H5, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { StatusDot } from '../components/Badges.js';
import type { IntegrityLogRow } from '../graphql/integrity.js';
import { useIntegrityDetails } from './useIntegrityLogs.js';
import { formatDateTime } from '../../../kit/format/index.js';

interface Props {
  code: string;
  check: { folder: string; stat_key: string };
  /** The row of the status list, shown when the details call fails. */
  fallback: IntegrityLogRow | null;
  onClose: () => void;
}

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') || '—' : String(value)}`)
    .join(' · ');

export function IntegrityDetails({ code, check, fallback, onClose }: Props) {
  const { details, loading, error } = useIntegrityDetails(code, check);
  const history = details?.history ?? [];
  return (
    <Card className="company-section" aria-label="Check details">
      <div className="company-toolbar">
        <H5>
          Details: {check.folder} / {check.stat_key}
        </H5>
        <span className="company-spacer" />
        <Button size="small" icon="cross" variant="minimal" aria-label="Close details" onClick={onClose} />
      </div>
      {loading && <Spinner size={20} />}
      {error && (
        <Callout intent={Intent.WARNING} className="company-section">
          {error} {fallback && <span>Latest result: {detailText(fallback.detail)}</span>}
        </Callout>
      )}
      {!loading && !error && history.length === 0 && (
        <p className={Classes.TEXT_MUTED}>No results recorded for this check yet.</p>
      )}
      {history.length > 0 && (
        <HTMLTable compact striped aria-label="Check history">
          <thead>
            <tr>
              <th>Recorded</th>
              <th>Status</th>
              <th>Detail</th>
            </tr>
          </thead>
          <tbody>
            {history.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.recorded_at)}</td>
                <td>
                  <StatusDot status={row.status} />
                </td>
                <td>{detailText(row.detail)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
