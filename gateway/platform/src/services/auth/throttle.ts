/**
 * Sign-in throttling (DESIGN §3, §8). Every attempt counts against two keys: the (account,
 * address) pair and the address alone — never the account alone, so a stranger elsewhere cannot
 * lock a user out. Past a key's free failures, the next attempt waits a delay that doubles with
 * each failure (LOGIN_THROTTLE); an attempt made while a delay runs is refused with the wait in
 * seconds, without checking the password and without being counted.
 *
 * An attempt is counted before its password is checked, in one statement per key, so parallel
 * guesses cannot slip through together; a success takes its count back (the pair is cleared).
 */
import { LOGIN_THROTTLE } from '@console/schema';
import type { Queryable } from '../../store/db.js';
import { Throttled } from '../../store/errors.js';

/** The keys one attempt counts against. */
export interface ThrottleKeys {
  pair: string;
  address: string;
}

/**
 * The address a limit applies to: an IPv4-mapped IPv6 address as IPv4, and an IPv6 address as
 * its /64 — the block one subscriber holds, who could otherwise take a fresh address per guess.
 */
export function addressOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The pair and address keys of an attempt to sign in as `email` from `ip`. */
export function throttleKeys(email: string, ip: string): ThrottleKeys {
  const address = addressOf(ip);
  return { pair: `pair:${email.toLowerCase()}|${address}`, address: `address:${address}` };
}

// The delay after `attempts` failures of a key with `free` free ones; the exponent is capped so
// a key hammered for weeks never overflows.
const delay = (attempts: string, free: string, first: string, max: string) => `least(${max}::float8, ${first}::float8 * power(2, least(${attempts} - ${free}::int, 30)))`;
const FORGOTTEN = (alias: string) => `${alias}.last_attempt_at < now() - make_interval(secs => $3::float8)`;

/** Counts an attempt against `key` unless a delay runs; answers the seconds left when it does. */
async function count(q: Queryable, key: string, free: number): Promise<number | null> {
  const { forgetAfterSeconds, firstDelaySeconds, maxDelaySeconds } = LOGIN_THROTTLE;
  const counted = await q.query(
    `insert into login_attempts as a (key, last_attempt_at, attempts) values ($1, now(), 1)
     on conflict (key) do update set
       attempts = case when ${FORGOTTEN('a')} then 1 else a.attempts + 1 end,
       last_attempt_at = now()
     where a.attempts < $2::int or ${FORGOTTEN('a')} or a.last_attempt_at + make_interval(secs => ${delay('a.attempts', '$2', '$4', '$5')}) <= now()
     returning attempts`,
    [key, free, forgetAfterSeconds, firstDelaySeconds, maxDelaySeconds],
  );
  if (counted.length) return null;
  const [row] = await q.query<{ wait: number }>(
    `select ceil(extract(epoch from (last_attempt_at + make_interval(secs => ${delay('attempts', '$2', '$3', '$4')}) - now())))::int as wait
       from login_attempts where key = $1`,
    [key, free, firstDelaySeconds, maxDelaySeconds],
  );
  return Math.max(1, row?.wait ?? 1);
}

async function uncount(q: Queryable, key: string): Promise<void> {
  await q.query('update login_attempts set attempts = greatest(attempts - 1, 0) where key = $1', [key]);
}

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

function tooMany(wait: number, what: string): Throttled {
  return new Throttled(`Too many failed sign-ins ${what}; try again in ${seconds(wait)}.`, undefined, { retry_after_seconds: wait });
}

/** Counts an attempt against both keys, or refuses it (429, with the wait) while a delay runs. */
export async function admitAttempt(q: Queryable, keys: ThrottleKeys): Promise<void> {
  const addressWait = await count(q, keys.address, LOGIN_THROTTLE.addressFreeFailures);
  if (addressWait !== null) throw tooMany(addressWait, 'from your address');
  const pairWait = await count(q, keys.pair, LOGIN_THROTTLE.pairFreeFailures);
  if (pairWait !== null) {
    await uncount(q, keys.address);
    throw tooMany(pairWait, 'to this account from your address');
  }
}

/** A successful sign-in: its pair starts afresh and its address gets the attempt back. */
export async function attemptSucceeded(q: Queryable, keys: ThrottleKeys): Promise<void> {
  await q.query('delete from login_attempts where key = $1', [keys.pair]);
  await uncount(q, keys.address);
}
