/**
 * Password hashing with scrypt from node:crypto at OWASP's parameters (N=2^17, r=8, p=1),
 * stored as `scrypt$N$r$p$salt$hash` so parameters can change without breaking old hashes.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };

/** A new hash of `password`; `params` other than OWASP's are for test users only. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * A hash of no one's password, made once: checking a password against it costs what checking a
 * real one does, so an unknown e-mail (or a user without a password) answers no faster than a
 * wrong password, and sign-in timing does not tell which addresses have accounts.
 */
let decoy: Promise<string> | undefined;

/** Whether `password` matches the stored hash; always one full scrypt, whatever `stored` is. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const usable = stored !== null && isScryptHash(stored);
  const hashed = usable ? stored : await (decoy ??= hashPassword(randomBytes(16).toString('base64url')));
  const matches = await matchesHash(password, hashed);
  return usable && matches;
}

const isScryptHash = (stored: string): boolean => {
  const [scheme, , , , salt, hash] = stored.split('$');
  return scheme === 'scrypt' && Boolean(salt) && Boolean(hash);
};

async function matchesHash(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$') as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(N, Number(r)),
  });
  return timingSafeEqual(key, expected);
}
