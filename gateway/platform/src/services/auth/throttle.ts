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
import { clearAttempts, countAttempt, uncountAttempt } from '../../store/loginAttempts.js';
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
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The pair and address keys of an attempt to sign in as `email` from `ip`. */
export function throttleKeys(email: string, ip: string): ThrottleKeys {
  const address = addressOf(ip);
  return { pair: `pair:${email.toLowerCase()}|${address}`, address: `address:${address}` };
}

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

function tooMany(wait: number, what: string): Throttled {
  return new Throttled(`Too many failed sign-ins ${what}; try again in ${seconds(wait)}.`, undefined, {
    retry_after_seconds: wait,
  });
}

/** Counts an attempt against both keys, or refuses it (429, with the wait) while a delay runs. */
export async function admitAttempt(q: Queryable, keys: ThrottleKeys): Promise<void> {
  const addressWait = await countAttempt(q, keys.address, LOGIN_THROTTLE.addressFreeFailures);
  if (addressWait !== null) throw tooMany(addressWait, 'from your address');
  const pairWait = await countAttempt(q, keys.pair, LOGIN_THROTTLE.pairFreeFailures);
  if (pairWait !== null) {
    await uncountAttempt(q, keys.address);
    throw tooMany(pairWait, 'to this account from your address');
  }
}

/** A successful sign-in: its pair starts afresh and its address gets the attempt back. */
export async function attemptSucceeded(q: Queryable, keys: ThrottleKeys): Promise<void> {
  await clearAttempts(q, keys.pair);
  await uncountAttempt(q, keys.address);
}
