/**
 * The command palette: a dialog with one search box over the pages and actions the user may open or
 * run, and the companies, retailers, products, SKUs and keywords whose name or code holds the text.
 * Arrow keys move, Enter picks, Escape closes.
 */
import { Classes, Dialog, InputGroup, KeyComboTag } from '@blueprintjs/core';
import { QueryList } from '@blueprintjs/select';
import { useId, useMemo, useState } from 'react';
import { useEntitySearch } from '../hooks/useEntitySearch.js';
import { MIN_SEARCH_LENGTH, matchCommands } from '../search.js';
import type { PaletteCommand } from '../search.js';
import { commandListRenderer, renderCommand } from './CommandList.js';
import '../palette.css';

export interface CommandPaletteProps {
  isOpen: boolean;
  onClose: () => void;
  /** The pages and actions on offer: only those the user may open or run. */
  commands: readonly PaletteCommand[];
  /** Whether records are searched too (the user may read lists). */
  searchRecords: boolean;
  /** Opens or runs what was picked; the palette has closed by then. */
  onPick: (command: PaletteCommand) => void;
}

/** The items are filtered before they reach the list (commands here, records by the server). */
const asFiltered = (_query: string, items: PaletteCommand[]) => items;

export function CommandPalette({ isOpen, onClose, commands, searchRecords, onPick }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const titleId = useId();
  const search = useEntitySearch(query, searchRecords && isOpen);
  const items = useMemo(() => [...matchCommands(commands, query), ...search.hits], [commands, query, search.hits]);
  const short = searchRecords && query.trim().length > 0 && query.trim().length < MIN_SEARCH_LENGTH;
  const renderList = useMemo(
    () =>
      commandListRenderer({
        searching: search.searching,
        error: search.error,
        empty: short ? 'Type one more letter to search records.' : 'Nothing matches.',
      }),
    [search.searching, search.error, short],
  );
  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} className="console-palette" aria-labelledby={titleId}>
      <h2 id={titleId} className="console-sr-only">
        Command palette
      </h2>
      <QueryList<PaletteCommand>
        items={items}
        query={query}
        onQueryChange={setQuery}
        itemListPredicate={asFiltered}
        itemsEqual="id"
        itemRenderer={renderCommand}
        itemListRenderer={renderList}
        menuProps={{ 'aria-label': 'Pages, actions and records' }}
        onItemSelect={(command) => {
          close();
          onPick(command);
        }}
        renderer={(list) => (
          <div className="console-palette-body" onKeyDown={list.handleKeyDown} onKeyUp={list.handleKeyUp}>
            <InputGroup
              autoFocus
              size="large"
              leftIcon="search"
              role="combobox"
              aria-label="Search pages, actions, companies, products, SKUs and keywords"
              aria-expanded
              aria-controls={list.listId}
              aria-activedescendant={list.activeItemId}
              aria-autocomplete="list"
              autoComplete="off"
              placeholder={
                searchRecords
                  ? 'Go to a page, run an action, or find a company, product, SKU or keyword…'
                  : 'Go to a page or run an action…'
              }
              value={list.query}
              onChange={list.handleQueryChange}
            />
            <div className="console-palette-list">{list.itemList}</div>
            <div className={['console-palette-footer', Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>
              <span>
                <KeyComboTag combo="up" minimal /> <KeyComboTag combo="down" minimal /> to move
              </span>
              <span>
                <KeyComboTag combo="enter" minimal /> to open
              </span>
              <span>
                <KeyComboTag combo="esc" minimal /> to close
              </span>
            </div>
          </div>
        )}
      />
    </Dialog>
  );
}
