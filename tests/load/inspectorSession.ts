/**
 * Reads the memory of another Node process (one started with `--expose-gc --inspect=127.0.0.1:0`)
 * through its inspector, the Chrome DevTools Protocol: the heap after a forced GC, the heap in
 * use without one, and RSS from /proc/<pid>/status. Nothing is added to the inspected program.
 *
 * Node 20 has WebSocket only behind `--experimental-websocket`, and this process (tsx) cannot turn
 * it on: the WebSocket is held by a small helper node process started with that flag, which
 * relays one protocol message a line between its stdin/stdout and the inspector.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** The helper: lines in are protocol requests, lines out are the inspector's messages (or `{"open":true}`). */
const RELAY = `
const ws = new WebSocket(process.env.INSPECTOR_URL);
ws.addEventListener('open', () => process.stdout.write('{"open":true}\\n'));
ws.addEventListener('message', (e) => process.stdout.write(JSON.stringify(JSON.parse(String(e.data))) + '\\n'));
ws.addEventListener('close', () => process.exit(0));
ws.addEventListener('error', () => process.exit(1));
require('node:readline').createInterface({ input: process.stdin })
  .on('line', (l) => ws.send(l)).on('close', () => ws.close());
`;
const CALL_TIMEOUT_MS = 20_000;
const MB = 1024 * 1024;

/** Memory figures in MB. */
export interface Memory {
  heapUsed: number;
  heapTotal: number;
  rss: number;
}

export interface InspectorSession {
  /** One protocol call; rejects on a protocol error or after 20 s. */
  call(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Two full GCs, then the process's own `process.memoryUsage()`. */
  memoryAfterGc(): Promise<Memory>;
  /** The heap in use now (no GC: live objects and garbage not yet collected), MB. */
  heapUsedNow(): Promise<number>;
  /** Ends the session; the inspected process would otherwise wait for it before exiting. */
  close(): Promise<void>;
}

/** The inspector's WebSocket URL, from what the process printed (`Debugger listening on ws://…`). */
export function inspectorUrl(output: readonly string[]): string | undefined {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output.join(''))?.[1];
}

/** Opens a session with the inspector at `url`. */
export async function openInspector(url: string): Promise<InspectorSession> {
  const flags = typeof globalThis.WebSocket === 'undefined' ? ['--experimental-websocket'] : [];
  const relay = spawn(process.execPath, [...flags, '-e', RELAY], {
    env: { ...process.env, INSPECTOR_URL: url },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const waiting = new Map<number, { resolve(v: Record<string, unknown>): void; reject(e: Error): void }>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => relay.once('exit', () => resolve()));
  void exited.then(() => waiting.forEach((w) => w.reject(new Error('inspector session closed'))));
  const opened = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`inspector at ${url} did not answer`)), CALL_TIMEOUT_MS);
    createInterface({ input: relay.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as {
        open?: boolean;
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
      };
      if (message.open) return (clearTimeout(timer), resolve());
      const call = message.id === undefined ? undefined : waiting.get(message.id);
      if (!call) return; // an event: no domain is enabled, so none is expected
      waiting.delete(message.id!);
      if (message.error) call.reject(new Error(message.error.message));
      else call.resolve(message.result ?? {});
    });
    void exited.then(() => reject(new Error('the inspector relay exited')));
  });
  await opened;

  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(
        () => (waiting.delete(id), reject(new Error(`${method}: no answer within ${CALL_TIMEOUT_MS} ms`))),
        CALL_TIMEOUT_MS,
      );
      waiting.set(id, {
        resolve: (v) => (clearTimeout(timer), resolve(v)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      relay.stdin!.write(`${JSON.stringify({ id, method, params })}\n`);
    });

  return {
    call,
    async memoryAfterGc() {
      // `gc` is there with --expose-gc; the second pass collects what the first one's finalizers freed.
      const expression =
        '(() => { gc(); gc(); const m = process.memoryUsage(); ' +
        'return { heapUsed: m.heapUsed, heapTotal: m.heapTotal, rss: m.rss }; })()';
      const answer = (await call('Runtime.evaluate', { expression, returnByValue: true })) as {
        result: { value?: Memory };
        exceptionDetails?: { text: string };
      };
      if (!answer.result.value) throw new Error(`memory read failed: ${answer.exceptionDetails?.text ?? 'no value'}`);
      const { heapUsed, heapTotal, rss } = answer.result.value;
      return { heapUsed: heapUsed / MB, heapTotal: heapTotal / MB, rss: rss / MB };
    },
    async heapUsedNow() {
      return Number((await call('Runtime.getHeapUsage')).usedSize) / MB;
    },
    async close() {
      relay.stdin!.end();
      const timer = setTimeout(() => relay.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory now and its high-water mark (MB), from /proc/<pid>/status. */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU time (s, user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** How many file descriptors (sockets included) the process holds. */
export const openFiles = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

/** A process's memory: heap after a forced GC (through `inspector`), RSS and open files (/proc). */
export async function memoryOf(inspector: InspectorSession, pid: number): Promise<Memory & { files: number }> {
  const memory = await inspector.memoryAfterGc();
  return { ...memory, rss: residentMemory(pid).rss, files: openFiles(pid) };
}
