/**
 * How the palette and the header search list what they offer: a listbox of options grouped under
 * their sections, in Blueprint's menu look, with a status line under it (searching, a failure, no match).
 */
import { Classes, Icon, KeyComboTag, Spinner, SpinnerSize } from '@blueprintjs/core';
import type { ItemListRenderer, ItemRenderer } from '@blueprintjs/select';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { PaletteCommand } from '../search.js';

/** The keys of a shortcut as separate combos: "g c" is g, then c (as keys, or as plain letters when minimal). */
export function ShortcutKeys({ shortcut, minimal = false }: { shortcut: string; minimal?: boolean }) {
  const steps = shortcut.split(' ');
  return (
    <span className="console-shortcut" aria-label={`Shortcut: ${steps.join(' then ')}`}>
      {steps.map((step, i) => (
        <Fragment key={i}>
          {i > 0 && !minimal && <span className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>then</span>}
          <KeyComboTag combo={step} minimal={minimal} />
        </Fragment>
      ))}
    </span>
  );
}

/** One option: icon, label, a second line (a code, a company) and its shortcut. */
export const renderCommand: ItemRenderer<PaletteCommand> = (
  command,
  { handleClick, handleFocus, modifiers, id, ref },
) => (
  <li
    key={command.id}
    id={id}
    ref={ref}
    role="option"
    aria-selected={modifiers.active}
    aria-label={command.detail ? `${command.label} (${command.detail})` : command.label}
    className="console-command"
    onMouseEnter={handleFocus}
  >
    {/* The input keeps the focus (arrow keys, Enter); a click picks too. */}
    <div className={[Classes.MENU_ITEM, modifiers.active ? Classes.ACTIVE : ''].join(' ')} onClick={handleClick}>
      <span className={Classes.MENU_ITEM_ICON} aria-hidden>
        <Icon icon={command.icon} />
      </span>
      <span className={[Classes.FILL, 'console-command-text'].join(' ')}>
        <span className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{command.label}</span>
        {command.detail && (
          <span className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>
            {command.detail}
          </span>
        )}
      </span>
      {command.shortcut && <ShortcutKeys shortcut={command.shortcut} minimal />}
    </div>
  </li>
);

/** The status line under the list: what the search is doing, or why nothing is listed. */
export interface ListStatus {
  searching: boolean;
  error: string | null;
  /** Shown when nothing is listed and nothing is loading. */
  empty: ReactNode;
}

/** The options in sections (in the order their first option comes), then the status line. */
export function commandListRenderer(status: ListStatus): ItemListRenderer<PaletteCommand> {
  const CommandListView: ItemListRenderer<PaletteCommand> = ({
    filteredItems,
    renderItem,
    itemsParentRef,
    menuProps,
  }) => {
    const sections = new Map<string, Array<{ command: PaletteCommand; index: number }>>();
    filteredItems.forEach((command, index) => {
      const list = sections.get(command.section) ?? [];
      list.push({ command, index });
      sections.set(command.section, list);
    });
    const message = status.error ?? (status.searching ? null : filteredItems.length === 0 ? status.empty : null);
    return (
      <>
        <ul
          {...menuProps}
          role="listbox"
          ref={itemsParentRef}
          className={[Classes.MENU, 'console-command-list'].join(' ')}
        >
          {[...sections].map(([section, entries]) => (
            <li key={section} role="presentation">
              <ul role="group" aria-label={section} className="console-command-group">
                {entries.map(({ command, index }) => renderItem(command, index))}
              </ul>
            </li>
          ))}
        </ul>
        {/* Always there, so that screen readers announce what comes into it. */}
        <div role="status" className={['console-command-status', status.error ? Classes.INTENT_DANGER : ''].join(' ')}>
          {status.searching && <Spinner size={SpinnerSize.SMALL} />}
          {(status.searching || message) && <span>{status.searching ? 'Searching…' : message}</span>}
        </div>
      </>
    );
  };
  return CommandListView;
}
