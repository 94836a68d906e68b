/**
 * The web app on the wire (issue 17): the built scripts and styles have brotli and gzip siblings,
 * which the gateway sends to a browser that takes them, cached for good under /assets; a GraphQL
 * answer of some size comes compressed too.
 */
import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

test('scripts and styles go out precompressed and cached for good; GraphQL answers compressed', async ({
  page,
  request,
  signInAs,
}) => {
  const assets: Array<{ url: string; encoding?: string; cache?: string; length: number }> = [];
  const seen: Array<Promise<void>> = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/') || !/\.(js|css)$/.test(url.pathname)) return;
    // allHeaders(): headers() leaves out some of what the network sent.
    seen.push(
      response.allHeaders().then((headers) => {
        assets.push({
          url: url.pathname,
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
          length: Number(headers['content-length'] ?? Infinity),
        });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto('/login');
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  // The listener goes before the reads are awaited: a script asked for late had its header read
  // still pending when the page closed, and that read failed the next test ("response.allHeaders:
  // Target page, context or browser has been closed").
  page.off('response', onResponse);
  await Promise.all(seen);
  expect(assets.length).toBeGreaterThan(1);
  // Chromium takes br: every script and style of the first view came as brotli (but those under
  // 1 KB, which are not worth it), immutable.
  for (const asset of assets) {
    if (asset.encoding === undefined) expect(asset.length, asset.url).toBeLessThan(1024);
    else expect(asset.encoding, asset.url).toBe('br');
    expect(asset.cache, asset.url).toContain('immutable');
  }
  expect(assets.filter((a) => a.encoding === 'br').length).toBeGreaterThan(1);
  const script = assets.find((a) => a.url.endsWith('.js') && a.encoding === 'br')!.url;
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await gzip.body()).toString()).toBe((await plain.body()).toString());

  await signInAs(USERS.owner);
  const graphql = await page.request.post('/graphql', {
    headers: { 'accept-encoding': 'br', 'x-graphql-client': 'console-web' },
    data: { query: '{ list(resource: companies, navigation: { page: 1, page_size: 50 }) { rows } }' },
  });
  expect(graphql.headers()['content-encoding']).toBe('br');
  expect((await graphql.json()).data.list.rows.length).toBeGreaterThan(0);
});

test('icons come one file each, when drawn, and no icon font is fetched', async ({ page, signInAs }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await signInAs(USERS.owner);
  asked.length = 0;
  await page.goto('/admin/companies');
  await expect(page.getByText('Northwind Foods').first()).toBeVisible();
  // The header and the table draw icons: each as an SVG of its own paths.
  await expect(page.locator('.bp6-icon > svg path').first()).toBeVisible();
  const icons = asked.filter((path) => /^\/assets\/icons-[^/]+\/(16|20)\/[a-z0-9-]+\.js$/.test(path));
  expect(icons.length).toBeGreaterThan(0);
  // No font (the icon font came as woff2/woff/ttf/eot), and not Blueprint's chunks of every icon's paths.
  expect(asked.filter((path) => /blueprint-icons|\.(woff2?|ttf|eot)$/.test(path))).toEqual([]);
  expect(asked.filter((path) => /^\/assets\/(paths|allPaths)-/.test(path))).toEqual([]);
  // Nor the table of every icon's name Blueprint's loader builds (web/src/app/iconNamesStandIn.ts).
  const loaded = await Promise.all(
    asked
      .filter((path) => /^\/assets\/[^/]+\.js$/.test(path))
      .map(async (path) => ({ path, text: await (await page.request.get(path)).text() })),
  );
  expect(loaded.filter((s) => s.text.includes('add-column-left')).map((s) => s.path)).toEqual([]);
  // No icon is left as the font's empty box once the page has settled.
  await expect(page.locator('span.bp6-icon:empty')).toHaveCount(0);
  await page.screenshot({ path: '/work/notes/shots/wire/admin-companies-icons.png' });
});

test("the page opened asks for its screen's code while the session is read, not once it is known", async ({
  page,
  signInAs,
}) => {
  await signInAs(USERS.owner);
  // What the browser asked for and got, in order: the screen's chunk was asked for only once the
  // session's answer had come and the shell had drawn, one more round trip before the list.
  const order: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/AdminCompaniesRoute-[\w-]+\.js$/.test(request.url())) order.push('screen asked');
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && /\bquery Me\b/.test(request.postData() ?? ''))
      order.push('session answered');
  });
  await page.goto('/admin/companies');
  await expect(page.getByText('Northwind Foods').first()).toBeVisible();
  expect(order.slice(0, 2)).toEqual(['screen asked', 'session answered']);
});

test("a list's columns are drawn at their widths from its first frame: nothing of the grid shifts as it loads", async ({
  page,
  signInAs,
}) => {
  await signInAs(USERS.owner);
  // Every layout shift of the load, with what moved (Lighthouse's CLS counts the same).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shifted: string[] }).shifted = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ sources: Array<{ node?: Node | null }> }>)
        for (const source of entry.sources)
          if (source.node instanceof Element) seen.push(source.node.className.toString());
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/admin/companies');
  await expect(page.getByText('Northwind Foods').first()).toBeVisible();
  await page.waitForTimeout(500);
  const shifted = await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted);
  // The columns were drawn at their default widths, then widened to fill the room a frame later.
  expect(shifted.filter((name) => /data-grid-(header|cell)/.test(name))).toEqual([]);
});

test('the first view loads the shell, not the screens: no table code before a list is opened', async ({
  page,
  signInAs,
}) => {
  // Only the paths are noted as they come; the texts are fetched when checked. Reading a response's
  // body from the listener raced the test's end: a script the next page asked for late still had
  // its read pending when the test finished ("response.text: Test ended").
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  const scripts = () =>
    Promise.all(
      [...new Set(paths)].map(async (path) => ({
        url: path,
        text: await (await page.request.get(path)).text(),
      })),
    );
  await page.goto('/login');
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  // The list table (its windowed grid) came in the entry's graph when the shell's breadcrumbs took
  // a hook through the resources feature's index, which brings every screen of that feature.
  const first = await scripts();
  expect(first.length).toBeGreaterThan(1);
  expect(first.filter((s) => s.text.includes('data-grid-row')).map((s) => s.url)).toEqual([]);
  // Opened, a list brings it.
  await signInAs(USERS.owner, '/admin/companies');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByText('Northwind Foods').first()).toBeVisible();
  const listed = await scripts();
  expect(listed.some((s) => s.text.includes('data-grid-row'))).toBe(true);
  // Neither the shell nor a list loads zod and the models (schema/src/catalogue.ts, the generated
  // record fields): they came with the resource catalogue, the bulk list, the roles and the task
  // statuses, and were a tenth of the first view's scripts; forms and drawers load them apart.
  expect(listed.filter((s) => s.text.includes('ZodError')).map((s) => s.url)).toEqual([]);
});
