/**
 * The headers that keep the browser strict (DESIGN §8 "Browser boundary"): every answer —
 * pages, assets, /graphql, refusals — carries nosniff, no referrer, no framing; pages get a
 * Content-Security-Policy that loads only the console's own files, and admits the inline
 * script of index.html (the Internet Explorer redirect of §2) by its hash, never 'unsafe-inline'.
 *
 * Why each source is there (checked in Chromium on the main screens, tests/e2e/csp.spec.ts):
 * styles and fonts come from the built CSS (Blueprint, the theme) and its data: URIs (Blueprint
 * draws checkboxes and select arrows as data: SVGs), images from the build and demo-images,
 * GraphQL and the live stream go to the same origin, the latter from a SharedWorker built from the
 * console's own files (worker-src 'self'; the worker runs under SCRIPT_POLICY). React, visx and
 * react-spring set styles through the CSSOM, which CSP does not govern, so `style-src 'self'`
 * holds for style sheets and <style> elements; but Blueprint Table's resize sensor writes
 * `style="…"` attributes through innerHTML, so style attributes (only they: `style-src-attr`) may
 * be inline. No eval: the web app turns zod's compiled validators off (web/src/main.tsx).
 */
import { createHash } from 'node:crypto';

/** Headers of every answer the gateway gives. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // Links carry one-time tokens (/authorize/{token}, /passwords/reset/{token}): never send them on.
  'referrer-policy': 'no-referrer',
  // frame-ancestors for current browsers, X-Frame-Options for old ones.
  'x-frame-options': 'DENY',
};

/** Answers that are not pages (JSON, text, SSE): nothing may run in them or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The web app's scripts. A page ignores the policy its scripts come with, but a worker runs under
 * the one its script was served with: the live SharedWorker (web/src/kit/live/liveWorker.ts, one
 * connection per browser, issue 14) fetches /graphql/stream, so the console's own origin may be
 * connected to, and nothing else may load (the worker is one file).
 */
export const SCRIPT_POLICY =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The web app's policy; `scriptHashes` admit index.html's inline scripts. */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The live SharedWorker, built from the console's own files.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * GraphiQL (development only, yoga's page): its bundle comes from unpkg.com, it starts with inline
 * scripts and runs Monaco's workers from blob: URLs. Never served in production.
 */
export const GRAPHIQL_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https://unpkg.com",
  "font-src 'self' data: https://unpkg.com",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** CSP source expressions (`'sha256-…'`) of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!) || !match[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Where headers go: a node response, or a fetch Headers object (yoga's own class among them). */
type HeaderTarget = { setHeader(name: string, value: string): unknown } | { set(name: string, value: string): unknown };

/** Sets `headers` on a node response or a fetch Headers object. */
export function applyHeaders(target: HeaderTarget, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) {
    if ('setHeader' in target) target.setHeader(name, value);
    else target.set(name, value);
  }
}
