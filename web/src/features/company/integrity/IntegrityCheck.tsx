/**
 * integrity_check: the sync status (latest result of each check, with a limit), the details of
 * one check (folder and stat key) and a rerun whose task is followed live (the task follower).
 */
import {
  Button,
  Callout,
  Card,
  Classes,
  H5,
  HTMLSelect,
  HTMLTable,
  Intent,
  ProgressBar,
  Spinner,
} from '@blueprintjs/core';
import { can } from '@console/schema';
import { useEffect, useState } from 'react';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { useSession } from '../../session/index.js';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { LiveTag } from '../../monitor/index.js';
import { StatusDot } from '../components/Badges.js';
import type { IntegrityLogRow } from '../graphql/integrity.js';
import { IntegrityDetails } from './IntegrityDetails.js';
import { useIntegrityLogs } from './useIntegrityLogs.js';
import { useIntegrityRerun } from './useIntegrityRerun.js';
import { formatDateTime } from '../../../kit/format/index.js';
import { RelativeTime } from '../../../kit/ui/RelativeTime.js';

const LIMITS = [5, 10, 25, 50, 100];
const summaryOf = (row: IntegrityLogRow) => {
  const d = row.detail as { message?: string; count?: number; total?: number; issues?: number; checked?: number };
  if (typeof d.message === 'string') return d.message;
  if (typeof d.count === 'number') return `${d.count} of ${d.total ?? '?'}`;
  return JSON.stringify(d);
};

export function IntegrityCheck({ code }: { code: string }) {
  const { user } = useSession();
  const [limit, setLimit] = useState(25);
  const [selected, setSelected] = useState<{ folder: string; stat_key: string } | null>(null);
  const { status, loading, error, refetch } = useIntegrityLogs(code, limit);
  const rerun = useIntegrityRerun(code);
  const mayRerun = can(user?.scope ?? [], 'rerunSync');

  // When the task ends: say so, and read the new status.
  useEffect(() => {
    if (rerun.state === 'ended' && rerun.progress) {
      if (rerun.progress.status === 'succeeded')
        showSuccess(`Sync of company ${code} done: ${rerun.progress.done} of ${rerun.progress.total} checks`);
      else showFailure(`Sync of company ${code} ${rerun.progress.status}`);
      void refetch();
    }
    if (rerun.state === 'failed' && rerun.error) showFailure(rerun.error);
  }, [rerun.state, rerun.progress, rerun.error, code, refetch]);

  const progress = rerun.progress;
  return (
    <>
      <div className="company-toolbar">
        <label>
          Checks shown{' '}
          <HTMLSelect
            aria-label="Limit"
            value={limit}
            onChange={(e) => setLimit(Number(e.currentTarget.value))}
            options={LIMITS.map((n) => ({ value: n, label: String(n) }))}
          />
        </label>
        <span className={Classes.TEXT_MUTED}>
          Last sync: {status?.synced_at ? <RelativeTime value={status.synced_at} /> : 'never'}
        </span>
        <span className="company-spacer" />
        {mayRerun && (
          <Button intent={Intent.PRIMARY} icon="refresh" text="Rerun sync" loading={rerun.busy} onClick={rerun.start} />
        )}
      </div>

      {progress && (rerun.state === 'watching' || rerun.state === 'ended') && (
        <Callout
          intent={
            progress.status === 'succeeded'
              ? Intent.SUCCESS
              : progress.status === 'failed'
                ? Intent.DANGER
                : Intent.PRIMARY
          }
          className="company-section"
          aria-label="Sync progress"
        >
          <div className="company-toolbar">
            <p role="status" aria-label="Sync step">
              Sync {progress.status}: {progress.done} of {progress.total || '…'} checks
            </p>
            {rerun.state === 'watching' && (
              <>
                <span className="company-spacer" />
                <LiveTag state={rerun.feed} />
              </>
            )}
          </div>
          <ProgressBar
            aria-label="Sync progress bar"
            value={progress.total ? progress.done / progress.total : undefined}
            intent={progress.status === 'failed' ? Intent.DANGER : Intent.SUCCESS}
            animate={rerun.state === 'watching'}
            stripes={rerun.state === 'watching'}
          />
        </Callout>
      )}

      <Card className="company-section">
        <H5>Sync status</H5>
        <ListBody
          loading={loading}
          error={error}
          count={status?.results.length ?? 0}
          onRetry={refetch}
          pending={<Spinner size={24} />}
          empty={<p className={Classes.TEXT_MUTED}>No sync has run for this company yet.</p>}
        >
          <HTMLTable compact striped interactive aria-label="Sync status" className="company-full-width">
            <thead>
              <tr>
                <th>Folder</th>
                <th>Stat key</th>
                <th>Status</th>
                <th>Result</th>
                <th>Recorded</th>
              </tr>
            </thead>
            <tbody>
              {(status?.results ?? []).map((row) => {
                const isSelected = selected?.folder === row.folder && selected.stat_key === row.stat_key;
                return (
                  <tr
                    key={row.id}
                    aria-selected={isSelected}
                    className={isSelected ? 'company-row-selected' : undefined}
                    onClick={() => setSelected({ folder: row.folder, stat_key: row.stat_key })}
                  >
                    <td>{row.folder}</td>
                    <td>
                      <Button
                        variant="minimal"
                        size="small"
                        text={row.stat_key}
                        aria-label={`Details of ${row.folder} ${row.stat_key}`}
                        onClick={() => setSelected({ folder: row.folder, stat_key: row.stat_key })}
                      />
                    </td>
                    <td>
                      <StatusDot status={row.status} />
                    </td>
                    <td>{summaryOf(row)}</td>
                    <td>{formatDateTime(row.recorded_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </ListBody>
      </Card>

      {selected && (
        <IntegrityDetails
          code={code}
          check={selected}
          fallback={
            status?.results.find((r) => r.folder === selected.folder && r.stat_key === selected.stat_key) ?? null
          }
          onClose={() => setSelected(null)}
        />
      )}
    </>
  );
}
