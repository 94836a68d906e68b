/**
 * The reference platform as a child process of the test (gateway/platform/src/main.ts), so a test
 * can SIGKILL it — only this child, by its own pid — and start it again on the same store.
 * Node runs it with tsx's loader in one process (`node --import tsx`): `npx tsx` would put a
 * launcher in between, and a SIGKILL of the launcher would leave the platform running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StoreTarget } from './store.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY = /listening on (http:\/\/\S+)/;
/** A cold start compiles the platform with tsx and opens the store: generous on a busy machine. */
const START_TIMEOUT_MS = 60_000;

export interface PlatformProcess {
  readonly url: string;
  readonly pid: number;
  /** SIGKILL: no shutdown of any kind, as a crash or an OOM kill. Resolves when it has exited. */
  kill(): Promise<void>;
  /** SIGTERM: the platform closes its store and exits. */
  stop(): Promise<void>;
  /** What it printed, for failure messages. */
  output(): string;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts the platform on a store (no demo data, a free port) and resolves once it listens. */
/**
 * `--cpu-prof` into BENCH_PROFILE_DIR when set (a bench run to profile: each platform and gateway
 * process writes a .cpuprofile there when it exits; open it in Chrome's DevTools).
 */
export const profileFlags = (): string[] =>
  process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];

export async function startPlatformProcess(target: StoreTarget, serviceKey: string): Promise<PlatformProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLATFORM_PORT: '0',
    PLATFORM_SERVICE_KEY: serviceKey,
    SEED_DEMO: 'false',
    DATABASE_URL: target.databaseUrl ?? '',
    DATA_DIR: target.dataDir ?? '',
  };
  delete env.PLATFORM_HOLD_TASKS_FILE;
  const child = spawn(process.execPath, [...profileFlags(), '--import', 'tsx', 'gateway/platform/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the platform did not start within ${START_TIMEOUT_MS} ms:\n${log}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const match = READY.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the platform exited (${signal ?? code}) before it listened:\n${log}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    output: () => log,
  };
}
