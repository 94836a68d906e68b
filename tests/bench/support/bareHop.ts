/**
 * The cost of one more HTTP hop on this machine, to read the gateway's added latency against: a
 * node process that does nothing but forward each request to the platform over a keep-alive
 * undici pool (as the gateway's platform client does) and send the answer back. What the gateway
 * adds beyond this hop is its own work (GraphQL, the session, the checks, compression).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const UNDICI = fileURLToPath(import.meta.resolve('undici'));

const PROXY = `
const http = require('node:http');
const { Agent, request } = require(process.env.UNDICI);
const agent = new Agent({ connections: 128 });
const target = process.env.TARGET;
http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const answer = await request(target + req.url, {
    method: req.method,
    headers: {
      'content-type': req.headers['content-type'] ?? 'application/json',
      authorization: req.headers.authorization ?? '',
    },
    body: chunks.length ? Buffer.concat(chunks) : undefined,
    dispatcher: agent,
  });
  const text = await answer.body.text();
  res.writeHead(answer.statusCode, { 'content-type': 'application/json' });
  res.end(text);
}).listen(0, '127.0.0.1', function () { console.log('hop ' + this.address().port); });
`;

/** Starts the hop in front of `target`; answers its URL and how to stop it. */
export async function startBareHop(target: string): Promise<{ url: string; stop(): void }> {
  const child: ChildProcess = spawn(process.execPath, ['-e', PROXY], {
    env: { ...process.env, UNDICI, TARGET: target },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the bare hop exited')));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /hop (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => void child.kill() };
}
