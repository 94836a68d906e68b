/**
 * Roles (§6) and the per-action role matrix of DESIGN §4. The platform, the gateway and the web
 * all read this one table: the platform and gateway enforce it, the web hides what is refused.
 */
import { z } from 'zod';

export const ROLES = ['owner', 'admin', 'ops', 'superadmin'] as const;
export const roleSchema = z.enum(ROLES, { error: () => `role must be one of ${ROLES.join(', ')}` });
export type Role = z.infer<typeof roleSchema>;

/** Staff = admin, ops or superadmin (§6). */
export const STAFF_ROLES: readonly Role[] = ['admin', 'ops', 'superadmin'];

/** Every action the matrix of DESIGN §4 names. */
export const ACTION_ROLES = {
  read: ['admin', 'ops', 'superadmin'],
  write: ['admin', 'superadmin'],
  bulk: ['ops', 'admin', 'superadmin'],
  srp: ['ops', 'admin', 'superadmin'],
  rerunSync: ['ops', 'admin', 'superadmin'],
  productImages: ['ops', 'admin', 'superadmin'],
  dissociationPreview: ['ops', 'admin', 'superadmin'],
  dissociationApply: ['admin', 'superadmin'],
  mediaBulkDelete: ['admin', 'superadmin'],
  changeRoles: [],
  inspectorInProduction: ['superadmin'],
} as const satisfies Record<string, readonly Role[]>;
export type Action = keyof typeof ACTION_ROLES | 'adminOrOwner';

/** True when the scope holds the owner role, which passes every check (§1, DESIGN §4). */
export const isOwner = (scope: readonly string[]): boolean => scope.includes('owner');

/** The `adminOrOwner` guard of §6: an owner, or a user holding all of admin, ops and superadmin. */
export const isAdminOrOwner = (scope: readonly string[]): boolean =>
  isOwner(scope) || STAFF_ROLES.every((role) => scope.includes(role));

/** True when a user with this scope may perform the action. */
export function can(scope: readonly string[], action: Action): boolean {
  if (isOwner(scope)) return true;
  if (action === 'adminOrOwner') return isAdminOrOwner(scope);
  return ACTION_ROLES[action].some((role) => scope.includes(role));
}

/** Human wording of who may perform an action, for refusals ("needs one of: admin, superadmin, owner"). */
export function rolesFor(action: Action): string {
  if (action === 'adminOrOwner') return 'owner, or all of admin, ops and superadmin';
  return [...ACTION_ROLES[action], 'owner'].join(', ');
}

/** The message of a refused action (403). */
export const forbiddenMessage = (action: Action): string =>
  `Forbidden: this operation needs one of the roles ${rolesFor(action)}.`;
