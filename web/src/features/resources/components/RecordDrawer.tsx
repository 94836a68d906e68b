/**
 * One record of a list in a drawer beside it: its fields, its history ({resource}/history/getlist:
 * who, when, what changed, before and after), the generic edit form for roles that may write,
 * and a link to the full /admin/{module}/details/{id} screen. Lists keep their filters meanwhile.
 */
import { Button, Callout, Classes, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { can, MESSAGES, resourceByName, type ResourceDef, type ResourceEntry } from '@console/schema';
import { useState } from 'react';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { formatValue, getPath } from '../../../kit/tables/fields.js';
import { useSession } from '../../session/index.js';
import { useExternalPim } from '../../companyAccess/index.js';
import { useHistory } from '../hooks/useHistory.js';
import { useRecord } from '../hooks/useRecord.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { ExternalPimNotice } from '../../companyAccess/index.js';
import { companyCodeOf, HistoryList } from './HistoryList.js';
import { RecordEditor } from '../lazyEditor.js';
import { RecordFields } from './RecordFields.js';
import { RecordDrawerFrame } from './RecordDrawerFrame.js';
import './resources.css';

export interface RecordDrawerProps {
  /** The resource's catalogue entry: a list has no models loaded; the drawer, loaded apart, reads them. */
  def: ResourceEntry;
  /** The record's UUID (or numeric id); null closes the drawer. */
  id: string | null;
  onClose: () => void;
  /** After a save, e.g. to refresh the list behind. */
  onSaved?: () => void;
}

/** The drawer (a labelled dialog); its body is keyed by record so switching rows starts fresh. */
export function RecordDrawer({ def, id, onClose, onSaved }: RecordDrawerProps) {
  const title = `${def.label} record`;
  return (
    <RecordDrawerFrame title={title} icon="history" isOpen={id !== null} onClose={onClose}>
      {id !== null && <RecordDrawerBody key={id} def={resourceByName(def.name)!} id={id} onSaved={onSaved} />}
    </RecordDrawerFrame>
  );
}

function RecordDrawerBody({ def, id, onSaved }: { def: ResourceDef; id: string; onSaved?: () => void }) {
  const { record, loading, notFound, error, refetch } = useRecord(def.name, id);
  const history = useHistory(def.name, record ? { uuid: record.uuid } : null);
  const pim = useExternalPim(def, record);
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const mayWrite = !def.readOnly && can(user?.scope ?? [], 'write');
  const detailsHref = `/admin/${def.name}/details/${String(record?.uuid ?? id)}`;
  // The record's first listed field besides its id and company (a SKU's sku, a retailer's name…).
  const captionPath = def.columns.find((c) => c !== 'id' && c !== def.companyPath);
  const caption = record && captionPath ? formatValue(getPath(record, captionPath)) : '';
  const reload = async () => ((await refetch()).data?.record ?? null) as ResourceRecord | null;
  const saved = () => {
    setEditing(false);
    void refetch();
    void history.refetch();
    onSaved?.();
  };

  if (notFound) return <NonIdealState className={Classes.DRAWER_BODY} icon="search" title={MESSAGES.notFound} />;
  return (
    <div className={`${Classes.DRAWER_BODY} record-drawer-body`}>
      <div className="screen-head">
        <strong>
          Record {record ? String(record.id ?? id) : id}
          {record && caption ? ` · ${caption}` : ''}
        </strong>
        <span className="record-drawer-actions">
          {mayWrite && record && !editing && (
            <Button size="small" icon="edit" intent={Intent.PRIMARY} text="Edit" onClick={() => setEditing(true)} />
          )}
          <AppAnchorButton size="small" variant="minimal" icon="share" text="Open details page" href={detailsHref} />
        </span>
      </div>
      <ExternalPimNotice company={{ external_pim: pim }} />
      {error && (
        <Callout intent={Intent.DANGER} icon="error">
          {error}
        </Callout>
      )}
      {loading && !record ? (
        <NonIdealState icon={<Spinner size={24} />} title="Loading…" />
      ) : (
        record &&
        (editing ? (
          <RecordEditor
            key={`${String(record.uuid)}@${String(record.version)}`}
            def={def}
            record={record}
            pim={pim}
            onSaved={saved}
            onCancel={() => setEditing(false)}
            reload={reload}
          />
        ) : (
          <RecordFields model={def.record} record={record} />
        ))
      )}
      <HistoryList
        {...history}
        onPage={history.setPage}
        companyCode={companyCodeOf(def, record)}
        revert={
          record
            ? {
                def,
                uuid: String(record.uuid),
                currentVersion: typeof record.version === 'number' ? record.version : null,
                mayWrite,
              }
            : null
        }
      />
    </div>
  );
}
