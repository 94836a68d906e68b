/**
 * Data protection (§7): POST /gdpr exports the caller's personal data; POST /gdpr/save stores the
 * data-protection settings (settings key `gdpr`) with an event, so their history is kept (store/gdpr.ts).
 */
import { gdprSettingsSchema } from '@console/schema';
import type { PlatformContext } from '../../services/context.js';
import { personalData, saveGdprSettings } from '../../store/gdpr.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

export function registerGdprRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db, commands } = ctx;

  on('POST', '/gdpr', 'adminOrOwner', async (_req, principal) => ({
    data: await personalData(db, principal.user_uuid),
  }));

  on('POST', '/gdpr/save', 'dataProtection', async (req, principal) => {
    const { settings } = parseOr400(gdprSettingsSchema, req.body);
    const { transactionUuid } = await commands.run(
      { kind: 'settings.save', resource: 'settings', user_uuid: principal.user_uuid },
      (w) => saveGdprSettings(w, settings),
    );
    return { data: { settings, transaction_uuid: transactionUuid }, message: 'Settings saved' };
  });
}
