/**
 * Sessions: opaque random tokens stored as SHA-256 hashes, expiring after an idle time and an
 * absolute lifetime (DESIGN §3), both in seconds. The sign-in throttle is in throttle.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@console/schema';
import type { Queryable } from './db.js';

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
export async function createSession(q: Queryable, userUuid: string, absoluteSeconds: number): Promise<string> {
  const token = newToken();
  await q.query(`insert into sessions (token_hash, user_uuid, expires_at) values ($1, $2, now() + make_interval(secs => $3::float8))`, [
    hashToken(token),
    userUuid,
    absoluteSeconds,
  ]);
  return token;
}

/**
 * The user of a live session, touching its idle clock in the same statement; undefined when
 * missing or expired. Every use touches it, so an idle limit holds to the second however short
 * it is (a coarser touch would end sessions in use under a limit of a minute or less).
 */
export async function userForToken(q: Queryable, token: string, idleSeconds: number): Promise<User | undefined> {
  const rows = await q.query<UserRow>(
    `with touched as (
       update sessions set last_seen_at = now()
        where token_hash = $1 and expires_at > now() and last_seen_at > now() - make_interval(secs => $2::float8)
        returning user_uuid)
     select ${USER_COLUMNS} from touched join users using (user_uuid)`,
    [hashToken(token), idleSeconds],
  );
  return rows[0] ? toUser(rows[0]) : undefined;
}

export async function endSession(q: Queryable, token: string): Promise<void> {
  await q.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}
