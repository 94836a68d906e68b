/**
 * The Create button of a list's header: for users who may write one record (DESIGN §4 `write`: admin,
 * superadmin, owner) it opens the generic record form, empty but for the company of the page, and
 * POSTs it (§7: no uuid, so a create). It renders nothing for anyone else and for read-only
 * resources (tasks, transactions), so the button is hidden where the write would be refused.
 */
import { Button, Intent } from '@blueprintjs/core';
import { can, resourceEntry, type ResourceEntry } from '@console/schema';
import { useState } from 'react';
import { useSession } from '../../session/index.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { CreateDrawer } from '../lazyComponents.js';

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
export function mayCreate(scope: readonly string[] | undefined, def: ResourceEntry | undefined): boolean {
  return Boolean(def && !def.readOnly && can(scope ?? [], 'write'));
}

export function CreateRecordButton({ resource, companyCode, initial, text = 'Create' }: CreateRecordButtonProps) {
  const def = resourceEntry(resource);
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
      {open && (
        <CreateDrawer resource={resource} companyCode={companyCode} initial={initial} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
