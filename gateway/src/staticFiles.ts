/**
 * Serves the built web app from web/dist with the SPA fallback to index.html, and the browser
 * headers of browserHeaders.ts.
 *
 * sirv does the file serving (content types, streaming, HEAD, byte ranges, and the precompressed
 * `.br`/`.gz` siblings issue 17's build will add, chosen by Accept-Encoding with `Vary`). It runs
 * with `dev: false`: it lists the build once, when the gateway starts, and answers from that list,
 * which is right for a built app whose files do not change under a running gateway (rebuild, then
 * restart); a path can then never reach outside the build, whatever it says.
 *
 * What stays ours: the path is decoded and refused (400) by decodedPath before sirv sees it, the
 * choice between the SPA fallback and a 404, the Range headers sirv would misread, the browser
 * headers and Cache-Control (set in sirv's setHeaders), and a file that fails while it is read:
 * sirv pipes a read stream without handling its errors, so this module does, and the listener cuts
 * the answer off (httpProblem.ts) instead of the process crashing or a half-sent answer looking whole.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import sirv, { type RequestHandler } from 'sirv';
import {
  API_POLICY,
  COMMON_HEADERS,
  SCRIPT_POLICY,
  applyHeaders,
  inlineScriptHashes,
  pagePolicy,
} from './browserHeaders.js';
import { HttpProblem, answerText } from './httpProblem.js';

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

/**
 * The one Range form sirv reads right, `bytes=first-[last]` with first ≤ last: it serves a suffix
 * (`bytes=-5`) from the start and throws on a last before the first. Others are ignored (a 200),
 * which RFC 9110 §14.2 allows.
 */
const SINGLE_RANGE = /^bytes=(\d+)-(\d*)$/;
const readableRange = (range: string) => {
  const match = SINGLE_RANGE.exec(range);
  return match !== null && (match[2] === '' || Number(match[1]) <= Number(match[2]));
};

/** Answers with sirv's file at `path` (decoded); false when sirv has none. Rejects when the file fails. */
function sendFile(files: RequestHandler, req: IncomingMessage, res: ServerResponse, path: string) {
  return new Promise<boolean>((settle, fail) => {
    const piped = (file: Readable) => {
      file.once('error', fail);
      // The browser went away: close the file now rather than when it is collected.
      res.once('close', () => file.destroy());
    };
    const done = () => settle(true);
    res.once('pipe', piped).once('finish', done).once('close', done);
    // sirv reads req.url (and decodes it with decodeURI, which leaves `%3F` and `%23` encoded).
    req.url = encodeURI(path).replace(/[?#]/g, encodeURIComponent);
    files(req, res, () => {
      res.off('pipe', piped).off('finish', done).off('close', done);
      settle(false);
    });
  });
}

/**
 * A request handler for the web app's files; a plain message when it has not been built.
 * `pathname` is the request's path as sent (still percent-encoded); it throws HttpProblem.
 */
export function serveWebApp(webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : undefined;
  const built = root !== undefined && existsSync(join(root, 'index.html'));
  // Each page's policy admits its own inline scripts; read once, like sirv's list.
  const pagePolicies = new Map<string, string>();
  const policyOf = (page: string) => {
    let policy = pagePolicies.get(page);
    if (policy === undefined) {
      policy = pagePolicy(inlineScriptHashes(readFileSync(join(root!, page), 'utf8')));
      pagePolicies.set(page, policy);
    }
    return policy;
  };
  const files = built
    ? sirv(root, {
        dev: false,
        // No guessing: a path names a file (no `/about` → about.html), the fallback is decided below.
        extensions: [],
        single: false,
        // No ETag: a 304 would carry the API policy, and the browser would store it with the page.
        etag: false,
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          const type = extname(pathname);
          // Pages get the web app's policy, computed from the page itself (its inline scripts' hashes).
          if (type === '.html') res.setHeader('content-security-policy', policyOf(pathname));
          // Scripts get the policy a worker runs under (the live SharedWorker connects to /graphql/stream).
          else if (type === '.js' || type === '.mjs') res.setHeader('content-security-policy', SCRIPT_POLICY);
          // Vite names what it puts under /assets by content hash: such a file never changes.
          const hashed = pathname.startsWith('/assets/');
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      })
    : undefined;

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    applyHeaders(res, { ...COMMON_HEADERS, 'content-security-policy': API_POLICY });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      answerText(res, 405, 'Method not allowed');
      return;
    }
    if (!files) {
      answerText(
        res,
        200,
        'The web app is not built yet: run `npm run build:web`, then restart. GraphQL is served at /graphql.',
      );
      return;
    }
    const path = decodedPath(pathname);
    if (req.headers.range !== undefined && !readableRange(req.headers.range)) delete req.headers.range;
    // sirv would serve /assets/app.js for /assets/app.js/; a folder's path is an app route.
    if (!path.endsWith('/') && (await sendFile(files, req, res, path))) return;
    // Unknown paths are routes of the single-page app; a missing asset (with an extension) is a 404.
    if (extname(path) && !path.endsWith('.html')) {
      answerText(res, 404, 'Not found');
      return;
    }
    if (!(await sendFile(files, req, res, '/index.html')))
      throw new Error(`${root}/index.html is not a file of the build`);
  };
}
