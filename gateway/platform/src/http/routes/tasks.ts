/** Cancelling a queued task (DESIGN §3; issue: a queued task can be cancelled). */
import type { PlatformContext } from '../../services/context.js';
import type { Router } from '../router.js';

export function registerTaskRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  // The roles that may start a task may cancel it: 'bulk' admits every such role, the task's kind decides.
  on('POST', '/tasks/:uuid/cancel', 'bulk', async (req, principal) => ({
    data: await ctx.tasks.cancel(req.params.uuid!, principal.scope),
    message: 'Task cancelled',
  }));
}
