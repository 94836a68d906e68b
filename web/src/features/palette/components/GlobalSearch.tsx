/**
 * The header's search across companies, retailers, products, SKUs and keywords: the palette's search
 * (useEntitySearch) as a search box whose results drop down under it.
 */
import { Suggest } from '@blueprintjs/select';
import { useMemo, useState } from 'react';
import type { Ref } from 'react';
import { useEntitySearch } from '../hooks/useEntitySearch.js';
import { MIN_SEARCH_LENGTH } from '../search.js';
import type { PaletteCommand } from '../search.js';
import { commandListRenderer, renderCommand } from './CommandList.js';
import '../palette.css';

export interface GlobalSearchProps {
  /** Opens the record picked. */
  onPick: (hit: PaletteCommand) => void;
  /** The search box, for a shortcut that focuses it. */
  inputRef?: Ref<HTMLInputElement>;
}

const asFiltered = (_query: string, items: PaletteCommand[]) => items;

export function GlobalSearch({ onPick, inputRef }: GlobalSearchProps) {
  const [query, setQuery] = useState('');
  const search = useEntitySearch(query, true);
  const renderList = useMemo(
    () =>
      commandListRenderer({
        searching: search.searching,
        error: search.error,
        empty: search.active ? 'Nothing matches.' : `Type at least ${MIN_SEARCH_LENGTH} letters or digits.`,
      }),
    [search.searching, search.error, search.active],
  );
  return (
    <Suggest<PaletteCommand>
      className="console-global-search"
      items={search.hits}
      query={query}
      onQueryChange={setQuery}
      itemListPredicate={asFiltered}
      itemsEqual="id"
      itemRenderer={renderCommand}
      itemListRenderer={renderList}
      inputValueRenderer={(hit) => hit.label}
      selectedItem={null}
      openOnKeyDown
      resetOnSelect
      menuProps={{ 'aria-label': 'Search results' }}
      onItemSelect={(hit) => {
        setQuery('');
        onPick(hit);
      }}
      inputProps={{
        inputRef,
        leftIcon: 'search',
        size: 'small',
        type: 'search',
        'aria-label': 'Search companies, retailers, products, SKUs and keywords',
        placeholder: 'Search companies, products, SKUs…',
      }}
      popoverProps={{ minimal: true, placement: 'bottom-start', popoverClassName: 'console-global-search-popover' }}
    />
  );
}
