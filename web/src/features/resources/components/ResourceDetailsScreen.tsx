/** /admin/{module}/details/{id}: the record's fields (from the zod model) and its history. */
import { Button, Callout, Card, H3, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { can, MESSAGES } from '@console/schema';
import type { ResourceDef } from '@console/schema';
import { useLocation } from 'wouter';
import { useSession } from '../../session/index.js';
import { ErrorScreen } from '../../../kit/ui/ErrorScreen.js';
import { useHistory } from '../hooks/useHistory.js';
import { useRecord } from '../hooks/useRecord.js';
import { useExternalPim } from '../../companyAccess/index.js';
import { ExternalPimNotice } from '../../companyAccess/index.js';
import { companyCodeOf, HistoryList } from './HistoryList.js';
import { RecordFields } from './RecordFields.js';
import { lazy, Suspense } from 'react';
import './resources.css';

// The "as of" picker (issue 18) loads with its first details screen, not with the app.
const AsOfPicker = lazy(() => import('./RecordAsOf.js').then((m) => ({ default: m.AsOfPicker })));

export interface ResourceDetailsScreenProps {
  def: ResourceDef;
  id: string;
  /** Title override (default "<label> <id>"). */
  title?: string;
  /** Where "Edit" goes (default the generic update route); null hides it. */
  editHref?: string | null;
}

/** The generic details screen of any resource. */
export function ResourceDetailsScreen({ def, id, title, editHref }: ResourceDetailsScreenProps) {
  const { record, loading, notFound, error } = useRecord(def.name, id);
  const history = useHistory(def.name, record ? { uuid: record.uuid } : null);
  const { user } = useSession();
  const [, navigate] = useLocation();
  const pim = useExternalPim(def, record);
  const mayWrite = !def.readOnly && can(user?.scope ?? [], 'write') && editHref !== null;
  const companyCode = companyCodeOf(def, record);

  if (notFound) return <ErrorScreen status={404} message={MESSAGES.notFound} />;
  return (
    <>
      <div className="screen-head">
        <H3>{title ?? `${def.label}: record ${record ? String(record.id ?? id) : id}`}</H3>
        {mayWrite && record && (
          <Button
            size="small"
            icon="edit"
            intent={Intent.PRIMARY}
            text="Edit"
            onClick={() => navigate(editHref ?? `/admin/${def.name}/update/${id}`)}
          />
        )}
      </div>
      <ExternalPimNotice company={{ external_pim: pim }} />
      {error && (
        <Callout intent={Intent.DANGER} icon="error">
          {error}
        </Callout>
      )}
      <div className="record-screen">
        <div className="record-screen-main">
          <Card aria-label="Data area">
            {loading && !record ? (
              <NonIdealState icon={<Spinner size={24} />} title="Loading…" />
            ) : (
              record && <RecordFields model={def.record} record={record} />
            )}
          </Card>
          {record && (
            <Suspense fallback={null}>
              <AsOfPicker def={def} uuid={String(record.uuid)} companyCode={companyCode} />
            </Suspense>
          )}
        </div>
        <Card>
          <HistoryList
            {...history}
            onPage={history.setPage}
            companyCode={companyCode}
            revert={
              record
                ? {
                    def,
                    uuid: String(record.uuid),
                    currentVersion: typeof record.version === 'number' ? record.version : null,
                    mayWrite: !def.readOnly && can(user?.scope ?? [], 'write'),
                  }
                : null
            }
          />
        </Card>
      </div>
    </>
  );
}
