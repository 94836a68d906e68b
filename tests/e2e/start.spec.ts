/**
 * A fresh `npm start` (issue 17, item 5): the gateway answers at once while the demo data is seeded
 * in the background; meanwhile GET /demo-data answers 503 and the console says "Demo data loading";
 * once the seed is done it answers 200, the notice goes, and the demo users can sign in. A gateway
 * of its own on a new data folder, its seed held (DEMO_SEED_HOLD_FILE) until the test has looked.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test('a new store: the console answers before its demo data, says so, then signs in', async ({ page }) => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), 'console-start-'));
  const hold = join(folder, 'hold');
  writeFileSync(hold, 'held by the start test\n');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(folder, 'data'),
      DEMO_SEED_HOLD_FILE: hold,
      DATABASE_URL: '',
      REDIS_URL: '',
      PLATFORM_PORT: '',
      PLATFORM_SERVICE_KEY: '',
    },
    detached: true,
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${base}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const loading = await fetch(`${base}/demo-data`);
    expect([loading.status, await loading.json()]).toEqual([503, { state: 'loading' }]);

    await page.goto(`${base}/login`);
    await expect(page.getByRole('status').filter({ hasText: 'Demo data loading' })).toBeVisible();
    await page.screenshot({ path: '/work/notes/shots/wire/login-demo-loading.png' });

    rmSync(hold);
    await expect
      .poll(
        () =>
          fetch(`${base}/demo-data`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 240_000 },
      )
      .toBe(200);
    await expect(page.getByText('Demo data loading')).toHaveCount(0, { timeout: 10_000 });
    await page.getByLabel(/e-?mail/i).fill('owner@demo.test');
    await page.getByLabel(/password/i).fill('demo-password-1');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  } finally {
    if (gateway.pid && gateway.exitCode === null) process.kill(-gateway.pid, 'SIGTERM');
    await new Promise((resolve) => gateway.once('exit', resolve));
    rmSync(folder, { recursive: true, force: true });
  }
});
