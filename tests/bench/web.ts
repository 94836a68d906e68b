/**
 * The web app on the wire (issue 17, item 1): what the first view of /login and of /admin/companies
 * downloads in Chromium (encoded bytes, as sent: br where the browser takes it), by kind, with a
 * fresh cache, and Lighthouse's desktop performance and accessibility scores of both pages.
 * Builds the web app into a temp folder first (so it measures the sources as they are), then runs
 * the platform and a production gateway as child processes. Targets: initial JS ≤ 250 KB and CSS ≤
 * 40 KB compressed on /admin/companies, no icon font, Lighthouse performance ≥ 95 and
 * accessibility 100. `npm run bench -- web`; BENCH_WEB_LIGHTHOUSE=0 leaves Lighthouse out;
 * BENCH_WEB_SCRIPTS=1 lists the scripts of each first view.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../../gateway/platform/src/seed/users.js';
import { freePort, login, spawnGateway, spawnPlatform } from '../load/liveKit.js';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS } from './support/browser.js';
import { type Figure, kb } from './support/figures.js';

/** Lighthouse from npm, pinned: 12.8 is the last that runs on Node 20 (13 needs Node 22). */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const COMPANIES = 60;

type Kind = 'script' | 'stylesheet' | 'font' | 'icon paths' | 'document' | 'graphql' | 'other';
interface Download {
  url: string;
  kind: Kind;
  bytes: number;
  encoding: string;
  /** Only asked for by the link prefetch on idle (§9): not part of what the view needs. */
  later: boolean;
}

/** What a page downloads until it has shown `ready` and nothing more has come for a second. */
async function firstView(
  browser: Browser,
  base: string,
  path: string,
  cookie: string | undefined,
  ready: string,
  prefetch: boolean,
): Promise<Download[]> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (cookie) {
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  const pending: Array<Promise<Download>> = [];
  let last = Date.now();
  // Without prefetch the browser says save-data, which the app's link prefetch respects (kit/ui/prefetch.ts).
  if (!prefetch)
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    );
  // Finished requests only: the live stream never finishes, and is not part of the download.
  page.on('requestfinished', (request) => {
    last = Date.now();
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => {
        const url = new URL(request.url());
        const headers = (await response?.allHeaders()) ?? {};
        const type = request.resourceType();
        const kind: Kind = /^\/assets\/icons-[^/]+\/(16|20)\//.test(url.pathname)
          ? 'icon paths'
          : type === 'script' || type === 'stylesheet' || type === 'font' || type === 'document'
            ? type
            : url.pathname.startsWith('/graphql')
              ? 'graphql'
              : 'other';
        return {
          url: url.pathname,
          kind,
          bytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? '',
          // Icons are drawn by the view itself, whenever their request went out.
          later: false,
        };
      }),
    );
  });
  await page.goto(base + path);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('load');
  while (Date.now() - last < 1000) await page.waitForTimeout(250);
  const downloads = await Promise.all(pending);
  // BENCH_WEB_SCRIPTS=1 lists each script a first view downloaded, largest first (what to split next).
  if (process.env.BENCH_WEB_SCRIPTS && !prefetch)
    for (const d of downloads.filter((d) => d.kind === 'script').sort((a, b) => b.bytes - a.bytes))
      console.log(`    ${path} ${kb(d.bytes)} ${d.url}`);
  await context.close();
  return downloads;
}

/** Lighthouse's desktop scores (0–100) of `url`, signed in with `cookie`. */
function lighthouse(
  url: string,
  cookie: string | undefined,
): { performance: number; accessibility: number; lcp: string; tbt: string; cls: string } {
  const folder = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  try {
    const headers = join(folder, 'headers.json');
    writeFileSync(headers, JSON.stringify(cookie ? { Cookie: cookie } : {}));
    const report = join(folder, 'report.json');
    const result = spawnSync(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--preset=desktop',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${report}`,
        `--extra-headers=${headers}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--quiet',
      ],
      { cwd: folder, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', timeout: 240_000 },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr || result.error}`);
    const { categories, audits } = JSON.parse(
      spawnSync('cat', [report], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout,
    ) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { displayValue?: string }>;
    };
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
      tbt: audits['total-blocking-time']?.displayValue ?? '?',
      cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Bytes of the first view (not what was prefetched after it) of these kinds. */
const sum = (downloads: Download[], kinds: Kind[]) =>
  downloads.filter((d) => kinds.includes(d.kind) && !d.later).reduce((total, d) => total + d.bytes, 0);

/** Runs the benchmark, prints its figures and answers them for the summary of `npm run bench`. */
export async function run(): Promise<Figure[]> {
  const dist = buildWeb();
  const platform = await spawnPlatform();
  const gateway = await spawnGateway(
    { PLATFORM_URL: platform.url, PLATFORM_SERVICE_KEY: platform.serviceKey, NODE_ENV: 'production', WEB_DIST: dist },
    await freePort(),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const figures: Figure[] = [];
  try {
    // Companies to list (the platform starts with the demo users only).
    const signIn = await fetch(`${platform.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    for (let i = 0; i < COMPANIES; i++)
      await fetch(`${platform.url}/companies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ version: '1.0', request: { name: `Bench ${i}`, digit_code: String(700_000 + i) } }),
      });
    const cookie = await login(gateway.url, 'admin@demo.test');

    console.log('web: the first view in Chromium, fresh cache, encoded bytes as sent (KB = 1,000 bytes)');
    console.log('  page               JS (icons)        CSS     fonts   GraphQL  requests  prefetched after');
    const views = {
      '/login': await firstView(browser, gateway.url, '/login', undefined, 'input[type=password]', false),
      '/admin/companies': await firstView(browser, gateway.url, '/admin/companies', cookie, 'text=Bench 1', false),
    };
    // Then with the prefetch on idle: what it adds is marked `later`.
    for (const [path, downloads] of Object.entries(views)) {
      const needed = new Set(downloads.map((d) => d.url));
      const signedIn = path === '/login' ? undefined : cookie;
      const ready = path === '/login' ? 'input[type=password]' : 'text=Bench 1';
      for (const d of await firstView(browser, gateway.url, path, signedIn, ready, true))
        if (!needed.has(d.url)) downloads.push({ ...d, later: true });
    }
    for (const [path, downloads] of Object.entries(views)) {
      const icons = downloads.filter((d) => d.kind === 'icon paths');
      console.log(
        `  ${path.padEnd(18)} ${kb(sum(downloads, ['script', 'icon paths'])).padStart(9)} ` +
          `(${icons.length} icons, ${kb(sum(downloads, ['icon paths']))})`.padEnd(20) +
          `${kb(sum(downloads, ['stylesheet'])).padStart(8)} ${kb(sum(downloads, ['font'])).padStart(8)} ` +
          `${kb(sum(downloads, ['graphql'])).padStart(9)} ` +
          `${String(downloads.filter((d) => !d.later).length).padStart(9)}` +
          `  ${kb(downloads.filter((d) => d.later).reduce((total, d) => total + d.bytes, 0)).padStart(9)}`,
      );
    }
    // BENCH_WEB_FILES=1: every file of the first view of /admin/companies, largest first.
    if (process.env.BENCH_WEB_FILES === '1')
      for (const d of [...views['/admin/companies']].sort((a, b) => b.bytes - a.bytes))
        console.log(
          `    ${kb(d.bytes).padStart(9)} ${d.encoding.padEnd(4)} ${d.kind.padEnd(10)} ` +
            `${d.later ? 'later' : '     '} ${d.url}`,
        );
    const companies = views['/admin/companies'];
    const js = sum(companies, ['script', 'icon paths']);
    const css = sum(companies, ['stylesheet']);
    const fonts = Object.values(views)
      .flat()
      .filter((d) => d.kind === 'font' || /blueprint-icons/.test(d.url));
    const plain = companies.filter(
      (d) => (d.kind === 'script' || d.kind === 'stylesheet') && d.bytes > 1024 && !d.encoding,
    );
    figures.push(
      { what: 'initial JS on /admin/companies (compressed)', figure: kb(js), target: '≤ 250 KB', met: js <= 250_000 },
      { what: 'initial CSS on /admin/companies (compressed)', figure: kb(css), target: '≤ 40 KB', met: css <= 40_000 },
      {
        what: 'icon fonts on the first views',
        figure: `${fonts.length} requests`,
        target: '0 (icons per use)',
        met: fonts.length === 0,
      },
      {
        what: 'scripts/styles > 1 KB sent uncompressed',
        figure: String(plain.length),
        target: '0',
        met: plain.length === 0,
      },
    );

    if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') {
      for (const [path, signedIn] of [
        ['/login', undefined],
        ['/admin/companies', cookie],
      ] as const) {
        const scores = lighthouse(gateway.url + path, signedIn);
        figures.push(
          {
            what: `Lighthouse desktop performance ${path}`,
            figure: `${scores.performance} (LCP ${scores.lcp}, TBT ${scores.tbt}, CLS ${scores.cls})`,
            target: '≥ 95',
            baseline: path === '/login' ? '86 before' : '82 before',
            met: scores.performance >= 95,
          },
          {
            what: `Lighthouse accessibility ${path}`,
            figure: String(scores.accessibility),
            target: '100',
            met: scores.accessibility === 100,
          },
        );
      }
    }
  } finally {
    await browser.close();
    await gateway.close();
    await platform.stop();
    await platform.remove();
    rmSync(dist, { recursive: true, force: true });
  }
  printFigures(figures);
  return figures;
}

function printFigures(figures: Figure[]): void {
  console.log('  target                                              figure');
  for (const f of figures)
    console.log(
      `  ${`${f.what} ${f.target}`.padEnd(50)}  ${f.figure}: ${f.met ? 'met' : 'NOT met'}` +
        (f.baseline ? ` (${f.baseline})` : ''),
    );
}
