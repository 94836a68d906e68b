/**
 * The seven named route guards of §6 as pure functions. Each answers allow, redirect or error;
 * the asynchronous ones (validateCompany, validateOptionsPageAccess) judge data the route-guard
 * machine has loaded for them.
 */
import {
  ACTIONS,
  HOME_AFTER_LOGIN,
  MESSAGES,
  OPTIONS_PAGE_DENIED,
  OWNER_ONLY,
  ROUTES,
  companyDoesNotExist,
  isAdminOrOwner,
  isOwner,
  roleRequirement,
} from '@console/schema';
import type { ActionRule } from '@console/schema';
import { isStaff, loginPathFor, nonStaffTarget } from '../redirect/postLoginTarget.js';
import type { SessionUser } from '../session/sessionTypes.js';

export const GUARD_NAMES = [
  'admin',
  'adminOrOwner',
  'authenticated',
  'guest',
  'owner',
  'validateCompany',
  'validateOptionsPageAccess',
] as const;
/** A named guard of §6. */
export type GuardName = (typeof GUARD_NAMES)[number];

/**
 * What a guard decides. A redirect for a role the user lacks says which roles the page needs
 * (`needs`, from the role rules of schema/src/roles.ts), so the page the user lands on can tell them why.
 */
export type GuardVerdict =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; needs?: string }
  | { kind: 'error'; status: number; message: string };

/** Everything a guard may read. `company` and `optionsUsers` are undefined until loaded. */
export interface GuardRequest {
  /** The path (with query) being opened; remembered for after sign-in. */
  path: string;
  user: SessionUser | null;
  loginAppPage: string | null;
  /** The company digit code of the route, when it has one. */
  companyId?: string;
  /** The company found by digit code; null when none was found. */
  company?: { name: string; digit_code: string } | null;
  /** E-mail addresses allowed on the options page. */
  optionsUsers?: readonly string[];
}

const allow: GuardVerdict = { kind: 'allow' };
const redirect = (to: string): GuardVerdict => ({ kind: 'redirect', to });
/** A redirect of a signed-in user who lacks the roles of `rule`. */
const refuse = (to: string, rule: ActionRule): GuardVerdict => ({ kind: 'redirect', to, needs: roleRequirement(rule) });

/** The role rule each role guard checks: staff areas read, the two §6 guards above them. */
export const GUARD_ROLE_RULES = {
  admin: ACTIONS.read,
  adminOrOwner: ACTIONS.adminOrOwner,
  owner: OWNER_ONLY,
} as const satisfies Partial<Record<GuardName, ActionRule>>;
const notFound = (message: string): GuardVerdict => ({ kind: 'error', status: 404, message });

/** Signed in with the privacy policy read; else /login (remembering the page) or /privacy (§4). */
export function authenticated(req: GuardRequest): GuardVerdict {
  if (!req.user) return redirect(loginPathFor(req.path));
  if (!req.user.read_policy && !req.path.startsWith(ROUTES.privacy)) return redirect(ROUTES.privacy);
  return allow;
}

/** Only signed-out users: a signed-in user goes home after login (§4). */
export function guest(req: GuardRequest): GuardVerdict {
  return req.user ? redirect(HOME_AFTER_LOGIN) : allow;
}

/** Staff areas: admin, ops or superadmin (or the owner); others to home or the login_app page (§4, §6). */
export function admin(req: GuardRequest): GuardVerdict {
  const first = authenticated(req);
  if (first.kind !== 'allow' || !req.user) return first;
  return isStaff(req.user) ? allow : refuse(nonStaffTarget(req.loginAppPage), GUARD_ROLE_RULES.admin);
}

/** Owner only; others to /admin/companies (§6). */
export function owner(req: GuardRequest): GuardVerdict {
  const first = authenticated(req);
  if (first.kind !== 'allow' || !req.user) return first;
  return isOwner(req.user.scope) ? allow : refuse(HOME_AFTER_LOGIN, GUARD_ROLE_RULES.owner);
}

/** An owner, or a user holding all of admin, ops and superadmin; others to / (§6). */
export function adminOrOwner(req: GuardRequest): GuardVerdict {
  const first = authenticated(req);
  if (first.kind !== 'allow' || !req.user) return first;
  return isAdminOrOwner(req.user.scope) ? allow : refuse(ROUTES.home, GUARD_ROLE_RULES.adminOrOwner);
}

/** The route's company must exist (§5): a digit code that the lookup found. */
export function validateCompany(req: GuardRequest): GuardVerdict {
  const id = req.companyId ?? '';
  if (!/^\d+$/.test(id)) return notFound(companyDoesNotExist(id));
  return req.company ? allow : notFound(companyDoesNotExist(id));
}

/** The user's e-mail must be in the options list (§5); matched without regard to case. */
export function validateOptionsPageAccess(req: GuardRequest): GuardVerdict {
  const email = req.user?.email.toLowerCase();
  const allowed = (req.optionsUsers ?? []).some((entry) => entry.toLowerCase() === email);
  return email && allowed ? allow : notFound(OPTIONS_PAGE_DENIED);
}

/** The guards by name. */
export const GUARDS: Record<GuardName, (req: GuardRequest) => GuardVerdict> = {
  admin,
  adminOrOwner,
  authenticated,
  guest,
  owner,
  validateCompany,
  validateOptionsPageAccess,
};

const isGuardName = (name: string): name is GuardName => (GUARD_NAMES as readonly string[]).includes(name);

/**
 * Runs guards in order; the first that does not allow decides. A name that is not one of the
 * seven is a configuration fault: the 500 "Unknown middleware" error of §8, never a silent allow.
 */
export function runGuards(names: readonly string[], req: GuardRequest): GuardVerdict {
  for (const name of names) {
    if (!isGuardName(name)) return { kind: 'error', status: 500, message: MESSAGES.unknownMiddleware };
    const verdict = GUARDS[name](req);
    if (verdict.kind !== 'allow') return verdict;
  }
  return allow;
}
