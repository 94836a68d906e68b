/**
 * Sessions: opaque random tokens stored as SHA-256 hashes, expiring after an idle time and an
 * absolute lifetime (DESIGN §3); the login rate limit per e-mail and per address.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_RATE_LIMIT, type User } from '@console/schema';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

interface UserRow {
  user_uuid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: string[];
  read_policy: boolean;
  password_hash: string | null;
}

export const toUser = (row: UserRow): User => ({
  user_uuid: row.user_uuid,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  roles: row.roles as User['roles'],
  scope: row.roles,
  read_policy: row.read_policy,
});

export const USER_COLUMNS = 'user_uuid::text as user_uuid, email, first_name, last_name, roles, read_policy, password_hash';

export async function userByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`select ${USER_COLUMNS} from users where email = $1`, [email.toLowerCase()]))[0];
}
export async function userByUuid(q: Queryable, uuid: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
  return (await q.query<UserRow>(`select ${USER_COLUMNS} from users where user_uuid = $1`, [uuid]))[0];
}

/** Creates a session for a user and returns its token (only its hash is stored). */
export async function createSession(q: Queryable, userUuid: string, absoluteHours: number): Promise<string> {
  const token = newToken();
  await q.query(`insert into sessions (token_hash, user_uuid, expires_at) values ($1, $2, now() + make_interval(hours => $3::int))`, [
    hashToken(token),
    userUuid,
    absoluteHours,
  ]);
  return token;
}

/** The user of a live session, touching its idle clock; undefined when missing or expired. */
export async function userForToken(q: Queryable, token: string, idleMinutes: number): Promise<User | undefined> {
  const rows = await q.query<UserRow & { last_seen_age: number }>(
    `select u.user_uuid::text as user_uuid, u.email, u.first_name, u.last_name, u.roles, u.read_policy, u.password_hash,
            extract(epoch from now() - s.last_seen_at)::int as last_seen_age
       from sessions s join users u on u.user_uuid = s.user_uuid
      where s.token_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => $2::int)`,
    [hashToken(token), idleMinutes],
  );
  const row = rows[0];
  if (!row) return undefined;
  // Touch at most once a minute: the idle clock needs no more precision than that.
  if (row.last_seen_age >= 60) await q.query('update sessions set last_seen_at = now() where token_hash = $1', [hashToken(token)]);
  return toUser(row);
}

export async function endSession(q: Queryable, token: string): Promise<void> {
  await q.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

/** Refuses with 429 when a key has failed too often within the window (DESIGN §3). */
export async function assertLoginAllowed(q: Queryable, key: string): Promise<void> {
  const rows = await q.query<{ attempts: number }>(
    `select attempts from login_attempts where key = $1 and window_start > now() - make_interval(secs => $2::int)`,
    [key, LOGIN_RATE_LIMIT.windowSeconds],
  );
  if ((rows[0]?.attempts ?? 0) >= LOGIN_RATE_LIMIT.attempts) {
    throw new HttpError(429, `Too many failed login attempts; try again in ${Math.round(LOGIN_RATE_LIMIT.windowSeconds / 60)} minutes`);
  }
}

/** Counts a failed login for a key, starting a new window when the last one has passed. */
export async function countLoginFailure(q: Queryable, key: string): Promise<void> {
  await q.query(
    `insert into login_attempts (key, window_start, attempts) values ($1, now(), 1)
     on conflict (key) do update set
       attempts = case when login_attempts.window_start < now() - make_interval(secs => $2::int) then 1 else login_attempts.attempts + 1 end,
       window_start = case when login_attempts.window_start < now() - make_interval(secs => $2::int) then now() else login_attempts.window_start end`,
    [key, LOGIN_RATE_LIMIT.windowSeconds],
  );
}

export async function clearLoginAttempts(q: Queryable, key: string): Promise<void> {
  await q.query('delete from login_attempts where key = $1', [key]);
}
