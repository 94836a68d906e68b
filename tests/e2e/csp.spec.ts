/**
 * The strict Content-Security-Policy of the web app (issue 13, DESIGN §8 "Browser boundary") in a
 * real Chromium: the main screens — sign-in, companies, a company's lists (Blueprint tables),
 * images, transactions and rankings chart (visx), rules, the bulk wizard, the tasks monitor (live,
 * through the SharedWorker that holds the browser's one live connection: it runs under the policy
 * its script is served with, and its violations reach the tabs' consoles), users, and the machine
 * inspector — load and run without one CSP violation, under a policy that has no 'unsafe-inline'
 * and no 'unsafe-eval' for scripts.
 */
import { expect, test, type Page } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

const C = `/admin/companies/${DEMO_COMPANY.digitCode}`;

/** Collects every CSP violation the page reports (events and console lines alike). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the main screens run under the strict CSP without a violation', async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);

  const login = await page.goto('/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain("'unsafe-inline'");
  await expect(page.getByRole('button', { name: /log ?in|sign ?in/i }).first()).toBeVisible();

  await signInAs(USERS.owner);
  const screens = [
    '/admin/companies',
    C,
    `${C}/products`,
    `${C}/products/images`,
    `${C}/products/transactions`,
    `${C}/skus`,
    `${C}/rankings`,
    `${C}/listings`,
    `${C}/schedules`,
  ];
  for (const path of [...screens, '/admin/keywords', '/admin/rules', '/admin/tasks', '/admin/users', '/admin/bulk']) {
    await page.goto(path);
    // The shell and the screen's own heading: its chunk has loaded and rendered.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    // Live screens: their subscriptions answered over the worker's connection.
    if (path === '/admin/tasks' || path.endsWith('/transactions'))
      await expect.soft(page.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
  }
  // The machine inspector (owners may open it in production builds).
  await page.keyboard.press('Control+Alt+KeyI');
  await expect(page.getByRole('region', { name: 'Machine inspector' })).toBeVisible();
  await page.keyboard.press('Control+Alt+KeyI');

  expect(violations).toEqual([]);
});
