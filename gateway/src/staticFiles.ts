/** Serves the built web app from web/dist with the SPA fallback to index.html. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** A request handler for the web app's files; a plain message when it has not been built. */
export function serveWebApp(webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : undefined;
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed');
      return;
    }
    if (!root || !existsSync(join(root, 'index.html'))) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app is not built yet: run `npm run build:web`. GraphQL is served at /graphql.');
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
    // Unknown paths are routes of the single-page app; a missing asset (with an extension) is a 404.
    if (!isFile && extname(pathname) && !pathname.endsWith('.html')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const file = isFile ? candidate : join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { 'content-type': type, 'cache-control': cache, 'x-content-type-options': 'nosniff' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}
