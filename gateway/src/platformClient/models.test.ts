import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@console/schema';
import { authCalls } from './authCalls.js';
import { bulkCalls } from './bulkCalls.js';
import { domainCalls } from './domainCalls.js';
import type { Call, CallOptions } from './http.js';
import { resourceCalls } from './resourceCalls.js';

/** Every call of the client, over a `call` that keeps the model each was given and answers nothing. */
function clientSeeing(models: unknown[]) {
  const call = ((options: CallOptions<never>) => {
    models.push(options.data);
    return Promise.resolve({ data: null, message: 'ok', status: 200, navigation: null });
  }) as unknown as Call;
  return { ...authCalls(call), ...resourceCalls(call), ...domainCalls(call), ...bulkCalls(call) };
}

describe('the platform client', () => {
  it('gives every call the same model each time, so its envelope is built and compiled once', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const clients = [clientSeeing(first), clientSeeing(second)];
    const names = Object.keys(clients[0]!) as Array<keyof (typeof clients)[0]>;
    const args = [{ token: 't' }, 'companies', 'companies', {}, {}, {}];
    for (const name of names) {
      for (const [i, client] of clients.entries()) {
        const before = [first, second][i]!.length;
        try {
          await (client[name] as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch {
          // A call whose arguments these are not may refuse them before it calls: nothing to compare.
        }
        if ([first, second][i]!.length === before) [first, second][i]!.push(`no call: ${name}`);
      }
    }
    expect(first.length).toBeGreaterThan(40);
    for (const [i, model] of first.entries()) {
      expect(second[i], `call ${i}`).toBe(model);
      if (typeof model !== 'string') expect(envelopeSchema(model as never)).toBe(envelopeSchema(second[i] as never));
    }
  });
});
