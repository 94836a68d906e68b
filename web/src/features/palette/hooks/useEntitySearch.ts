/**
 * The one search of the palette and the header: the text typed, settled for a moment, looked up in
 * companies, retailers, products, SKUs and keywords at once. The previous hits stay while the next load.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { toAppError } from '../../../kit/graphql/appError.js';
import { messageOf } from '../../../kit/graphql/messageOf.js';
import { ENTITY_SEARCH } from '../graphql/operations.js';
import { MIN_SEARCH_LENGTH, hitsOf, searchVariables } from '../search.js';
import type { PaletteCommand } from '../search.js';

/** How long the text must rest before it is looked up: a look-up per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The text after it has not changed for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface EntitySearch {
  hits: PaletteCommand[];
  /** True from the first key until the answer for the settled text is in. */
  searching: boolean;
  /** The §8 message of a failed look-up. */
  error: string | null;
  /** True when the text is long enough to be looked up. */
  active: boolean;
}

/** Records matching `typed`; nothing when `enabled` is false (a user who may not read lists). */
export function useEntitySearch(typed: string, enabled: boolean): EntitySearch {
  const wanted = typed.trim();
  const settled = useSettled(wanted, SEARCH_DEBOUNCE_MS);
  const active = enabled && wanted.length >= MIN_SEARCH_LENGTH;
  const skip = !enabled || settled.length < MIN_SEARCH_LENGTH;
  const variables = useMemo(() => searchVariables(settled), [settled]);
  const { data, previousData, loading, error } = useQuery(ENTITY_SEARCH, { variables, skip });
  const hits = useMemo(
    () => (active ? hitsOf(data ?? previousData, settled) : []),
    [active, data, previousData, settled],
  );
  return {
    hits,
    searching: active && (settled !== wanted || loading),
    error: active && error ? messageOf(toAppError(error)) : null,
    active,
  };
}
