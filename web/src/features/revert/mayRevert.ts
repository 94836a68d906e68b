/**
 * Who may revert a transaction: the role that may make the original change (DESIGN §4,
 * REVERT_ACTIONS); a revert's own transaction takes the kind at the bottom of its chain.
 */
import { can, REVERT_ACTIONS, REVERT_KIND, type Action } from '@console/schema';

export interface RevertableTransaction {
  kind: string;
  reverts?: { kind: string } | null;
}

/** The action a revert of `tx` needs, or null when its kind cannot be reverted. */
export function revertActionOf(tx: RevertableTransaction): Action | null {
  const kind = tx.kind === REVERT_KIND ? (tx.reverts?.kind ?? REVERT_KIND) : tx.kind;
  return REVERT_ACTIONS[kind] ?? null;
}

/** Whether a user of `scope` may revert `tx` (the platform decides again at the preview). */
export function mayRevert(scope: readonly string[], tx: RevertableTransaction): boolean {
  const action = revertActionOf(tx);
  return action !== null && can(scope, action);
}
