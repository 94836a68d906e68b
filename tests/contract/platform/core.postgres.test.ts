import { describe, it } from 'vitest';
import { coreSuite } from './coreSuite.js';

if (process.env.DATABASE_URL) {
  coreSuite('postgres');
} else {
  describe('core on PostgreSQL', () => {
    it("did not run: DATABASE_URL is not set (.ci/run sets it to the machine's PostgreSQL)", () => {
      console.warn('[contract] PostgreSQL core suite did not run: DATABASE_URL is not set');
    });
  });
}
