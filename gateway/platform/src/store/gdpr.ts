/**
 * Data protection (§7): what the platform holds about one user (their record, sessions and the
 * events they caused), and the data-protection settings (settings key `gdpr`, with an event per
 * save so their history is kept).
 */
import type { Writer } from './commands.js';
import type { Queryable } from './db.js';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** A user's personal data as the export shows it. */
export async function personalData(q: Queryable, userUuid: string | null) {
  const [user] = await q.query<Record<string, unknown>>(
    `select user_uuid::text as user_uuid, email, first_name, last_name, roles, read_policy, created_at
      from users where user_uuid = $1`,
    [userUuid],
  );
  const [sessions] = await q.query<{ active: number; first: string | Date | null; last: string | Date | null }>(
    `select count(*)::int as active, min(created_at) as first, max(last_seen_at) as last from sessions
      where user_uuid = $1 and expires_at > now()`,
    [userUuid],
  );
  const byType = await q.query<{ type: string; count: number; first: string | Date; last: string | Date }>(
    `select type, count(*)::int as count, min(recorded_at) as first, max(recorded_at) as last from events
      where meta ->> 'user_uuid' = $1 group by type order by type`,
    [userUuid],
  );
  const settings = await gdprSettings(q);
  const total = byType.reduce((n, t) => n + t.count, 0);
  return {
    exported_at: new Date().toISOString(),
    user: { ...user, created_at: iso((user?.created_at as string | Date | undefined) ?? null) },
    sessions: {
      active: sessions?.active ?? 0,
      first_at: iso(sessions?.first ?? null),
      last_seen_at: iso(sessions?.last ?? null),
    },
    events: {
      total,
      first_at: total ? iso(byType.map((t) => new Date(t.first)).sort((a, b) => +a - +b)[0]!) : null,
      last_at: total ? iso(byType.map((t) => new Date(t.last)).sort((a, b) => +b - +a)[0]!) : null,
      by_type: Object.fromEntries(byType.map((t) => [t.type, t.count])),
    },
    settings,
  };
}

/** The data-protection settings, or null when never saved. */
export async function gdprSettings(q: Queryable): Promise<unknown> {
  return (await q.query<{ value: unknown }>(`select value from settings where key = 'gdpr'`))[0]?.value ?? null;
}

/** Saves the settings inside a command, with the event `settings.saved` (before, after). */
export async function saveGdprSettings(w: Writer, settings: Record<string, unknown>): Promise<void> {
  const before = await w.tx.query<{ value: unknown }>(`select value from settings where key = 'gdpr' for update`);
  await w.tx.query(
    `insert into settings (key, value) values ('gdpr', $1::jsonb) on conflict (key) do update
      set value = excluded.value, updated_at = now()`,
    [JSON.stringify(settings)],
  );
  await w.append('settings', 'settings:gdpr', 'settings.saved', { before: before[0]?.value ?? null, after: settings });
  w.count('settings', before[0] ? 'update' : 'insert');
}
