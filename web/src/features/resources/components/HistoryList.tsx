/** A record's history: who, when, what changed, before and after. */
import { Button, ButtonGroup, Card, Classes, H5, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ListFailure, listPhase } from '../../../kit/tables/ListBody.js';
import { formatDateTime } from '../../../kit/format/index.js';
import { AppLink } from '../../../kit/ui/AppLink.js';
import { transactionHref } from '../../../kit/wizard/TaskSteps.js';
import { shortId } from '../../../kit/values/readValue.js';
import { ValueView } from '../../../kit/values/ValueView.js';
import type { ResourceDef } from '@console/schema';
import { getPath } from '../../../kit/tables/fields.js';
import type { HistoryEntry, PageInfo, ResourceRecord } from '../graphql/operations.js';
import { VersionChanges } from './VersionChanges.js';
import { AsOfVersion, CompareVersions, HistoryActions, type HistoryRevert } from './HistoryActions.js';
import { useState } from 'react';
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
  /** The record's company (its digit code): its transactions link to the company's transaction page. */
  companyCode?: string | null;
  /** Offers, per version: view as of it, compare two, revert its change, restore it (issue 18). */
  revert?: HistoryRevert | null;
}

const OPERATION_INTENT: Record<string, Intent> = {
  insert: Intent.SUCCESS,
  update: Intent.PRIMARY,
  delete: Intent.DANGER,
};

/** The digit code of a record's company (the company itself for companies), where the resource has one. */
export function companyCodeOf(def: ResourceDef, record: ResourceRecord | null): string | null {
  const code = record && def.companyPath ? getPath(record, def.companyPath) : null;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}

/** The history section of a details screen. */
export function HistoryList({
  entries,
  navigation,
  page,
  onPage,
  loading,
  error,
  refetch,
  companyCode,
  revert,
}: HistoryListProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [compare, setCompare] = useState<number[]>([]);
  // Two versions at most: a third replaces the older pick.
  const toggleCompare = (v: number) =>
    setCompare((picked) => (picked.includes(v) ? picked.filter((x) => x !== v) : [...picked, v].slice(-2)));
  const pages = navigation?.total_pages ?? 1;
  const phase = listPhase({ error, loading, count: entries.length });
  return (
    <section aria-label="History" className="history-list">
      <H5>History {loading && phase !== 'failed' && <Spinner size={14} className="history-spinner" />}</H5>
      {phase === 'failed' && <ListFailure error={error} onRetry={refetch} retrying={loading} />}
      {phase === 'empty' && (
        <NonIdealState icon="history" title="No history" description="No change of this record is recorded." />
      )}
      {revert && compare.length === 2 && (
        <CompareVersions revert={revert} versions={compare} companyCode={companyCode} onClose={() => setCompare([])} />
      )}
      {revert && compare.length === 1 && (
        <p className={Classes.TEXT_MUTED} role="status">
          Tick a second version to compare it with version {compare[0]}.
        </p>
      )}
      {phase === 'rows' &&
        entries.map((entry) => (
          <Card key={entry.position} compact className="history-entry" aria-label={`Version ${entry.version}`}>
            <div className="history-head">
              <Tag minimal intent={OPERATION_INTENT[entry.operation] ?? Intent.NONE}>
                {entry.operation}
              </Tag>
              <strong>Version {entry.version}</strong>
              <span title={entry.user_email ?? undefined}>
                by{' '}
                {entry.user_name ??
                  entry.user_email ??
                  (entry.user_uuid ? <ValueView value={entry.user_uuid} /> : 'the system')}
              </span>
              <span className={Classes.TEXT_MUTED}>{formatDateTime(entry.recorded_at)}</span>
              {entry.transaction_uuid && (
                <span className="history-transaction" title={entry.transaction_uuid}>
                  <AppLink href={transactionHref(entry.transaction_uuid, companyCode)}>
                    Transaction {shortId(entry.transaction_uuid)}
                  </AppLink>
                </span>
              )}
            </div>
            {entry.changes.length > 0 && <VersionChanges changes={entry.changes} />}
            {revert && (
              <HistoryActions
                entry={entry}
                revert={revert}
                viewing={viewing === entry.version}
                onView={() => setViewing(viewing === entry.version ? null : entry.version)}
                comparing={compare.includes(entry.version)}
                onCompare={() => toggleCompare(entry.version)}
              />
            )}
            {revert && viewing === entry.version && (
              <AsOfVersion revert={revert} version={entry.version} companyCode={companyCode} />
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
