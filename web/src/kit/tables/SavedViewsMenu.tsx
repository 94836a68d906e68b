/**
 * A table's saved views (tableView.ts): apply one, save the current view under a name, delete the
 * view shown, copy a link that opens the same view for a colleague.
 */
import { useState } from 'react';
import { Button, Classes, InputGroup, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { showFailure, showSuccess } from '../ui/toaster.js';
import { deleteView, localViewStore, readViews, saveView } from './tableView.js';
import type { SavedView } from './tableView.js';

export interface SavedViewsMenuProps {
  tableId: string;
  /** The signed-in user's uuid: views are kept per user. */
  user: string;
  /** The current view's query parameters (`viewQuery`). */
  query: string;
  onApply: (query: string) => void;
}

/** The "Views" button and its menu. */
export function SavedViewsMenu({ tableId, user, query, onApply }: SavedViewsMenuProps) {
  const [views, setViews] = useState<SavedView[]>(() => readViews(localViewStore(), user, tableId));
  const [naming, setNaming] = useState<string | null>(null);
  const current = views.find((v) => v.query === query);
  const save = () => {
    const name = (naming ?? '').trim();
    if (!name) return;
    setViews(saveView(localViewStore(), user, tableId, { name, query }));
    setNaming(null);
    showSuccess(`View "${name}" saved`);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showSuccess('Link to this view copied');
    } catch {
      showFailure('The link could not be copied: copy it from the address bar.');
    }
  };
  return (
    <PopoverNext
      placement="bottom-end"
      onClosed={() => setNaming(null)}
      content={
        naming === null ? (
          <Menu aria-label="Saved views" className="table-views-menu">
            <MenuDivider title="Saved views" />
            {views.length === 0 && <MenuItem disabled text="No saved views yet" />}
            {views.map((view) => (
              <MenuItem
                key={view.name}
                text={view.name}
                icon={view === current ? 'tick' : 'blank'}
                active={view === current}
                onClick={() => onApply(view.query)}
              />
            ))}
            <MenuDivider />
            <MenuItem
              icon="floppy-disk"
              text="Save current view…"
              shouldDismissPopover={false}
              onClick={() => setNaming(current?.name ?? '')}
            />
            {current && (
              <MenuItem
                icon="trash"
                text={`Delete view "${current.name}"`}
                onClick={() => setViews(deleteView(localViewStore(), user, tableId, current.name))}
              />
            )}
            <MenuItem icon="link" text="Copy link to this view" onClick={() => void copyLink()} />
          </Menu>
        ) : (
          <form
            className="table-views-form"
            aria-label="Save view"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <InputGroup
              autoFocus
              size="small"
              aria-label="View name"
              placeholder="Name of the view"
              value={naming}
              onChange={(e) => setNaming(e.currentTarget.value)}
            />
            <Button size="small" type="submit" intent="primary" text="Save" disabled={naming.trim() === ''} />
            <Button size="small" text="Cancel" className={Classes.POPOVER_DISMISS} />
          </form>
        )
      }
    >
      <Button size="small" icon="bookmark" text={current ? `View: ${current.name}` : 'Views'} />
    </PopoverNext>
  );
}
