/**
 * The typed REST client of the platform (DESIGN §5): one function per §7 call, each taking the
 * caller's {@link Auth} first. All HTTP of the gateway goes through it.
 */
import { authCalls } from './authCalls.js';
import { bulkCalls } from './bulkCalls.js';
import { domainCalls } from './domainCalls.js';
import { createHttp, type HttpConfig } from './http.js';
import { resourceCalls } from './resourceCalls.js';

export { PlatformError, type Auth, type HttpConfig } from './http.js';
export { resultsOf } from './domainCalls.js';
export type { ListBody } from './resourceCalls.js';

/** Builds the client over HTTP. */
export function createPlatformClient(config: HttpConfig) {
  const call = createHttp(config);
  return { ...authCalls(call), ...resourceCalls(call), ...domainCalls(call), ...bulkCalls(call) };
}

/** Every call of the client. */
export type PlatformClient = ReturnType<typeof createPlatformClient>;
