/**
 * What the suites that start platforms share to start them fast: a fresh PGlite folder copied
 * from the run's migrated template (tests/support/pgliteTemplate.ts), and password hashes of
 * test users made with cheap scrypt parameters. Verification reads N, r and p from the stored
 * hash, so signing a test user in costs milliseconds instead of the ~0.5 s of OWASP's
 * parameters — production hashes, and the decoy hash an unknown e-mail is checked against,
 * keep those.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { hashPassword } from '../../gateway/platform/src/services/auth/passwords.js';

/** scrypt parameters for test users only. */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 12, r: 8, p: 1 } as const;

const hashes = new Map<string, Promise<string>>();

/** A hash of `password` with the test parameters, made once per password and file. */
export function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, TEST_SCRYPT_PARAMS)));
  return hash;
}

/** A new PGlite folder, already migrated when the run's template exists (else empty: the platform migrates it). */
export function freshPgliteDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const template = inject('pgliteTemplate');
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
}
