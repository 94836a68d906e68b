/**
 * A test double of the platform client (STYLE: "a test double whose methods throw until a test
 * supplies them"): resolvers can be tested without a platform, and a call a test did not expect
 * fails loudly instead of answering something made up.
 */
import type { PlatformClient } from './index.js';

/** A client whose every method throws unless `supplied` provides it. */
export function createPlatformDouble(supplied: Partial<PlatformClient> = {}): PlatformClient {
  return new Proxy(supplied as PlatformClient, {
    get(target, property) {
      if (typeof property !== 'string') return undefined;
      const method = (target as Record<string, unknown>)[property];
      if (method) return method;
      return () => {
        throw new Error(`platform double: ${property} was called but the test did not supply it`);
      };
    },
  });
}
