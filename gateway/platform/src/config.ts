/** Configuration of the reference platform, from code or the environment. */
import { randomBytes } from 'node:crypto';
import { DEFAULT_PLATFORM_PORT, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '@console/schema';

export interface PlatformConfig {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  host: string;
  /** PGlite data folder (created on first start); ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Key the gateway sends on the calls §6 sends without a bearer token. */
  serviceKey: string;
  /** Seed demo data into an empty store. */
  seedDemo: boolean;
  /** A session ends after this many seconds without a call (SESSION_IDLE_SECONDS, or _MINUTES). */
  sessionIdleSeconds: number;
  /** A session ends this many seconds after sign-in however busy (SESSION_ABSOLUTE_SECONDS, or _HOURS). */
  sessionAbsoluteSeconds: number;
  /**
   * The development outbox (GET /auth/outbox, GET /service/outbox): on unless NODE_ENV is
   * `production`, where mail must leave through a real sender and links are never shown.
   */
  devOutbox: boolean;
  /** Users whose e-mail may open /options (validateOptionsPageAccess, §5). */
  optionsUsers: string[];
  /**
   * Most rows one bulk preview upload may hold: by default MAX_BULK_ROWS on PostgreSQL and
   * PGLITE_MAX_BULK_ROWS on PGlite (http/routes/bulk.ts says why).
   */
  bulkRowsLimit?: number;
  /** Test hook: a bulk apply fails after this many written rows (all or nothing must hold). */
  failApplyAfterRows?: number;
  /**
   * Test hook (PLATFORM_HOLD_TASKS_FILE): while this file exists, a task that has started waits
   * before its work, so the tasks queued behind it stay queued until a test removes the file.
   */
  holdTasksFile?: string;
  log: (line: string) => void;
}

export function platformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  const env = process.env;
  return {
    port: Number(env.PLATFORM_PORT ?? DEFAULT_PLATFORM_PORT),
    host: '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    serviceKey: env.PLATFORM_SERVICE_KEY || randomBytes(32).toString('base64url'),
    seedDemo: env.SEED_DEMO !== 'false',
    sessionIdleSeconds: sessionSeconds(env, 'SESSION_IDLE_SECONDS', 'SESSION_IDLE_MINUTES', 60, SESSION_IDLE_MINUTES),
    sessionAbsoluteSeconds: sessionSeconds(
      env,
      'SESSION_ABSOLUTE_SECONDS',
      'SESSION_ABSOLUTE_HOURS',
      3600,
      SESSION_ABSOLUTE_HOURS,
    ),
    devOutbox: env.NODE_ENV !== 'production',
    holdTasksFile: env.PLATFORM_HOLD_TASKS_FILE || undefined,
    optionsUsers: (env.OPTIONS_USERS ?? 'owner@demo.test,admin@demo.test')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    log: (line) => console.log(`[platform] ${line}`),
    ...overrides,
  };
}

/**
 * A session limit in seconds: `secondsName` when set (exact to the second), else `unitName` times
 * `unit` (the older minutes / hours settings keep working), else the default. A value that is not
 * a positive number stops the start with a message naming the variable.
 */
export function sessionSeconds(
  env: NodeJS.ProcessEnv,
  secondsName: string,
  unitName: string,
  unit: number,
  fallbackUnits: number,
): number {
  const [name, raw, factor] = env[secondsName]
    ? [secondsName, env[secondsName], 1]
    : env[unitName]
      ? [unitName, env[unitName], unit]
      : [unitName, String(fallbackUnits), unit];
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value * factor;
}
