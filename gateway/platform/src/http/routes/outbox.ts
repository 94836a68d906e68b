/**
 * The two development outboxes (store/tokens.ts): a user's own (session) and any address's
 * (service key alone). Off in production (NODE_ENV=production): one-time links are sent, never shown.
 */
import { emailSchema } from '@console/schema';
import type { PlatformContext } from '../../services/context.js';
import { mails } from '../../store/tokens.js';
import { notFound, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

export function registerOutboxRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const open = () => {
    if (!ctx.config.devOutbox) throw notFound('The outbox is off in production: mail is sent, never shown');
  };

  // The caller's own mail, whatever `?email=` says: nobody reads another user's links.
  on('GET', '/auth/outbox', 'session', async (_req, principal) => {
    open();
    return { data: await mails(ctx.db, principal.email ?? '') };
  });

  on('GET', '/service/outbox', 'service', async (req) => {
    open();
    const email = req.query.get('email');
    return { data: await mails(ctx.db, email === null ? null : parseOr400(emailSchema, email, 'email')) };
  });
}
