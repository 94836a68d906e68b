/** A record's history: who, when, what changed, before and after. */
import {
  Button,
  ButtonGroup,
  Card,
  Classes,
  H5,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { formatValue } from '../../../kit/tables/fields.js';
import { ListFailure, listPhase } from '../../../kit/tables/ListBody.js';
import type { HistoryEntry, PageInfo } from '../graphql/operations.js';
import { formatDateTime } from '../../../kit/format/index.js';
import './resources.css';

export interface HistoryListProps {
  entries: readonly HistoryEntry[];
  navigation: PageInfo | null;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  error: string | null;
  /** Loads the history again (the Retry of a failed load). */
  refetch: () => unknown;
}

const OPERATION_INTENT: Record<string, Intent> = {
  insert: Intent.SUCCESS,
  update: Intent.PRIMARY,
  delete: Intent.DANGER,
};

/** One change's value, muted when empty. */
function Value({ value }: { value: unknown }) {
  const text = formatValue(value);
  return text ? <code className="history-value">{text}</code> : <span className={Classes.TEXT_MUTED}>—</span>;
}

/** The history section of a details screen. */
export function HistoryList({ entries, navigation, page, onPage, loading, error, refetch }: HistoryListProps) {
  const pages = navigation?.total_pages ?? 1;
  const phase = listPhase({ error, loading, count: entries.length });
  return (
    <section aria-label="History" className="history-list">
      <H5>History {loading && phase !== 'failed' && <Spinner size={14} className="history-spinner" />}</H5>
      {phase === 'failed' && <ListFailure error={error} onRetry={refetch} retrying={loading} />}
      {phase === 'empty' && (
        <NonIdealState icon="history" title="No history" description="No change of this record is recorded." />
      )}
      {phase === 'rows' &&
        entries.map((entry) => (
          <Card key={entry.position} compact className="history-entry" aria-label={`Version ${entry.version}`}>
            <div className="history-head">
              <Tag minimal intent={OPERATION_INTENT[entry.operation] ?? Intent.NONE}>
                {entry.operation}
              </Tag>
              <strong>Version {entry.version}</strong>
              <span>by {entry.user_email ?? (entry.user_uuid ? entry.user_uuid : 'the system')}</span>
              <span className={Classes.TEXT_MUTED}>{formatDateTime(entry.recorded_at)}</span>
            </div>
            {entry.changes.length > 0 && (
              <HTMLTable compact striped className="history-changes">
                <thead>
                  <tr>
                    <th>Field</th>
                    <th>Before</th>
                    <th>After</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field}>
                      <td>{change.field}</td>
                      <td>
                        <Value value={change.before} />
                      </td>
                      <td>
                        <Value value={change.after} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </Card>
        ))}
      {phase === 'rows' && pages > 1 && (
        <ButtonGroup>
          <Button size="small" icon="chevron-left" text="Newer" disabled={page <= 1} onClick={() => onPage(page - 1)} />
          <Button
            size="small"
            endIcon="chevron-right"
            text="Older"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          />
        </ButtonGroup>
      )}
    </section>
  );
}
