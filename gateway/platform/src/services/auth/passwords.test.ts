import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the key derivations; the real scrypt still runs.
const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    derivations.count++;
    return (crypto.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof crypto.scrypt;
  return { ...crypto, scrypt, default: { ...crypto, scrypt } };
});

const { hashPassword, verifyPassword } = await import('./passwords.js');

describe('verifyPassword', () => {
  let stored: string;
  beforeEach(async () => {
    stored = await hashPassword('right-password-1');
    await verifyPassword('warm-up', null);
    derivations.count = 0;
  });

  it('accepts the right password and refuses a wrong one', async () => {
    expect(await verifyPassword('right-password-1', stored)).toBe(true);
    expect(await verifyPassword('wrong-password-1', stored)).toBe(false);
  });

  it(
    'derives a key for an unknown user or an unusable hash too, ' +
      'so timing does not reveal which e-mails have accounts',
    async () => {
      expect(await verifyPassword('right-password-1', null)).toBe(false);
      expect(derivations.count).toBe(1);
      expect(await verifyPassword('right-password-1', 'not-a-hash')).toBe(false);
      expect(derivations.count).toBe(2);
      expect(await verifyPassword('wrong-password-1', stored)).toBe(false);
      expect(derivations.count).toBe(3);
    },
  );
});
