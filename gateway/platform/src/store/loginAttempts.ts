/**
 * The sign-in throttle's counters (services/auth/throttle.ts decides the keys): one row per key
 * with its failures and last attempt; the delay doubles with each failure past the free ones.
 */
import { LOGIN_THROTTLE } from '@console/schema';
import type { Queryable } from './db.js';

// The delay after `attempts` failures of a key with `free` free ones; the exponent is capped so
// a key hammered for weeks never overflows.
const delay = (attempts: string, free: string, first: string, max: string) =>
  `least(${max}::float8, ${first}::float8 * power(2, least(${attempts} - ${free}::int, 30)))`;
const FORGOTTEN = (alias: string) => `${alias}.last_attempt_at < now() - make_interval(secs => $3::float8)`;

/** Counts an attempt against `key` unless a delay runs; answers the seconds left when it does. */
export async function countAttempt(q: Queryable, key: string, free: number): Promise<number | null> {
  const { forgetAfterSeconds, firstDelaySeconds, maxDelaySeconds } = LOGIN_THROTTLE;
  const counted = await q.query(
    `insert into login_attempts as a (key, last_attempt_at, attempts) values ($1, now(), 1)
     on conflict (key) do update set
       attempts = case when ${FORGOTTEN('a')} then 1 else a.attempts + 1 end,
       last_attempt_at = now()
     where a.attempts < $2::int or ${FORGOTTEN('a')}
       or a.last_attempt_at + make_interval(secs => ${delay('a.attempts', '$2', '$4', '$5')}) <= now()
     returning attempts`,
    [key, free, forgetAfterSeconds, firstDelaySeconds, maxDelaySeconds],
  );
  if (counted.length) return null;
  const [row] = await q.query<{ wait: number }>(
    `select ceil(extract(epoch
      from (last_attempt_at + make_interval(secs => ${delay('attempts', '$2', '$3', '$4')}) - now())))::int as wait
       from login_attempts where key = $1`,
    [key, free, firstDelaySeconds, maxDelaySeconds],
  );
  return Math.max(1, row?.wait ?? 1);
}

/** Gives a key its last attempt back. */
export async function uncountAttempt(q: Queryable, key: string): Promise<void> {
  await q.query('update login_attempts set attempts = greatest(attempts - 1, 0) where key = $1', [key]);
}

/** Forgets a key (a successful sign-in starts its pair afresh). */
export async function clearAttempts(q: Queryable, key: string): Promise<void> {
  await q.query('delete from login_attempts where key = $1', [key]);
}
