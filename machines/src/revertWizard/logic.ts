/** Pure helpers of the revert wizard. */
import type { RevertPreviewResult } from '@console/schema';

type OutcomeCounts = RevertPreviewResult['counts'];
import type { RevertContext, RevertTarget } from './types.js';

/** Records the revert would write (restore, re-create, delete), conflicts and unchanged ones aside. */
export const toWrite = (counts: OutcomeCounts): number => counts.insert + counts.update + counts.delete;

/** A preview with no conflict and something to write: it applies as it is. */
export const appliesWhole = (context: RevertContext): boolean =>
  !!context.preview && context.preview.conflicts === 0 && toWrite(context.preview.counts) > 0;

/** A preview with conflicts and something else to write: "Revert the rest" leaves the conflicts. */
export const appliesRest = (context: RevertContext): boolean =>
  !!context.preview && context.preview.conflicts > 0 && toWrite(context.preview.counts) > 0;

/** What the wizard reverts, in words (its frame and the task's name). */
export function revertSubject(target: RevertTarget): string {
  if ('transaction_uuid' in target) return `transaction ${target.transaction_uuid}`;
  return target.mode === 'restore'
    ? `${target.resource} record ${target.uuid} to version ${target.version}`
    : `version ${target.version} of ${target.resource} record ${target.uuid}`;
}

/** The sessionStorage key part of a target: one kept wizard per target. */
export function targetKey(target: RevertTarget): string {
  return 'transaction_uuid' in target
    ? `tx.${target.transaction_uuid}`
    : `${target.resource}.${target.uuid}.${target.version}.${target.mode}`;
}

/**
 * A conflict's message split into who changed the record and when (the platform writes "changed
 * since by {who} at {ISO} (transaction {uuid}), now version {n}", prefixed by the fields for a
 * change); null when it reads otherwise.
 */
export function conflictOf(
  message: string,
): { fields: string | null; by: string; at: string; transaction_uuid: string | null } | null {
  const m = /^(?:(.+?) )?changed since by (.+?) at (\S+?)(?: \(transaction ([0-9a-f-]{36})\))?, now version \d+$/.exec(
    message,
  );
  if (!m) return null;
  return { fields: m[1] ?? null, by: m[2]!, at: m[3]!, transaction_uuid: m[4] ?? null };
}
