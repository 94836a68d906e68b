/**
 * What a history row offers besides reading it (issue 18): view the record as of that version,
 * pick two versions to compare side by side, revert that change or restore that version (the
 * revert wizard's preview → apply). The views load their code on first use.
 */
import { Button, Checkbox, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ResourceDef } from '@console/schema';
import { lazy, Suspense, type ReactNode } from 'react';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import type { HistoryEntry } from '../graphql/operations.js';

const RecordAsOfView = lazy(() => import('./RecordAsOf.js').then((m) => ({ default: m.RecordAsOfView })));
const VersionDiff = lazy(() => import('./VersionDiff.js').then((m) => ({ default: m.VersionDiff })));

/** What the history needs to offer time travel and revert on a record. */
export interface HistoryRevert {
  def: ResourceDef;
  uuid: string;
  /** The record's version now (restoring it would change nothing). */
  currentVersion: number | null;
  /** The user may write this resource: revert and restore are offered. */
  mayWrite: boolean;
}

export const revertHref = (resource: string, uuid: string, version: number, mode: 'change' | 'restore') =>
  `/admin/revert/${resource}/${uuid}/${version}/${mode}`;

const loading = <NonIdealState icon={<Spinner size={20} />} title="Loading…" />;
export const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={loading}>{children}</Suspense>;

export interface HistoryActionsProps {
  entry: HistoryEntry;
  revert: HistoryRevert;
  viewing: boolean;
  onView: () => void;
  comparing: boolean;
  onCompare: () => void;
}

export function HistoryActions({ entry, revert, viewing, onView, comparing, onCompare }: HistoryActionsProps) {
  const { def, uuid, currentVersion, mayWrite } = revert;
  const v = entry.version;
  return (
    <div className="history-actions" role="group" aria-label={`Version ${v} actions`}>
      {entry.operation !== 'delete' && (
        <Button
          size="small"
          variant="minimal"
          icon="eye-open"
          text={viewing ? 'Hide this version' : 'View as of this version'}
          aria-expanded={viewing}
          onClick={onView}
        />
      )}
      <Checkbox className="history-compare" checked={comparing} label="Compare" onChange={onCompare} inline />
      {mayWrite && (
        <AppAnchorButton
          size="small"
          variant="minimal"
          icon="undo"
          text="Revert this change"
          href={revertHref(def.name, uuid, v, 'change')}
        />
      )}
      {mayWrite && entry.operation !== 'delete' && v !== currentVersion && (
        <AppAnchorButton
          size="small"
          variant="minimal"
          icon="history"
          text="Restore this version"
          href={revertHref(def.name, uuid, v, 'restore')}
        />
      )}
    </div>
  );
}

export function AsOfVersion({
  revert,
  version,
  companyCode,
}: {
  revert: HistoryRevert;
  version: number;
  companyCode?: string | null;
}) {
  return (
    <Lazy>
      <RecordAsOfView def={revert.def} uuid={revert.uuid} version={version} companyCode={companyCode} />
    </Lazy>
  );
}

export function CompareVersions({
  revert,
  versions,
  companyCode,
  onClose,
}: {
  revert: HistoryRevert;
  versions: readonly number[];
  companyCode?: string | null;
  onClose: () => void;
}) {
  const [left, right] = [...versions].sort((a, b) => a - b) as [number, number];
  return (
    <div className="history-compare-panel">
      <Button size="small" variant="minimal" icon="cross" text="Close the comparison" onClick={onClose} />
      <Lazy>
        <VersionDiff def={revert.def} uuid={revert.uuid} left={left} right={right} companyCode={companyCode} />
      </Lazy>
    </div>
  );
}
