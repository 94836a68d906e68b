/**
 * /admin/{module}/update/{id}: the generic form, checked with the zod `input` model, saved with
 * the record's version; the §1 notice and a confirmation for external-PIM product writes.
 */
import { Callout, Card, H3, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { can, forbiddenMessage, MESSAGES } from '@console/schema';
import type { ResourceDef } from '@console/schema';
import { useLocation } from 'wouter';
import { useSession } from '../../session/index.js';
import { ErrorScreen } from '../../../kit/ui/ErrorScreen.js';
import { useRecord } from '../hooks/useRecord.js';
import { useExternalPim } from '../../companyAccess/index.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { ExternalPimNotice } from '../../companyAccess/index.js';
import { RecordEditor } from './RecordEditor.js';
import './resources.css';

export interface ResourceUpdateScreenProps {
  def: ResourceDef;
  id: string;
  /** Where to go after saving or cancelling (default the generic details route). */
  backHref?: string;
}

/** The generic update screen of any writable resource. */
export function ResourceUpdateScreen({ def, id, backHref }: ResourceUpdateScreenProps) {
  const { record, loading, notFound, error, refetch } = useRecord(def.name, id);
  const { user } = useSession();
  const [, navigate] = useLocation();
  const pim = useExternalPim(def, record);
  const back = () => navigate(backHref ?? `/admin/${def.name}/details/${id}`);
  const reload = async () => ((await refetch()).data?.record ?? null) as ResourceRecord | null;

  if (def.readOnly || notFound) return <ErrorScreen status={404} message={MESSAGES.notFound} />;
  if (!can(user?.scope ?? [], 'write'))
    return (
      <Callout intent={Intent.DANGER} icon="lock">
        {forbiddenMessage('write')}
      </Callout>
    );
  return (
    <>
      <H3>
        {def.label}: update record {record ? String(record.id ?? id) : id}
      </H3>
      <ExternalPimNotice company={{ external_pim: pim }} />
      {error && (
        <Callout intent={Intent.DANGER} icon="error">
          {error}
        </Callout>
      )}
      <Card aria-label="Data area">
        {loading && !record ? (
          <NonIdealState icon={<Spinner size={24} />} title="Loading…" />
        ) : (
          record && (
            <RecordEditor
              key={String(record.uuid)}
              def={def}
              record={record}
              pim={pim}
              onSaved={back}
              onCancel={back}
              reload={reload}
            />
          )
        )}
      </Card>
    </>
  );
}
