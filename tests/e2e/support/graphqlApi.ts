/**
 * A GraphQL client signed in as the owner for test set-up: it creates sign-in links (only the
 * owner may, DESIGN §8) and finds the one-time links in the platform's outbox (outbox.ts), so
 * tests sign in without spending password logins, which the platform throttles per address.
 */
import { expect, request } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './demo.js';
import type { PlatformOutbox } from './outbox.js';

export class GraphqlApi {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly outbox: PlatformOutbox,
  ) {}

  /** Signs in as the owner of the stack at `baseURL`, whose mail `outbox` reads. */
  static async asOwner(baseURL: string, outbox: PlatformOutbox): Promise<GraphqlApi> {
    const api = await request.newContext({ baseURL });
    const client = new GraphqlApi(api, outbox);
    const data = await client.run<{ login: { ok: boolean } }>(
      'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ ok } }',
      { e: USERS.owner, p: DEMO_PASSWORD },
    );
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
  latestLink(email: string, prefix: string): Promise<string> {
    return this.outbox.latestLink(email, prefix);
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
