/**
 * Roles (§6) and the per-action role matrix of DESIGN §4. The platform, the gateway and the web
 * all read this one table: the platform and gateway enforce it, the web hides what is refused.
 */

export const ROLES = ['owner', 'admin', 'ops', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff = admin, ops or superadmin (§6). */
export const STAFF_ROLES: readonly Role[] = ['admin', 'ops', 'superadmin'];

/**
 * One row of the matrix. The owner passes every row. `match: 'all'` admits a user holding every
 * listed role (the `adminOrOwner` guard of §6), `any` a user holding one of them. `writes` marks
 * an action that changes or prepares a change of stored data: the privacy gate (§4) refuses it
 * to a user who has not read the policy, while reads stay open to them.
 */
export interface ActionRule {
  readonly roles: readonly Role[];
  readonly match: 'any' | 'all';
  readonly writes: boolean;
}

const any = (roles: readonly Role[], writes: boolean): ActionRule => ({ roles, match: 'any', writes });
const STAFF_TOGETHER: ActionRule = { roles: STAFF_ROLES, match: 'all', writes: false };
/** Owner only: no role but the owner's passes. */
const OWNER_WRITE = any([], true);

/** Every action the matrix of DESIGN §4 names, with who may perform it. */
export const ACTIONS = {
  /** Any list, detail, lookup, history, task or transaction. */
  read: any(STAFF_ROLES, false),
  /** Create, update or delete one record. */
  write: any(['admin', 'superadmin'], true),
  /** Bulk preview and apply, product groupings, cancelling a bulk task. */
  bulk: any(['ops', 'admin', 'superadmin'], true),
  srp: any(['ops', 'admin', 'superadmin'], true),
  rerunSync: any(['ops', 'admin', 'superadmin'], true),
  /** The product-image calls of §7 (preview, products, validate): reads of the images screens. */
  productImages: any(['ops', 'admin', 'superadmin'], false),
  /** A dissociation preview stores what an apply will do: it prepares a write. */
  dissociationPreview: any(['ops', 'admin', 'superadmin'], true),
  dissociationApply: any(['admin', 'superadmin'], true),
  mediaBulkDelete: any(['admin', 'superadmin'], true),
  /** The §6 guard: /admin/users (the list, a user's history) and the GDPR export. */
  adminOrOwner: STAFF_TOGETHER,
  /** Saving the data-protection settings: the adminOrOwner guard, and a write. */
  dataProtection: { ...STAFF_TOGETHER, writes: true },
  /** Changing a user's roles (DESIGN §8: only the owner grants roles). */
  changeRoles: OWNER_WRITE,
  /** Inviting a person; every invitation carries at least one role, so only the owner invites. */
  invite: OWNER_WRITE,
  /** Creating a one-time sign-in link for a user (DESIGN §8: only the owner, for others). */
  signInLinks: OWNER_WRITE,
  /** The machine inspector in production (always on in development). */
  inspectorInProduction: any(['superadmin'], false),
} as const satisfies Record<string, ActionRule>;
export type Action = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as Action[];

/** True when the scope holds the owner role, which passes every check (§1, DESIGN §4). */
export const isOwner = (scope: readonly string[]): boolean => scope.includes('owner');

/** The `adminOrOwner` guard of §6: an owner, or a user holding all of admin, ops and superadmin. */
export const isAdminOrOwner = (scope: readonly string[]): boolean => can(scope, 'adminOrOwner');

/** True when a user with this scope may perform the action (roles only; see {@link refusalOf} for the privacy gate). */
export function can(scope: readonly string[], action: Action): boolean {
  if (isOwner(scope)) return true;
  const rule: ActionRule = ACTIONS[action];
  if (rule.roles.length === 0) return false;
  return rule.match === 'all'
    ? rule.roles.every((role) => scope.includes(role))
    : rule.roles.some((role) => scope.includes(role));
}

/** True when the action changes (or prepares a change of) stored data: the privacy gate applies. */
export const writes = (action: Action): boolean => ACTIONS[action].writes;

/** Human wording of who may perform an action, for refusals ("admin, superadmin, owner"). */
export function rolesFor(action: Action): string {
  const rule: ActionRule = ACTIONS[action];
  if (rule.match === 'all') return `owner, or all of ${rule.roles.slice(0, -1).join(', ')} and ${rule.roles.at(-1)}`;
  return [...rule.roles, 'owner'].join(', ');
}

/** Owner only, as a rule: the `owner` guard of §6 and the owner's own actions. */
export const OWNER_ONLY: ActionRule = any([], false);

/** "a, b or c" / "a, b and c". */
const listed = (words: readonly string[], last: 'or' | 'and'): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;

/**
 * Who passes a rule, in words for a page that sends a user away: "the owner role, or admin, ops and
 * superadmin together", "the owner role, or admin, ops or superadmin", "the owner role".
 */
export function roleRequirement(rule: ActionRule): string {
  if (rule.roles.length === 0) return 'the owner role';
  if (rule.match === 'all' && rule.roles.length > 1) return `the owner role, or ${listed(rule.roles, 'and')} together`;
  return `the owner role, or ${listed(rule.roles, 'or')}`;
}

/** The message of a refused action (403). */
export const forbiddenMessage = (action: Action): string =>
  `Forbidden: this operation needs one of the roles ${rolesFor(action)}.`;
