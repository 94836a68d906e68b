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

export const USER_COLUMNS =
  'user_uuid::text as user_uuid, email, first_name, last_name, roles, read_policy, password_hash';

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
  await q.query(
    `insert into sessions (token_hash, user_uuid, expires_at)
      values ($1, $2, now() + make_interval(secs => $3::float8))`,
    [hashToken(token), userUuid, absoluteSeconds],
  );
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

/** Marks that a user has read the privacy policy (§4). */
export async function acceptPrivacyPolicy(q: Queryable, userUuid: string): Promise<void> {
  await q.query('update users set read_policy = true where user_uuid = $1', [userUuid]);
}

/** Sets the password of the user with `email` and ends all their sessions (a reset). */
export async function resetPassword(q: Queryable, email: string, passwordHash: string): Promise<void> {
  await q.query('update users set password_hash = $2 where email = $1', [email, passwordHash]);
  await q.query('delete from sessions where user_uuid = (select user_uuid from users where email = $1)', [email]);
}

/** Creates a user (an accepted invitation) who has not read the privacy policy yet. */
export async function insertUser(
  q: Queryable,
  user: {
    user_uuid: string;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    roles: readonly string[];
  },
): Promise<void> {
  await q.query(
    `insert into users (user_uuid, email, password_hash, first_name, last_name, roles, read_policy)
      values ($1, $2, $3, $4, $5, $6::jsonb, false)`,
    [user.user_uuid, user.email, user.password_hash, user.first_name, user.last_name, JSON.stringify(user.roles)],
  );
}

/** A condition of a users list: equality on user_uuid, or a part of email, first_name or last_name. */
export type UserFilter =
  { field: 'user_uuid'; equals: string } | { field: 'email' | 'first_name' | 'last_name'; contains: string };

/** One page of users, sorted by a column of theirs (email by default), with the total. */
export async function listUsers(
  q: Queryable,
  filters: readonly UserFilter[],
  sort: { field: 'email' | 'first_name' | 'last_name' | 'created_at'; direction: 'asc' | 'desc' } | undefined,
  paging: { page: number; page_size: number },
): Promise<{ rows: User[]; total: number }> {
  const params: unknown[] = [];
  const clauses = filters.map((f) => {
    params.push('equals' in f ? f.equals : `%${f.contains}%`);
    return 'equals' in f ? `user_uuid = $${params.length}` : `${f.field} ilike $${params.length}`;
  });
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const rows = await q.query<UserRow & { total: number }>(
    `select ${USER_COLUMNS}, count(*) over ()::int as total from users ${where}
     order by ${
       sort ? `${sort.field} ` + `${sort.direction === 'desc' ? 'desc' : 'asc'}` : 'email'
     } limit ${Number(paging.page_size)} offset ${(Number(paging.page) - 1) * Number(paging.page_size)}`,
    params,
  );
  return { rows: rows.map(toUser), total: rows[0]?.total ?? 0 };
}

/** Sets a user's roles under a row lock; answers the roles before. */
export async function setRoles(q: Queryable, userUuid: string, roles: readonly string[]): Promise<string[]> {
  const before =
    (await q.query<{ roles: string[] }>('select roles from users where user_uuid = $1 for update', [userUuid]))[0]
      ?.roles ?? [];
  await q.query('update users set roles = $2::jsonb where user_uuid = $1', [userUuid, JSON.stringify(roles)]);
  return before;
}
