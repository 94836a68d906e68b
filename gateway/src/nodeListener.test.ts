import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeListener } from './nodeListener.js';

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A listener whose GraphQL handler answers `type` and reports the socket's cork count after its first write. */
async function corkedAfterWrite(type: string): Promise<number> {
  let corked = -1;
  const listener = createNodeListener({
    isGraphql: () => true,
    graphql: async (_req, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': type });
      res.write('data: {"n":1}\n\n');
      corked = res.socket?.writableCorked ?? -1;
      res.end();
    },
    web: async () => undefined,
    log: () => undefined,
  });
  const server = createServer(listener).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await (await fetch(`http://127.0.0.1:${port}/graphql/stream`)).text();
  return corked;
}

describe('the node listener', () => {
  it('sends each write of an event stream at once, not when the microtask queue has drained', async () => {
    // Corked, the frame waited for process.nextTick: behind every live message of a burst.
    expect(await corkedAfterWrite('text/event-stream')).toBe(0);
  });

  it("leaves node's batching of the writes of one turn to every other answer", async () => {
    expect(await corkedAfterWrite('application/json')).toBe(1);
  });
});
