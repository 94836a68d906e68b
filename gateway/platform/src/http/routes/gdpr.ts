/**
 * Data protection (§7): POST /gdpr exports the caller's personal data; POST /gdpr/save stores the
 * data-protection settings (settings key `gdpr`) with an event, so their history is kept.
 */
import { gdprSettingsSchema } from '@console/schema';
import type { PlatformContext } from '../../services/context.js';
import { parseOr400 } from '../errors.js';
import type { Router } from '../router.js';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function registerGdprRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db, commands } = ctx;

  on('POST', '/gdpr', 'adminOrOwner', async (_req, principal) => {
    const [user] = await db.query<Record<string, unknown>>(
      `select user_uuid::text as user_uuid, email, first_name, last_name, roles, read_policy, created_at from users where user_uuid = $1`,
      [principal.user_uuid],
    );
    const [sessions] = await db.query<{ active: number; first: string | Date | null; last: string | Date | null }>(
      `select count(*)::int as active, min(created_at) as first, max(last_seen_at) as last from sessions where user_uuid = $1 and expires_at > now()`,
      [principal.user_uuid],
    );
    const byType = await db.query<{ type: string; count: number; first: string | Date; last: string | Date }>(
      `select type, count(*)::int as count, min(recorded_at) as first, max(recorded_at) as last from events where meta ->> 'user_uuid' = $1 group by type order by type`,
      [principal.user_uuid],
    );
    const settings = await db.query<{ value: unknown }>(`select value from settings where key = 'gdpr'`);
    const total = byType.reduce((n, t) => n + t.count, 0);
    return {
      data: {
        exported_at: new Date().toISOString(),
        user: { ...user, created_at: iso((user?.created_at as string | Date | undefined) ?? null) },
        sessions: { active: sessions?.active ?? 0, first_at: iso(sessions?.first ?? null), last_seen_at: iso(sessions?.last ?? null) },
        events: {
          total,
          first_at: total ? iso(byType.map((t) => new Date(t.first)).sort((a, b) => +a - +b)[0]!) : null,
          last_at: total ? iso(byType.map((t) => new Date(t.last)).sort((a, b) => +b - +a)[0]!) : null,
          by_type: Object.fromEntries(byType.map((t) => [t.type, t.count])),
        },
        settings: settings[0]?.value ?? null,
      },
    };
  });

  on('POST', '/gdpr/save', 'dataProtection', async (req, principal) => {
    const { settings } = parseOr400(gdprSettingsSchema, req.body);
    const { transactionUuid } = await commands.run({ kind: 'settings.save', resource: 'settings', user_uuid: principal.user_uuid }, async (w) => {
      const before = await w.tx.query<{ value: unknown }>(`select value from settings where key = 'gdpr' for update`);
      await w.tx.query(
        `insert into settings (key, value) values ('gdpr', $1::jsonb) on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [JSON.stringify(settings)],
      );
      await w.append('settings', 'settings:gdpr', 'settings.saved', { before: before[0]?.value ?? null, after: settings });
      w.counts[before[0] ? 'update' : 'insert']++;
    });
    return { data: { settings, transaction_uuid: transactionUuid }, message: 'Settings saved' };
  });
}
