/**
 * The drawer of CreateRecordButton: the generic record form, empty but for the model's defaults and
 * the company of the page, POSTed on save (§7: no uuid, so a create). Loaded apart from the button,
 * so that a list's first view loads neither zod nor the models.
 */
import { Classes } from '@blueprintjs/core';
import { resourceByName, type ResourceDef } from '@console/schema';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useApolloClient } from '@apollo/client/react';
import { setPath } from '../../../kit/tables/fields.js';
import { useExternalPim } from '../../companyAccess/index.js';
import { LIST } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { RecordEditor } from '../lazyEditor.js';
import { RecordDrawerFrame } from './RecordDrawerFrame.js';
import './resources.css';

/**
 * The starting values: the model's defaults (a schedule is active unless unticked), then the page's
 * company at the resource's company path (a company's own list has none), then `initial`.
 */
function seedOf(def: ResourceDef, companyCode: string | undefined, initial: ResourceRecord = {}): ResourceRecord {
  let seed: ResourceRecord = {};
  for (const [key, field] of Object.entries(def.input.shape)) {
    const empty = (field as z.ZodType).safeParse(undefined);
    if (empty.success && empty.data !== undefined) seed[key] = empty.data;
  }
  if (companyCode && def.companyPath && def.name !== 'companies') seed = setPath(seed, def.companyPath, companyCode);
  return { ...seed, ...initial };
}

export interface CreateDrawerProps {
  /** A name of `RESOURCES`. */
  resource: string;
  companyCode?: string;
  initial?: ResourceRecord;
  onClose: () => void;
}

/** The form of a new record in a drawer, loaded when the Create button is first pressed (it reads the models). */
export function CreateDrawer({ resource, companyCode, initial, onClose }: CreateDrawerProps) {
  const def = resourceByName(resource)!;
  const seed = useMemo(() => seedOf(def, companyCode, initial), [def, companyCode, initial]);
  const client = useApolloClient();
  const pim = useExternalPim(def, seed);
  const title = `New ${def.label.toLowerCase()} record`;
  const created = () => {
    onClose();
    // The lists on the page show the new record.
    void client.refetchQueries({ include: [LIST] });
  };
  return (
    <RecordDrawerFrame title={title} icon="add" onClose={onClose}>
      <div className={`${Classes.DRAWER_BODY} record-drawer-body`}>
        <RecordEditor
          def={def}
          record={seed}
          pim={pim}
          onSaved={created}
          onCancel={onClose}
          reload={() => Promise.resolve(null)}
        />
      </div>
    </RecordDrawerFrame>
  );
}
