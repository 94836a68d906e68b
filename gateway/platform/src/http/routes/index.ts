/** Every route module of the platform, in registration order (specific paths before generic ones). */
import type { PlatformContext } from '../../services/context.js';
import type { Router } from '../router.js';
import { registerAuthRoutes } from './auth.js';
import { registerOutboxRoutes } from './outbox.js';
import { registerUserRoutes } from './users.js';
import { registerBulkRoutes } from './bulk.js';
import { registerComplianceRoutes } from './compliance.js';
import { registerDissociationRoutes } from './dissociation.js';
import { registerGdprRoutes } from './gdpr.js';
import { registerGroupingRoutes } from './groupings.js';
import { registerProductImageRoutes } from './productImages.js';
import { registerProductRoutes } from './products.js';
import { registerRankingRoutes } from './rankings.js';
import { registerRetailerRoutes } from './retailers.js';
import { registerSrpRoutes } from './srp.js';
import { registerIntegrityRoutes } from './integrity.js';
import { registerGenericRoutes } from './generic.js';
import { registerLookupRoutes } from './lookups.js';
import { registerTaskRoutes } from './tasks.js';
import { registerRevertRoutes } from './revert.js';

export function registerRoutes(ctx: PlatformContext, router: Router): void {
  registerAuthRoutes(ctx, router);
  registerOutboxRoutes(ctx, router);
  registerUserRoutes(ctx, router);
  registerLookupRoutes(ctx, router);
  registerTaskRoutes(ctx, router);
  registerBulkRoutes(ctx, router);
  registerDissociationRoutes(ctx, router);
  registerGroupingRoutes(ctx, router);
  registerComplianceRoutes(ctx, router);
  registerIntegrityRoutes(ctx, router);
  registerRetailerRoutes(ctx, router);
  registerRankingRoutes(ctx, router);
  registerProductRoutes(ctx, router);
  registerSrpRoutes(ctx, router);
  registerProductImageRoutes(ctx, router);
  registerGdprRoutes(ctx, router);
  registerRevertRoutes(ctx, router);
  // Specific §7 calls register above this line; the generic resource calls come last because
  // `GET {resource}/{id}` would otherwise catch them.
  registerGenericRoutes(ctx, router);
}
