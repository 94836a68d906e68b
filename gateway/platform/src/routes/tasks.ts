/** Cancelling a queued task (DESIGN §3; issue: a queued task can be cancelled). */
import type { PlatformContext } from '../context.js';
import { guarded } from '../http/guard.js';
import type { Router } from '../http/router.js';

export function registerTaskRoutes(ctx: PlatformContext, router: Router): void {
  const on = guarded(ctx, router);
  // The roles that may start tasks (bulk apply, sync) may cancel them.
  on('POST', '/tasks/:uuid/cancel', 'bulk', async (req) => ({ data: await ctx.tasks.cancel(req.params.uuid!), message: 'Task cancelled' }));
}
