/** What every resolver receives. */
import type { YogaInitialContext } from 'graphql-yoga';
import type { Live } from './live/live.js';
import type { Loaders } from './loaders.js';
import type { PlatformClient } from './platformClient/index.js';
import type { Session } from './session/session.js';

export interface GatewayContext extends YogaInitialContext {
  /** The typed REST client. */
  platform: PlatformClient;
  /** Session of this request: user, role checks, cookies. */
  session: Session;
  /** Per-request batching of nested lookups. */
  loaders: Loaders;
  /** Live events (subscriptions). */
  live: Live;
  /** The browser's address (node listener only), forwarded to the platform on login. */
  clientAddress?: string | undefined;
  /** Production (NODE_ENV=production): development-only fields such as `outbox` are off. */
  production?: boolean;
}
