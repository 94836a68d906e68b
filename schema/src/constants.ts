/**
 * Business constants and limits of the specification (§9), defined once.
 * Every part of the console imports them from here.
 */

/** Payload version of every `{version, request}` body unless a resource says otherwise (§9). */
export const PAYLOAD_VERSION = '1.0' as const;
/** Product media upsert and its preview use version 1.1 (§9). */
export const MEDIA_PAYLOAD_VERSION = '1.1' as const;
/** Schedules, media delete, compliance upsert, dissociation and business rule definitions: 1.0 (§9). */
export const SCHEDULE_PAYLOAD_VERSION = '1.0' as const;
export const MEDIA_DELETE_PAYLOAD_VERSION = '1.0' as const;
export const COMPLIANCE_PAYLOAD_VERSION = '1.0' as const;
export const DISSOCIATION_PAYLOAD_VERSION = '1.0' as const;
export const BUSINESS_RULE_DEFINITION_VERSION = '1.0' as const;

/** Company business-rules lookup page sizes (§7, §9). */
export const BUSINESS_RULE_LOOKUP_PAGE_SIZE = 9999;
export const SKU_LOOKUP_PAGE_SIZE = 99999;
/** The entity type id of SKUs in business rules (§7: entity_type.id 8). */
export const SKU_ENTITY_TYPE_ID = 8;

/** Default and largest page size of a getlist call (DESIGN §3; the lookups above are the largest). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = SKU_LOOKUP_PAGE_SIZE;

/** Auth storage (§9): cookie prefix, token prefix and strategy give `cms._token.local`. */
export const AUTH_COOKIE_PREFIX = 'cms.';
export const TOKEN_STORAGE_PREFIX = '_token.';
export const AUTH_STRATEGY = 'local';
export const SESSION_COOKIE_NAME = `${AUTH_COOKIE_PREFIX}${TOKEN_STORAGE_PREFIX}${AUTH_STRATEGY}`;
/** Cookie that remembers the page a non-staff user should land on (§4). */
export const LOGIN_APP_COOKIE_NAME = 'login_app';
/** Home after login (§9). */
export const HOME_AFTER_LOGIN = '/admin/companies';

/** Loading bar and fetch timings (§9). */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const FETCH_MIN_DISPLAY_DELAY_MS = 200;
/** A chunk-load failure reloads the page at most once in this window (§4, §9). */
export const RELOAD_GUARD_WINDOW_MS = 60_000;
/** Link prefetch waits for this much idle time; skipped offline, on 2g or with save-data (§9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** Breakpoints (§9): lower bounds in px. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Layout sizes (§2, §9). */
export const LAYOUT = {
  headerHeight: 65,
  leftPanelWidth: 300,
  scoreWrapperWidth: 250,
  authBoxWidth: 350,
  authLogoHeight: 30,
  pageTransitionSeconds: 0.25,
} as const;

/** Session lifetime of the reference platform (DESIGN §3), both configurable (in seconds too). */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/**
 * Sign-in throttling (DESIGN §3, §8): growing delays per (account, address) pair and per address,
 * never per account alone, so no stranger can lock a user out. After the free failures, each
 * further failure doubles the wait, from `firstDelaySeconds` up to `maxDelaySeconds`; failures
 * are forgotten after `forgetAfterSeconds` without an attempt. The address allows more failures
 * than a pair because many people may share one (an office behind one NAT).
 */
export const LOGIN_THROTTLE = {
  pairFreeFailures: 5,
  addressFreeFailures: 30,
  firstDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 3600,
} as const;
/** One-time tokens (invitations, password reset, authorize) expire after this many hours. */
export const ONE_TIME_TOKEN_HOURS = { invitation: 72, reset: 2, authorize: 1 } as const;

/** Default ports on loopback: the gateway serves the web app and /graphql; the platform is in-process. */
export const DEFAULT_GATEWAY_PORT = 4000;
export const DEFAULT_PLATFORM_PORT = 4100;
/** The gateway's answer to "is the demo data there yet" (503 while a new store is seeded, then 200). */
export const DEMO_DATA_PATH = '/demo-data';

/** Header carrying the gateway's service key on the five calls §6 sends without a bearer token. */
export const SERVICE_KEY_HEADER = 'x-service-key';
/** Header naming the user a service-key call acts for (audit only; trusted only with the key). */
export const ON_BEHALF_OF_HEADER = 'x-on-behalf-of';
/** Header with the browser's address, which the gateway forwards on login (trusted only with the key). */
export const FORWARDED_FOR_HEADER = 'x-forwarded-for';
