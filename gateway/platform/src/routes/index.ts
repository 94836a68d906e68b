/** Every route module of the platform, in registration order (specific paths before generic ones). */
import type { PlatformContext } from '../context.js';
import { admitFor } from '../http/guard.js';
import type { Router } from '../http/router.js';
import { registerAuthRoutes } from '../auth/routes.js';
import { registerUserRoutes } from '../auth/users.js';
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
import { registerUtilsRoutes } from './utils.js';
import { registerGenericRoutes } from './generic.js';
import { registerLookupRoutes } from './lookups.js';
import { registerTaskRoutes } from './tasks.js';

export function registerRoutes(ctx: PlatformContext, router: Router): void {
  // Every route runs this check of its declared access before its handler (DESIGN §4).
  router.admitWith(admitFor(ctx));
  registerAuthRoutes(ctx, router);
  registerUserRoutes(ctx, router);
  registerLookupRoutes(ctx, router);
  registerTaskRoutes(ctx, router);
  registerBulkRoutes(ctx, router);
  registerDissociationRoutes(ctx, router);
  registerGroupingRoutes(ctx, router);
  registerComplianceRoutes(ctx, router);
  registerUtilsRoutes(ctx, router);
  registerRetailerRoutes(ctx, router);
  registerRankingRoutes(ctx, router);
  registerProductRoutes(ctx, router);
  registerSrpRoutes(ctx, router);
  registerProductImageRoutes(ctx, router);
  registerGdprRoutes(ctx, router);
  // Specific §7 calls register above this line; the generic resource calls come last because
  // `GET {resource}/{id}` would otherwise catch them.
  registerGenericRoutes(ctx, router);
}
