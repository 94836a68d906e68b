/**
 * A signed-in GraphQL client for test set-up: reads the outbox (mails carry the one-time links)
 * and creates sign-in links, so tests sign in without spending password logins, which the
 * platform rate-limits per address.
 */
import { expect, request } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './demo.js';

export class GraphqlApi {
  private constructor(private readonly api: APIRequestContext) {}

  /** Signs in as the owner (adminOrOwner may read the outbox and create sign-in links). */
  static async asOwner(baseURL: string): Promise<GraphqlApi> {
    const api = await request.newContext({ baseURL });
    const client = new GraphqlApi(api);
    const data = await client.run<{ login: { ok: boolean } }>('mutation($e:String!,$p:String!){ login(email:$e,password:$p){ ok } }', { e: USERS.owner, p: DEMO_PASSWORD });
    expect(data.login.ok).toBe(true);
    return client;
  }

  async run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.api.post('/graphql', { data: { query, variables } });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }

  /** The newest link mailed to `email` whose path starts with `prefix`. */
  async latestLink(email: string, prefix: string): Promise<string> {
    const data = await this.run<{ outbox: Array<{ link: string }> }>('query($e:String){ outbox(email:$e) }', { e: email });
    const link = data.outbox.find((mail) => mail.link.startsWith(prefix))?.link;
    if (!link) throw new Error(`no ${prefix} mail for ${email}`);
    return link;
  }

  /** A one-time sign-in link (/authorize/{token}) for `email`. */
  async signInLink(email: string): Promise<string> {
    const data = await this.run<{ createAuthorizeLink: { ok: boolean; message: string | null } }>(
      'mutation($e:String!){ createAuthorizeLink(email:$e){ ok message } }',
      { e: email },
    );
    expect(data.createAuthorizeLink.ok, data.createAuthorizeLink.message ?? '').toBe(true);
    return this.latestLink(email, '/authorize/');
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
