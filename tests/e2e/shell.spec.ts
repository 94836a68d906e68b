/** The web shell as a user sees it (§2, §9): header, theme colour, loading bar, prefetch, page fade, breakpoints. */
import { LAYOUT, ROUTES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { ShellLayout } from './support/shellLayout.js';

const RETAILERS_CHUNK = /\/assets\/AdminRetailersRoute-[^/]*\.js$/;
/** Longer than the prefetch's idle timeout (§9: 2000 ms), so a skipped prefetch had its chance. */
const PAST_IDLE_TIMEOUT_MS = 3500;
const BLUEPRINT_BLUES = ['rgb(45, 114, 210)', 'rgb(33, 93, 176)', 'rgb(24, 74, 144)'];

test.describe('web shell', () => {
  test('the header shows the logo, the bell, the full name, the company and a menu with Logout', async ({
    page,
    signInAs,
  }) => {
    const shell = new ShellLayout(page);
    await signInAs(USERS.admin, `/admin/companies/${DEMO_COMPANY.digitCode}/products`);
    await expect(shell.homeLogo.getByRole('img', { name: 'Console' })).toBeVisible();
    await expect(shell.bell).toBeVisible();
    await expect(shell.header.getByText(DEMO_COMPANY.name)).toBeVisible();
    await expect(shell.loginLink).toHaveCount(0);
    expect((await shell.box(shell.header)).height).toBe(LAYOUT.headerHeight);
    await shell.userMenu('Adam Admin').click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await expect(logout).toHaveAttribute('href', ROUTES.logout);
    await logout.click();
    await expect(page).toHaveURL('/');
    await expect(shell.loginLink).toBeVisible();
  });

  test('a user without a name is shown by e-mail', async ({ page, signInAs }) => {
    const shell = new ShellLayout(page);
    await signInAs(USERS.ops);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'Me') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { data: { me: Record<string, unknown> | null } };
      if (json.data.me) Object.assign(json.data.me, { first_name: null, last_name: null });
      await route.fulfill({ response, json });
    });
    await page.goto('/admin/keywords');
    await expect(shell.userMenu(USERS.ops)).toBeVisible();
  });

  test('signed out, the header offers a Login link and no navigation', async ({ page }) => {
    const shell = new ShellLayout(page);
    await page.goto('/');
    await expect(shell.header.getByRole('button', { name: /^User menu/ })).toHaveCount(0);
    await expect(shell.nav).toHaveCount(0);
    await shell.loginLink.click();
    await expect(page).toHaveURL(ROUTES.login);
  });

  test('the active navigation link and side-panel page are highlighted in the theme green', async ({
    page,
    signInAs,
  }) => {
    const shell = new ShellLayout(page);
    await signInAs(USERS.ops, '/admin/keywords');
    const active = shell.navLink('Keywords');
    const other = shell.navLink('Retailers');
    await expect(active).toHaveAttribute('aria-current', 'page');
    const deep = await shell.themeColour('var(--console-primary-deep)');
    const bright = await shell.themeColour('var(--console-primary)');
    expect(bright).toBe('rgb(18, 179, 75)');
    expect(await shell.style(active, 'color')).toBe(deep);
    expect(await shell.style(active, 'background-color', '::after')).toBe(bright);
    expect(await shell.style(other, 'color')).not.toBe(deep);

    await page.goto(`/admin/companies/${DEMO_COMPANY.digitCode}/skus`);
    const page_ = shell.sideLink('skus');
    await expect(page_).toHaveAttribute('aria-current', 'page');
    expect(await shell.style(page_, 'color')).toBe(deep);
    for (const colour of [
      await shell.style(page_, 'color'),
      await shell.style(page_, 'background-color'),
      await shell.style(shell.navLink('Companies'), 'color'),
    ]) {
      expect(BLUEPRINT_BLUES).not.toContain(colour);
    }
  });

  test('the loading bar shows while a slow page loads, then goes', async ({ page, signInAs }) => {
    const shell = new ShellLayout(page);
    // The route's code is held until the bar has been seen (the prefetch on idle included, which
    // the click then waits on). A fixed 3 s delay let a slow CI's prefetch, started while signing in,
    // arrive before the click: the page came at once and no bar showed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(RETAILERS_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await signInAs(USERS.ops);
    await expect(shell.loadingBar).toBeHidden();
    await shell.navLink('Retailers').click();
    await expect(shell.loadingBar).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Retailers', exact: true })).toBeVisible();
    await expect(shell.loadingBar).toBeHidden();
  });

  test('links prefetch their page on idle', async ({ page, signInAs }) => {
    const prefetched = page.waitForRequest(RETAILERS_CHUNK, { timeout: 10_000 });
    await signInAs(USERS.ops);
    await prefetched;
    await expect(page).toHaveURL(/\/admin\/companies$/);
  });

  for (const [label, connection] of [
    ['with save-data', { saveData: true, effectiveType: '4g' }],
    ['on 2g', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`links do not prefetch ${label}`, async ({ page, signInAs }) => {
      const shell = new ShellLayout(page);
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
        });
      }, connection);
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (RETAILERS_CHUNK.test(request.url())) chunks.push(request.url());
      });
      await signInAs(USERS.ops);
      await expect(shell.navLink('Retailers')).toBeVisible();
      await page.waitForTimeout(PAST_IDLE_TIMEOUT_MS);
      expect(chunks).toEqual([]);
      // The page still loads when asked for.
      await shell.navLink('Retailers').click();
      await expect(page.getByRole('heading', { name: 'Retailers', exact: true })).toBeVisible();
      expect(chunks).toHaveLength(1);
    });
  }

  test('pages fade over 0.25 s: the new one in, the old one out; not with reduced motion', async ({
    page,
    signInAs,
  }) => {
    const shell = new ShellLayout(page);
    await signInAs(USERS.ops);
    await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
    await shell.watchPageFades();
    await shell.navLink('Keywords').click();
    await expect
      .poll(() => shell.pageFades())
      .toEqual(expect.arrayContaining(['::view-transition-old(console-page-leaving) 250', 'console-page 250']));

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await shell.watchPageFades();
    await shell.navLink('Categories').click();
    await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await shell.pageFades()).toEqual([]);
  });

  test('the auth layout: a 350px box, a 30px logo, a background image', async ({ page }) => {
    await page.goto(ROUTES.login);
    const box = page.getByRole('main').filter({ has: page.getByRole('heading', { name: 'Sign in' }) });
    const card = box.locator('> *').first();
    expect((await card.boundingBox())?.width).toBe(LAYOUT.authBoxWidth);
    expect((await box.getByRole('img', { name: 'Console' }).boundingBox())?.height).toBe(LAYOUT.authLogoHeight);
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\(/);
  });

  test(
    'breakpoints (§9): below 960px the side panel is a ' + 'strip above the stage; below 600px nothing overflows',
    async ({ page, signInAs }) => {
      const shell = new ShellLayout(page);
      await signInAs(USERS.ops, `/admin/companies/${DEMO_COMPANY.digitCode}/products`);
      await expect(page.getByRole('heading', { name: /^Products/ })).toBeVisible();
      for (const width of [1920, 1280, 960]) {
        await page.setViewportSize({ width, height: 800 });
        const panel = await shell.box(shell.sidePanel);
        const stage = await shell.box(shell.stage);
        expect(panel.width, `${width}px`).toBe(LAYOUT.leftPanelWidth);
        expect(panel.x + panel.width, `${width}px`).toBeLessThanOrEqual(stage.x);
      }
      for (const width of [959, 600, 560]) {
        await page.setViewportSize({ width, height: 800 });
        const panel = await shell.box(shell.sidePanel);
        const stage = await shell.box(shell.stage);
        const inner = await shell.innerWidth();
        expect(panel.width, `${width}px`).toBe(inner);
        expect(panel.y + panel.height, `${width}px`).toBeLessThanOrEqual(stage.y);
        expect(stage.width, `${width}px`).toBe(inner);
        expect(await shell.overflowsSideways(), `${width}px`).toBe(false);
        // The navigation scrolls rather than wraps: every link stays one line high.
        const heights = await Promise.all(
          ['Companies', 'Business Rules', 'Bulk upsert'].map(
            async (name) => (await shell.box(shell.navLink(name))).height,
          ),
        );
        expect(new Set(heights).size, `${width}px`).toBe(1);
        expect((await shell.box(shell.header)).height, `${width}px`).toBe(LAYOUT.headerHeight);
        await expect(shell.header.getByText(DEMO_COMPANY.name)).toBeVisible();
      }
      // The company's pages stay one click away on a narrow window.
      await shell.sideLink('skus').click();
      await expect(page).toHaveURL(`/admin/companies/${DEMO_COMPANY.digitCode}/skus`);
    },
  );
});
