/**
 * A list scrolled whole (issue 17, item 4): the table is as long as the list (the server's total)
 * and asks for the rows it shows; their blocks (RowBlocks) are fetched as they come into view,
 * each one list call of BLOCK_ROWS rows, and at most KEEP_BLOCKS are held. The first block is the
 * list's own first page (useResourceList, with its loading state, failure and data area); the
 * blocks start over when the filter or the sort (`key`) changes. A block that fails to load says
 * so (§8 toast) and is asked for again when it next comes into view.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toAppError } from '../graphql/appError.js';
import { showFailure } from '../ui/toaster.js';
import type { ResourceRecord } from './listTypes.js';
import { RowBlocks } from './rowBlocks.js';

/** Rows per block: one list call each, a few screens of rows. */
export const BLOCK_ROWS = 200;
/** Blocks held at most (10,000 rows). */
export const KEEP_BLOCKS = 50;
/** Rows assumed in view before the table first reports what it shows. */
const FIRST_VIEW = 40;

export interface WholeSetOptions {
  /** The filter and sort: the blocks start over when it changes. */
  key: string;
  /** The first block, once loaded for this key (null while it loads). */
  first: readonly ResourceRecord[] | null;
  /** Rows in the whole list (the server's total). */
  total: number;
  /** Fetches block `n` (rows n × BLOCK_ROWS onwards). */
  fetchBlock: (block: number) => Promise<ResourceRecord[]>;
}

/** What DataTable's `wholeSet` takes. */
export interface WholeSet {
  count: number;
  rowAt(index: number): ResourceRecord | undefined;
  /** Changes whenever a block arrives (the cells redraw). */
  version: number;
  onVisible(first: number, last: number): void;
  /** The rows held, in order. */
  loaded(): ResourceRecord[];
}

export function useWholeSet({ key, first, total, fetchBlock }: WholeSetOptions): WholeSet {
  const holder = useRef<{ key: string; blocks: RowBlocks } | null>(null);
  if (holder.current?.key !== key) holder.current = { key, blocks: new RowBlocks(BLOCK_ROWS, KEEP_BLOCKS) };
  const blocks = holder.current.blocks;
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const view = useRef<[number, number]>([0, FIRST_VIEW]);

  useEffect(() => {
    if (!first) return;
    blocks.wanted(0, 0, total, 0);
    blocks.arrived(0, first, view.current);
    bump();
  }, [first, blocks, total]);

  // The table reports what it shows while it renders and scrolls (Blueprint calls back from its
  // render and its scroll handler): the blocks are asked for a task later, once per burst of
  // reports, so no state changes inside the table's own update (React's update-depth limit).
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fetchInView = useCallback(() => {
    timer.current = null;
    if (!first) return; // block 0 (and the total) first
    const [from, to] = view.current;
    for (const block of blocks.wanted(from, to, total)) {
      fetchBlock(block).then(
        (rows) => {
          blocks.arrived(block, rows, view.current);
          bump();
        },
        (error: unknown) => {
          blocks.failed(block);
          showFailure(toAppError(error).message);
        },
      );
    }
  }, [blocks, first, total, fetchBlock]);
  const onVisible = useCallback(
    (from: number, to: number) => {
      view.current = [from, to];
      timer.current ??= setTimeout(fetchInView, 0);
    },
    [fetchInView],
  );
  // What was in view before the first block and the total arrived.
  useEffect(() => {
    fetchInView();
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [fetchInView]);

  return {
    count: first ? total : 0,
    rowAt: useCallback((index: number) => blocks.rowAt(index), [blocks]),
    version,
    onVisible,
    loaded: useCallback(() => blocks.loaded(), [blocks]),
  };
}
