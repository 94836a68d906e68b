/**
 * Where the suite's own stack listens, shared by playwright.config.ts (which starts it) and the
 * tests (which read its outbox). scripts/e2e.sh picks free ports and a random service key and
 * exports them; the defaults serve a direct `npx playwright test`.
 */
import { PlatformOutbox } from './outbox.js';

/** The gateway and web app. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** The gateway's in-process platform (PLATFORM_PORT of gateway/src/main.ts). */
export const E2E_PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? E2E_PORT + 100);
/** The platform's service key (PLATFORM_SERVICE_KEY): the tests read one-time links with it. */
export const E2E_SERVICE_KEY = process.env.E2E_SERVICE_KEY || 'e2e-only-service-key-of-the-local-test-stack';

/** The outbox of the suite's own stack. */
export const suiteOutbox = (): PlatformOutbox =>
  new PlatformOutbox(`http://127.0.0.1:${E2E_PLATFORM_PORT}`, E2E_SERVICE_KEY);
