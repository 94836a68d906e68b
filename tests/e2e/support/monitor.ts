/**
 * Page objects and helpers of the live monitor specs: a GraphQL client signed in as any demo
 * user (to start a bulk apply), the tasks and transactions pages, and a platform + gateway pair
 * of the spec's own (fixed ports, own data folder) so the gateway can be killed and restarted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.js';
import { test } from './fixtures.js';
import { GraphqlApi } from './graphqlApi.js';
import { PlatformOutbox } from './outbox.js';
import { E2E_MONITOR_PORT, stackDataDir } from './stack.js';

/**
 * Each stack keeps its own store (PGlite in its DATA_DIR) and its own live feed: a DATABASE_URL
 * or REDIS_URL inherited from CI would share the suite's database or Redis channel with it.
 */
const OWN_STORE = { DATABASE_URL: '', REDIS_URL: '' };

/** A GraphQL client signed in with a password (one login: the platform rate-limits them). */
export class UserApi {
  private constructor(private readonly api: APIRequestContext) {}

  static async signIn(baseURL: string, email: string): Promise<UserApi> {
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-graphql-client': 'console-web' } });
    const client = new UserApi(api);
    const data = await client.run<{ login: { ok: boolean } }>(
      'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ ok } }',
      { e: email, p: DEMO_PASSWORD },
    );
    expect(data.login.ok).toBe(true);
    return client;
  }

  async run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.api.post('/graphql', { data: { query, variables } });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }

  /** Previews then applies `count` new keywords of a company; returns the task's uuid and id. */
  async bulkApplyKeywords(digitCode: string, count: number, prefix: string): Promise<{ uuid: string; id: number }> {
    const rows = Array.from({ length: count }, (_, i) => ({
      keyword: `${prefix} ${i}`,
      company: { digit_code: digitCode },
    }));
    const preview = await this.run<{
      bulkPreview: {
        ok: boolean;
        message: string | null;
        preview: { preview_id: string; counts: { insert: number; error: number } };
      };
    }>(
      'mutation($r:[JSON!]!){ bulkPreview(bulk: keywords, rows: $r){ ' +
        'ok message preview { preview_id counts { insert error } } } }',
      { r: rows },
    );
    expect(preview.bulkPreview.ok, preview.bulkPreview.message ?? '').toBe(true);
    expect(preview.bulkPreview.preview.counts).toMatchObject({ insert: count, error: 0 });
    const apply = await this.run<{ bulkApply: { ok: boolean; message: string | null; result: { task_uuid: string } } }>(
      'mutation($p:ID!){ bulkApply(bulk: keywords, preview_id: $p){ ok message result { task_uuid } } }',
      { p: preview.bulkPreview.preview.preview_id },
    );
    expect(apply.bulkApply.ok, apply.bulkApply.message ?? '').toBe(true);
    const uuid = apply.bulkApply.result.task_uuid;
    const task = await this.run<{ task: { id: number } }>('query($u:ID!){ task(uuid:$u){ id } }', { u: uuid });
    return { uuid, id: task.task.id };
  }

  async task(uuid: string): Promise<{
    id: number;
    status: string;
    progress: { done: number; total: number };
    transaction_uuid: string | null;
    transaction: { id: number } | null;
  }> {
    const data = await this.run<{ task: Awaited<ReturnType<UserApi['task']>> }>(
      'query($u:ID!){ task(uuid:$u){ id status progress { done total } transaction_uuid transaction { id } } }',
      { u: uuid },
    );
    return data.task;
  }

  /**
   * Previews then applies the dissociation of a company from its first retailer (a task only
   * admins may start); returns the task's uuid and id.
   */
  async dissociateFirstRetailer(digitCode: string, taskName: string): Promise<{ uuid: string; id: number }> {
    const links = await this.run<{ list: { rows: Array<{ retailer_url: string }> } }>(
      'query($f: JSON){ list(resource: company_retailers, filter: ' +
        '$f, navigation: { page: 1, page_size: 1 }) { rows } }',
      { f: { 'company.digit_code': digitCode } },
    );
    const retailerUrl = links.list.rows[0]?.retailer_url;
    expect(retailerUrl, `company ${digitCode} has a retailer`).toBeTruthy();
    const input = {
      task_name: taskName,
      company_digit_code: digitCode,
      retailer_url: retailerUrl,
      metrics: ['rankings'],
    };
    const preview = await this.run<{
      dissociationPreview: { ok: boolean; message: string | null; data: { preview_id: string } };
    }>('mutation($i: DissociationInput!){ dissociationPreview(input: $i){ ok message data } }', { i: input });
    expect(preview.dissociationPreview.ok, preview.dissociationPreview.message ?? '').toBe(true);
    const apply = await this.run<{
      dissociationApply: { ok: boolean; message: string | null; data: { task_uuid: string } };
    }>('mutation($i: DissociationInput!, $p: ID!){ dissociationApply(input: $i, preview_id: $p){ ok message data } }', {
      i: input,
      p: preview.dissociationPreview.data.preview_id,
    });
    expect(apply.dissociationApply.ok, apply.dissociationApply.message ?? '').toBe(true);
    const uuid = apply.dissociationApply.data.task_uuid;
    const task = await this.run<{ task: { id: number } }>('query($u:ID!){ task(uuid:$u){ id } }', { u: uuid });
    return { uuid, id: task.task.id };
  }

  /** How many records of a resource match a filter. */
  async count(resource: string, filter: Record<string, unknown>): Promise<number> {
    const data = await this.run<{ list: { navigation: { total_items: number } } }>(
      `query($f: JSON){ list(resource: ${resource}, filter: $f, navigation: ` +
        `{ page: 1, page_size: 1 }) { navigation { total_items } } }`,
      { f: filter },
    );
    return data.list.navigation.total_items;
  }

  /** Tasks queued or running. */
  async activeTaskCount(): Promise<number> {
    const data = await this.run<{ tasks: { navigation: { total_items: number } } }>(
      'query($f: JSON){ tasks(filter: $f, navigation: { page: 1, page_size: 1 }) { navigation { total_items } } }',
      { f: { status: { in: ['queued', 'running'] } } },
    );
    return data.tasks.navigation.total_items;
  }

  async taskCount(): Promise<number> {
    const data = await this.run<{ tasks: { navigation: { total_items: number } } }>(
      '{ tasks(navigation: { page: 1, page_size: 1 }) { navigation { total_items } } }',
    );
    return data.tasks.navigation.total_items;
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}

/** /admin/tasks: the live list, its filters and the live tag. */
export class TasksPage {
  readonly live: Locator;
  readonly shown: Locator;
  readonly bell: Locator;

  constructor(private readonly page: Page) {
    this.live = page.getByRole('status', { name: 'Live updates' });
    this.shown = page.getByRole('status', { name: 'Tasks shown' });
    this.bell = page.getByRole('button', { name: /^Notifications/ });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/admin/tasks${query}`);
    await expect(this.page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
    await expect(this.live).toHaveText('Live');
  }

  progress(taskId: number): Locator {
    return this.page.getByRole('progressbar', { name: `Progress of task #${taskId}` });
  }

  /** A task's status tag in the list (its `data-status` is the status). */
  status(taskId: number): Locator {
    return this.page.getByRole('group', { name: `Status of task #${taskId}` }).locator('[data-status]');
  }

  /** The Cancel of a task, in the list or on its details page. */
  cancelButton(taskId: number): Locator {
    return this.page.getByRole('button', { name: `Cancel task #${taskId}` });
  }

  /** The bell's number (0 when it shows none). */
  async bellCount(): Promise<number> {
    const name = (await this.bell.getAttribute('aria-label')) ?? '';
    return Number(/(\d+) tasks? finished/.exec(name)?.[1] ?? 0);
  }
}

/** Waits until `url` answers. */
async function waitUp(url: string, timeoutMs: number, proc: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`process exited with ${proc.exitCode}`);
    // Any answer will do (the platform has no page at /): the port listens.
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** A reference platform and a gateway in front of it, as separate processes (the gateway can be killed alone). */
export class OwnStack {
  private platform?: ChildProcess;
  private readonly gateways = new Map<number, ChildProcess>();
  // A copy of the run's seeded demo store (stack.ts), or an empty folder the platform seeds.
  readonly dataDir = stackDataDir(mkdtempSync(join(tmpdir(), 'console-e2e-monitor-')));
  private readonly serviceKey = `e2e-monitor-${Date.now()}-service-key-0123456789`;
  /** While this file exists the platform holds a started task before its work (PLATFORM_HOLD_TASKS_FILE). */
  private readonly holdFile = `${this.dataDir}.hold`;

  constructor(
    readonly gatewayPort: number,
    readonly platformPort: number,
    private readonly cwd: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.gatewayPort}`;
  }

  /** This stack's mail, read with its platform's service key (support/outbox.ts). */
  outbox(): PlatformOutbox {
    return new PlatformOutbox(`http://127.0.0.1:${this.platformPort}`, this.serviceKey);
  }

  private spawnNode(script: string, env: Record<string, string>): ChildProcess {
    // One node process (tsx as a loader) in its own group, so a kill leaves nothing behind.
    return spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: this.cwd,
      env: { ...process.env, ...OWN_STORE, ...env },
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  async startPlatform(): Promise<void> {
    this.platform = this.spawnNode('gateway/platform/src/main.ts', {
      PLATFORM_PORT: String(this.platformPort),
      DATA_DIR: this.dataDir,
      PLATFORM_SERVICE_KEY: this.serviceKey,
      PLATFORM_HOLD_TASKS_FILE: this.holdFile,
    });
    // A fresh folder seeds the demo data first.
    await waitUp(`http://127.0.0.1:${this.platformPort}/`, 240_000, this.platform);
  }

  /** Starts a gateway in front of the platform (on `port`, default the stack's own). */
  async startGateway(port = this.gatewayPort): Promise<void> {
    const gateway = this.spawnNode('gateway/src/main.ts', {
      PORT: String(port),
      PLATFORM_URL: `http://127.0.0.1:${this.platformPort}`,
      PLATFORM_SERVICE_KEY: this.serviceKey,
    });
    this.gateways.set(port, gateway);
    await waitUp(`http://127.0.0.1:${port}/`, 60_000, gateway);
  }

  /**
   * Holds the task queue: the next task to start shows running and waits, the ones after it stay
   * queued, until `releaseTasks()` (so a test can act on a queued task without racing the queue).
   */
  holdTasks(): void {
    writeFileSync(this.holdFile, 'held by an end-to-end test\n');
  }

  releaseTasks(): void {
    rmSync(this.holdFile, { force: true });
  }

  /** Kills a gateway mid-stream (no goodbye to its subscribers). */
  killGateway(port = this.gatewayPort): void {
    const gateway = this.gateways.get(port);
    if (gateway?.pid && gateway.exitCode === null) process.kill(-gateway.pid, 'SIGKILL');
    this.gateways.delete(port);
  }

  /**
   * Stops the platform (the gateways stay up and keep trying it); `startPlatform()` brings it back on the
   * same data.
   */
  async stopPlatform(): Promise<void> {
    if (this.platform?.pid && this.platform.exitCode === null) {
      const exited = new Promise((r) => this.platform!.once('exit', r));
      process.kill(-this.platform.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (this.platform.exitCode === null) process.kill(-this.platform.pid, 'SIGKILL');
    }
  }

  async stop(): Promise<void> {
    for (const port of [...this.gateways.keys()]) this.killGateway(port);
    await this.stopPlatform();
    rmSync(this.dataDir, { recursive: true, force: true });
    this.releaseTasks();
  }
}

/** A new browser context signed in as `email` through a one-time link from `owner`. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  owner: GraphqlApi,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // The suite's locale and viewport (playwright.config.ts), which a new context does not inherit.
  const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(await owner.signInLink(email));
  await expect(page).not.toHaveURL(/\/authorize\//, { timeout: 30_000 });
  return { context, page };
}

/** The own stack of a describe block, and an owner signed in to it. */
export interface DescribeStack {
  stack: OwnStack;
  owner: GraphqlApi;
}

/**
 * Gives a describe block an OwnStack: its gateway on this worker's E2E_MONITOR_PORT, its platform on the port
 * after, one more gateway on each of `extraGateways`; started before the block's first test and
 * stopped after its last. Read `current` inside the tests.
 */
export function ownStackPerDescribe(extraGateways: (port: number) => number[] = () => []): {
  port: number;
  readonly current: DescribeStack;
} {
  const port = E2E_MONITOR_PORT;
  let current: DescribeStack | undefined;
  test.beforeAll(async () => {
    // A fresh platform seeds the demo data first.
    test.setTimeout(300_000);
    const stack = new OwnStack(port, port + 1, join(import.meta.dirname, '..', '..', '..'));
    current = { stack, owner: undefined as unknown as GraphqlApi };
    await stack.startPlatform();
    await stack.startGateway();
    for (const other of extraGateways(port)) await stack.startGateway(other);
    current.owner = await GraphqlApi.asOwner(stack.url, stack.outbox());
  });
  test.afterAll(async () => {
    await current?.owner?.dispose().catch(() => undefined);
    await current?.stack.stop();
    current = undefined;
  });
  return {
    port,
    get current() {
      if (!current) throw new Error('the stack runs only inside the tests of its describe block');
      return current;
    },
  };
}
