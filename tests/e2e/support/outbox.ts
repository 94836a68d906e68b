/**
 * The one way the end-to-end tests read one-time links (invitations, password resets, sign-in
 * links): the platform's operators' outbox, GET /service/outbox with its service key alone.
 * No user can read another user's mail through the API (DESIGN §8), so the tests do not try:
 * each stack under test is started with a service key and platform port the tests know
 * (E2E_SERVICE_KEY and E2E_PLATFORM_PORT for the suite's own stack, see stack.ts).
 */
import { SERVICE_KEY_HEADER } from '@console/schema';

export class PlatformOutbox {
  constructor(
    private readonly platformUrl: string,
    private readonly serviceKey: string,
  ) {}

  /** The newest link mailed to `email` whose path starts with `prefix`. */
  async latestLink(email: string, prefix: string): Promise<string> {
    const response = await fetch(`${this.platformUrl}/service/outbox?email=${encodeURIComponent(email)}`, {
      headers: { [SERVICE_KEY_HEADER]: this.serviceKey },
    });
    const body = (await response.json()) as { data?: Array<{ link: string }>; message?: string };
    if (!response.ok) throw new Error(`outbox of ${email}: ${response.status} ${body.message ?? ''}`);
    const link = body.data?.find((mail) => mail.link.startsWith(prefix))?.link;
    if (!link) throw new Error(`no ${prefix} mail for ${email}`);
    return link;
  }
}
