/**
 * The rows a user picked in a list, kept by key with the record as it was shown (for export, the bulk
 * wizard and deletion), across pages, until cleared. Not in the URL: a selection is a step of work,
 * not a view to share.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ResourceRecord } from './listTypes.js';

/** A record's key: its uuid (a product's `product_uuid`, §3), else its id. */
export const recordKey = (record: ResourceRecord): string =>
  String(record.uuid ?? record.product_uuid ?? record.id ?? '');

/** What a table needs to draw and change a selection. */
export interface RowSelection {
  /** The selected records by key, in the order they were picked. */
  selected: ReadonlyMap<string, ResourceRecord>;
  isSelected: (record: ResourceRecord) => boolean;
  toggle: (record: ResourceRecord) => void;
  /** Selects (or, with `on` false, deselects) every record given, e.g. a page. */
  setMany: (records: readonly ResourceRecord[], on: boolean) => void;
  clear: () => void;
}

/** Adds or removes records of a selection (pure). */
export function withRecords(
  selected: ReadonlyMap<string, ResourceRecord>,
  records: readonly ResourceRecord[],
  on: boolean,
): Map<string, ResourceRecord> {
  const next = new Map(selected);
  for (const record of records) {
    const key = recordKey(record);
    if (!key) continue;
    if (on) next.set(key, record);
    else next.delete(key);
  }
  return next;
}

/** A selection of a list's rows. */
export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, ResourceRecord>>(() => new Map());
  const toggle = useCallback(
    (record: ResourceRecord) => setSelected((prev) => withRecords(prev, [record], !prev.has(recordKey(record)))),
    [],
  );
  const setMany = useCallback(
    (records: readonly ResourceRecord[], on: boolean) => setSelected((prev) => withRecords(prev, records, on)),
    [],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(
    () => ({ selected, isSelected: (r) => selected.has(recordKey(r)), toggle, setMany, clear }),
    [selected, toggle, setMany, clear],
  );
}
