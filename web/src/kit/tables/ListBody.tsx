/**
 * The one state a list shows at a time, shared by every list and table: its failure (the §8
 * message with a Retry that loads it again), its first load, its emptiness, or its rows — never
 * two of them side by side ("No records" under an error banner, "Loading…" beside it).
 */
import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './table.css';

/** Which of its states a list is in. */
export type ListPhase = 'failed' | 'loading' | 'empty' | 'rows';

/**
 * A failure wins (rows of an earlier load are not shown beside it); then a first load; then
 * emptiness. Rows already shown stay while the next page loads.
 */
export function listPhase({ error, loading, count }: { error: unknown; loading: boolean; count: number }): ListPhase {
  if (error) return 'failed';
  if (count > 0) return 'rows';
  return loading ? 'loading' : 'empty';
}

/** A failed load as a list takes it: the §8 message and how to load again. */
export interface ListFailureInfo {
  message: string | null;
  retry: () => unknown;
}

export interface ListFailureProps {
  /** The §8 message of the failure. */
  error: string | null;
  /** Loads the list again. */
  onRetry: () => unknown;
  /** A retry under way. */
  retrying?: boolean;
}

/** A list's failure: the message, and a Retry that refetches. */
export function ListFailure({ error, onRetry, retrying = false }: ListFailureProps) {
  return (
    <Callout intent={Intent.DANGER} icon="error" role="alert" className="list-failure" compact>
      <span>{error ?? 'The list could not be loaded.'}</span>
      <Button
        size="small"
        icon="refresh"
        text="Retry"
        loading={retrying}
        onClick={() => void onRetry()}
        className="list-failure-retry"
      />
    </Callout>
  );
}

export interface ListBodyProps {
  loading: boolean;
  /** The §8 message of the last load's failure, or null. */
  error: string | null;
  /** How many rows the list holds. */
  count: number;
  onRetry: () => unknown;
  /** What an empty list says. */
  empty: ReactNode;
  /** What a first load shows (default: a small spinner). */
  pending?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** Shows exactly one of a list's states (see {@link listPhase}). */
export function ListBody({ loading, error, count, onRetry, empty, pending, children }: ListBodyProps) {
  switch (listPhase({ error, loading, count })) {
    case 'failed':
      return <ListFailure error={error} onRetry={onRetry} retrying={loading} />;
    case 'loading':
      return <>{pending ?? <Spinner size={20} aria-label="Loading" />}</>;
    case 'empty':
      return <>{empty}</>;
    default:
      return <>{children}</>;
  }
}

/** The empty state of a table: a title and what it means here. */
export function ListEmpty({ title = 'No records', description }: { title?: string; description: string }) {
  return <NonIdealState icon="search" title={title} description={description} />;
}
