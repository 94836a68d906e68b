/**
 * Serves the built web app from web/dist with the SPA fallback to index.html, and the browser
 * headers of browserHeaders.ts. Files are read whole before the answer starts (the largest is
 * about half a megabyte), so a file that cannot be read is a 500, never a half-sent answer.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import {
  API_POLICY,
  COMMON_HEADERS,
  SCRIPT_POLICY,
  applyHeaders,
  inlineScriptHashes,
  pagePolicy,
} from './browserHeaders.js';
import { HttpProblem, answerText } from './httpProblem.js';

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

/** The decoded path of a request, or a 400 saying why there is none. */
export function decodedPath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new HttpProblem(400, 'Bad request: the path is not valid percent-encoding (UTF-8).');
  }
  if (decoded.includes('\0')) throw new HttpProblem(400, 'Bad request: the path contains a NUL byte.');
  return decoded;
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * A request handler for the web app's files; a plain message when it has not been built.
 * `pathname` is the request's path as sent (still percent-encoded); it throws HttpProblem.
 */
export function serveWebApp(webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : undefined;
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    applyHeaders(res, { ...COMMON_HEADERS, 'content-security-policy': API_POLICY });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      answerText(res, 405, 'Method not allowed');
      return;
    }
    if (!root || !existsSync(join(root, 'index.html'))) {
      answerText(res, 200, 'The web app is not built yet: run `npm run build:web`. GraphQL is served at /graphql.');
      return;
    }
    const path = decodedPath(pathname);
    const candidate = normalize(join(root, path));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const found = inside && isFile(candidate);
    // Unknown paths are routes of the single-page app; a missing asset (with an extension) is a 404.
    if (!found && extname(path) && !path.endsWith('.html')) {
      answerText(res, 404, 'Not found');
      return;
    }
    const file = found ? candidate : join(root, 'index.html');
    const content = await readFile(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    // Pages get the web app's policy, computed from the page itself (its inline scripts' hashes).
    if (extname(file) === '.html')
      res.setHeader('content-security-policy', pagePolicy(inlineScriptHashes(content.toString('utf8'))));
    // Scripts get the policy a worker runs under (the live SharedWorker connects to /graphql/stream).
    else if (extname(file) === '.js' || extname(file) === '.mjs')
      res.setHeader('content-security-policy', SCRIPT_POLICY);
    res.writeHead(200, { 'content-type': type, 'cache-control': cache, 'content-length': content.length });
    res.end(req.method === 'HEAD' ? undefined : content);
  };
}
