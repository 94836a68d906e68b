/**
 * One-time tokens (invitations, password reset, sign-in links: stored hashed, with an expiry) and
 * the mail that carries them. There is no mail server: mails go to the outbox table, which a
 * development outbox shows — to a signed-in user their own mail only, and to the service key
 * (operators and tests) any address's. In production (NODE_ENV=production) both are off: one-time
 * links are sent, never shown (DESIGN §8).
 */
import { ONE_TIME_TOKEN_HOURS } from '@console/schema';
import type { Queryable } from './db.js';
import { hashToken, newToken } from './users.js';

export type TokenKind = keyof typeof ONE_TIME_TOKEN_HOURS;

/** Stores a new one-time token of `kind` for `email` and returns it (only its hash is kept). */
export async function issueToken(
  q: Queryable,
  kind: TokenKind,
  email: string,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const token = newToken();
  await q.query(
    `insert into one_time_tokens (token_hash, kind, email, payload, expires_at)
      values ($1, $2, $3, $4::jsonb, now() + make_interval(hours => $5::int))`,
    [hashToken(token), kind, email.toLowerCase(), JSON.stringify(payload), ONE_TIME_TOKEN_HOURS[kind]],
  );
  return token;
}

/** Reads (and with `consume`, uses up) a one-time token; unknown, used or expired → undefined. */
export async function readToken(q: Queryable, kind: TokenKind, token: string, consume: boolean) {
  const sql = consume
    ? `update one_time_tokens set used_at = now() where token_hash = $1 and kind = $2 and used_at is null
      and expires_at > now() returning email, payload, expires_at`
    : `select email, payload, expires_at from one_time_tokens where token_hash = $1 and kind = $2
      and used_at is null and expires_at > now()`;
  return (
    await q.query<{ email: string; payload: Record<string, unknown>; expires_at: string | Date }>(sql, [
      hashToken(token),
      kind,
    ])
  )[0];
}

/** "Sends" a mail: writes it to the outbox. */
export async function mail(q: Queryable, to: string, subject: string, link: string): Promise<void> {
  await q.query('insert into outbox (recipient, subject, link) values ($1, $2, $3)', [to.toLowerCase(), subject, link]);
}

interface OutboxRow {
  recipient: string;
  subject: string;
  link: string;
  sent_at: Date | string;
}

/** The newest 100 mails, to one address or (null) to anyone. */
export async function mails(q: Queryable, email: string | null) {
  const rows = await q.query<OutboxRow>(
    `select recipient, subject, link, sent_at from outbox where $1::text is null or recipient = $1
      order by id desc limit 100`,
    [email?.toLowerCase() ?? null],
  );
  return rows.map((r) => ({
    to: r.recipient,
    subject: r.subject,
    link: r.link,
    sent_at: new Date(r.sent_at).toISOString(),
  }));
}
