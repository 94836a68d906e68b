/**
 * Against a platform without a feed: polls tasks/getlist and transactions/getlist for what
 * changed since the last look, every `intervalMs`, and publishes what it finds as feed items.
 * While the platform is down or slow (a round takes longer than `slowMs`) the wait doubles
 * up to `maxIntervalMs`; the first good round brings it back to `intervalMs`.
 */
import type { TaskProgress } from '@console/schema';
import type { PlatformClient } from '../platformClient/index.js';
import type { FeedItem } from './items.js';
import { abortableSleep } from './sleep.js';

export interface PollOptions {
  platform: PlatformClient;
  intervalMs: number;
  /** Largest interval while backing off (default 16 × intervalMs, at most 60 s). */
  maxIntervalMs?: number | undefined;
  /** A round slower than this counts as the platform being slow (default: the interval, at least 1 s). */
  slowMs?: number | undefined;
  signal: AbortSignal;
  onItem: (item: FeedItem) => void;
  /** Told when polling starts failing (with the wait before the next round) or works again. */
  onState?: (state: 'ok' | 'failing', retryInMs?: number) => void;
}

type Row = Record<string, unknown> & { uuid: string; id: number; version: number; updated_at: string };

const service = { service: true } as const;
const RESOURCES = ['tasks', 'transactions'] as const;

/** The next wait: doubled up to the cap after a failed or slow round, the base after a good one. */
export function nextInterval(current: number, base: number, max: number, ok: boolean): number {
  return ok ? base : Math.min(Math.max(current, base) * 2, max);
}

/** Polls until aborted. */
export async function poll(options: PollOptions): Promise<void> {
  const base = options.intervalMs;
  const max = Math.max(base, options.maxIntervalMs ?? Math.min(base * 16, 60_000));
  const slow = options.slowMs ?? Math.max(base, 1000);
  // Where each list was last read up to: the platform's own newest updated_at (its clock, not ours).
  const since: Partial<Record<(typeof RESOURCES)[number], string>> = {};
  const published = new Map<string, number>();
  let interval = base;
  let failing = false;
  const list = (
    resource: (typeof RESOURCES)[number],
    filter: Record<string, unknown>,
    direction: 'asc' | 'desc',
    pageSize: number,
  ) =>
    options.platform.getList(service, resource, {
      filter,
      navigation: { page: 1, page_size: pageSize, sort: [{ field: 'updated_at', direction }] },
    });

  while (!options.signal.aborted) {
    const started = Date.now();
    let ok = true;
    try {
      for (const resource of RESOURCES) {
        if (since[resource] === undefined) {
          const { data } = await list(resource, {}, 'desc', 1);
          since[resource] = (data as Row[])[0]?.updated_at ?? new Date(0).toISOString();
          continue;
        }
        // gte, not gt: two writes in the same millisecond; the version map drops what was sent.
        const { data } = await list(resource, { updated_at: { gte: since[resource] } }, 'asc', 500);
        for (const row of data as Row[]) {
          if (row.updated_at > since[resource]!) since[resource] = row.updated_at;
          const key = `${resource}:${row.uuid}`;
          if ((published.get(key) ?? -1) >= row.version) continue;
          published.delete(key);
          published.set(key, row.version);
          if (published.size > 20_000) published.delete(published.keys().next().value!);
          publishRow(resource, row, options.onItem);
        }
      }
      ok = Date.now() - started <= slow;
      if (failing) options.onState?.('ok');
      failing = false;
    } catch {
      ok = false;
      failing = true;
    }
    interval = nextInterval(interval, base, max, ok);
    if (failing && !ok) options.onState?.('failing', interval);
    await abortableSleep(interval, options.signal);
  }
}

function publishRow(resource: (typeof RESOURCES)[number], row: Row, onItem: (item: FeedItem) => void): void {
  onItem({
    kind: 'event',
    event: {
      position: 0,
      stream_type: resource,
      stream_id: `${resource}:${row.uuid}`,
      version: row.version,
      type: `${resource}.polled`,
      data: { id: row.id, before: null, after: row },
      meta: {},
      recorded_at: row.updated_at,
    },
  });
  const progress = row.progress as TaskProgress | undefined;
  if (resource === 'tasks' && progress) {
    onItem({
      kind: 'progress',
      notice: {
        type: 'tasks.progress',
        task_uuid: row.uuid,
        done: progress.done,
        total: progress.total,
        at: row.updated_at,
      },
    });
  }
}
