/**
 * Who may call what (DESIGN §4), declared once: every root field of the GraphQL schema here, every
 * platform route where it is registered. The gateway wraps each root field with the check of its
 * entry and the platform's router runs the check of each route before its handler; tests fail
 * when a root field or a route has none.
 */
import { MESSAGES } from './errors.js';
import { type Action, can, forbiddenMessage, writes } from './roles.js';

/**
 * Access to a GraphQL root field: an action of the matrix (roles, and the privacy gate when it
 * writes), `session` (any signed-in user, staff or not, policy read or not) or `public` (no
 * session needed: signing in and the one-time-link flows).
 */
export type Access = Action | 'session' | 'public';

/**
 * Access to a platform route: as {@link Access}, plus `service` — the service key alone, without
 * a user (operators and tests; the gateway never makes such a call for a user).
 */
export type RouteAccess = Access | 'service';

/** The caller a check looks at: their roles and whether they have read the privacy policy. */
export interface Caller {
  readonly scope: readonly string[];
  readonly read_policy: boolean;
}

/** Why a call is refused: no session (401), a role it lacks (403), or the policy unread (403). */
export interface Refusal {
  readonly status: 401 | 403;
  readonly reason: 'unauthenticated' | 'forbidden' | 'privacy';
  readonly message: string;
}

/**
 * The refusal of a call with `access` by `caller` (null: no session), or null when it may go on.
 * `service` access is decided by the platform alone (it knows the key); here it refuses users.
 */
export function refusalOf(access: RouteAccess, caller: Caller | null): Refusal | null {
  if (access === 'public') return null;
  if (!caller) return { status: 401, reason: 'unauthenticated', message: MESSAGES.unauthorized };
  if (access === 'session') return null;
  if (access === 'service')
    return { status: 403, reason: 'forbidden', message: 'Forbidden: this call takes the service key alone.' };
  if (!can(caller.scope, access)) return { status: 403, reason: 'forbidden', message: forbiddenMessage(access) };
  if (writes(access) && !caller.read_policy)
    return { status: 403, reason: 'privacy', message: MESSAGES.privacyNotRead };
  return null;
}

/** Every root field of the GraphQL schema (schema/graphql) with its access. */
export const GRAPHQL_ACCESS = {
  Query: {
    me: 'public',
    invitation: 'public',
    list: 'read',
    record: 'read',
    history: 'read',
    metric: 'read',
    metricField: 'read',
    companies: 'read',
    company: 'read',
    lookup: 'read',
    retailersByCountry: 'read',
    brandsByCompany: 'read',
    // /options is by e-mail, not by role (DESIGN §4): any signed-in user asks whether they are on the list.
    accessOptions: 'session',
    retailersByMetric: 'read',
    tasks: 'read',
    task: 'read',
    transactions: 'read',
    transaction: 'read',
    bulkResources: 'read',
    previewRows: 'bulk',
    validateProductGrouping: 'read',
    validateProductNames: 'read',
    activeProducts: 'read',
    allProducts: 'read',
    productsByCountry: 'read',
    srpList: 'read',
    srpLogs: 'read',
    productImagePreview: 'productImages',
    productImageProducts: 'productImages',
    complianceRule: 'read',
    complianceProducts: 'read',
    skuBusinessRules: 'read',
    integrityLogs: 'read',
    integrityLogDetails: 'read',
    rankingsMaxResults: 'read',
    listingsMaxResults: 'read',
    users: 'adminOrOwner',
    userHistory: 'adminOrOwner',
    gdprSettings: 'adminOrOwner',
    recordAsOf: 'read',
    deletedRecords: 'read',
    // The signed-in user's own mail (development only): no role needed to read one's own.
    outbox: 'session',
  },
  Mutation: {
    login: 'public',
    // Signing out always works, with or without a live session.
    logout: 'public',
    acceptPrivacy: 'session',
    requestPasswordReset: 'public',
    resetPassword: 'public',
    invite: 'invite',
    acceptInvitation: 'public',
    authorize: 'public',
    saveRecord: 'write',
    deleteRecord: 'write',
    deleteRecordById: 'write',
    // The task's kind may ask for more (taskStartAction): the resolver checks that too.
    cancelTask: 'bulk',
    bulkPreview: 'bulk',
    bulkApply: 'bulk',
    mediaBulkDelete: 'mediaBulkDelete',
    createProductGroupings: 'bulk',
    deleteProductGroupings: 'bulk',
    dissociationPreview: 'dissociationPreview',
    dissociationApply: 'dissociationApply',
    srpSave: 'srp',
    srpDelete: 'srp',
    validateProductImages: 'productImages',
    validateCompliance: 'read',
    rerunIntegritySync: 'rerunSync',
    gdprExport: 'adminOrOwner',
    gdprSaveSettings: 'dataProtection',
    updateUserRoles: 'changeRoles',
    createAuthorizeLink: 'signInLinks',
    // Who may revert is the original change's action (schema/src/revert.ts): the platform checks it.
    revertPreview: 'read',
    revertApply: 'read',
    // Deleting selected records: whoever may delete one record (issue 16).
    recordsDeletePreview: 'write',
    recordsDeleteApply: 'write',
  },
  Subscription: {
    taskProgress: 'read',
    taskUpdated: 'read',
    transactionCommitted: 'read',
    entityChanged: 'read',
    liveStatus: 'read',
  },
} as const satisfies Record<'Query' | 'Mutation' | 'Subscription', Record<string, Access>>;

export type RootType = keyof typeof GRAPHQL_ACCESS;

/** The access of a root field, or undefined when none is declared (a test keeps that from happening). */
export function graphqlAccess(type: RootType, field: string): Access | undefined {
  return (GRAPHQL_ACCESS[type] as Record<string, Access>)[field];
}

/**
 * Event streams that are not every reader's: a user's role changes and the data-protection
 * settings are read by the `adminOrOwner` guard only (their lists and histories are), so their
 * events are left out of what others see — a transaction's changes, the live `entityChanged`.
 */
export const STREAM_READ_ACTIONS: Readonly<Record<string, Action>> = {
  users: 'adminOrOwner',
  settings: 'adminOrOwner',
};

/** Whether a caller with `scope` may read the events of a stream type. */
export const mayReadStream = (scope: readonly string[], streamType: string): boolean =>
  can(scope, STREAM_READ_ACTIONS[streamType] ?? 'read');

/** The stream types whose events a caller with `scope` may not read. */
export const unreadableStreams = (scope: readonly string[]): string[] =>
  Object.keys(STREAM_READ_ACTIONS).filter((type) => !mayReadStream(scope, type));
