/**
 * The Create button of a list's header: for users who may write one record (DESIGN §4 `write`: admin,
 * superadmin, owner) it opens the generic record form, empty but for the company of the page, and
 * POSTs it (§7: no uuid, so a create). It renders nothing for anyone else and for read-only
 * resources (tasks, transactions), so the button is hidden where the write would be refused.
 */
import { Button, Classes, Drawer, H4, Icon, Intent } from '@blueprintjs/core';
import { can, resourceByName } from '@console/schema';
import type { ResourceDef } from '@console/schema';
import { useState } from 'react';
import type { z } from 'zod';
import { useApolloClient } from '@apollo/client/react';
import { setPath } from '../../../kit/tables/fields.js';
import { useSession } from '../../session/index.js';
import { useExternalPim } from '../../companyAccess/index.js';
import { LIST } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { RecordEditor } from '../lazyEditor.js';
import './resources.css';

export interface CreateRecordButtonProps {
  /** A name of `RESOURCES`. */
  resource: string;
  /** The company of the page: the new record belongs to it (its `companyPath` is filled in). */
  companyCode?: string;
  /** Values the form starts with besides the company (e.g. a rule's definition). */
  initial?: ResourceRecord;
  /** Button text; default "Create". */
  text?: string;
}

/** Whether this user may create a record of the resource (the button's own rule, for tests and callers). */
export function mayCreate(scope: readonly string[] | undefined, def: ResourceDef | undefined): boolean {
  return Boolean(def && !def.readOnly && can(scope ?? [], 'write'));
}

export function CreateRecordButton({ resource, companyCode, initial, text = 'Create' }: CreateRecordButtonProps) {
  const def = resourceByName(resource);
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!def || !mayCreate(user?.scope, def)) return null;
  const noun = def.label.toLowerCase();
  return (
    <>
      <Button
        size="small"
        intent={Intent.PRIMARY}
        icon="add"
        text={text}
        aria-label={`Create a ${noun} record`}
        onClick={() => setOpen(true)}
      />
      {open && <CreateDrawer def={def} seed={seedOf(def, companyCode, initial)} onClose={() => setOpen(false)} />}
    </>
  );
}

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

function CreateDrawer({ def, seed, onClose }: { def: ResourceDef; seed: ResourceRecord; onClose: () => void }) {
  const client = useApolloClient();
  const pim = useExternalPim(def, seed);
  const title = `New ${def.label.toLowerCase()} record`;
  const created = () => {
    onClose();
    // The lists on the page show the new record.
    void client.refetchQueries({ include: [LIST] });
  };
  return (
    <Drawer isOpen onClose={onClose} size="min(720px, 92vw)">
      <div role="dialog" aria-modal="true" aria-label={title} className="record-drawer-frame">
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon="add" size={20} />
          <H4>{title}</H4>
          <Button
            variant="minimal"
            icon="cross"
            aria-label="Close"
            className={Classes.DIALOG_CLOSE_BUTTON}
            onClick={onClose}
          />
        </div>
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
      </div>
    </Drawer>
  );
}
