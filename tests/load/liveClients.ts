/**
 * Clients of the live benchmark: graphql-sse clients in single connection mode on
 * /graphql/stream, configured as the web's (web/src/kit/live/liveClient.ts) with a session cookie
 * added by `fetchFn`, and a record of what each subscription received and when it arrived.
 * The documents ask for the fields the web's live operations ask for.
 */
import { TASK_ENDED_STATUSES } from '@console/schema';
import { createClient, type Client as SseClient } from 'graphql-sse';

/** A graphql-sse client in single connection mode. */
export type Client = SseClient<true>;
import { print } from 'graphql';
import { CLIENT_HEADERS, LIVE_ENDPOINT } from '../../web/src/kit/live/liveProtocol.js';
import {
  TASK_PROGRESS,
  TASK_UPDATED,
  TRANSACTION_COMMITTED,
} from '../../web/src/features/monitor/graphql/operations.js';
import type { Json } from './liveKit.js';

/** The subscriptions the benchmark opens (schema/graphql/live.graphql). */
export type Kind = 'entityChanged' | 'transactionCommitted' | 'taskUpdated' | 'taskProgress';

/**
 * The web's own documents where the web subscribes (the monitor's); entityChanged, which no
 * screen uses, spelled here.
 */
const DOCUMENTS: Record<Kind, string> = {
  entityChanged:
    'subscription($resource: String, $uuid: ID) { entityChanged(resource: $resource, uuid: $uuid) ' +
    '{ position resource stream_id version type recorded_at } }',
  transactionCommitted: print(TRANSACTION_COMMITTED),
  taskUpdated: print(TASK_UPDATED),
  taskProgress: print(TASK_PROGRESS),
};
/** The statuses that end a task. */
export const TERMINAL: ReadonlySet<string> = new Set(TASK_ENDED_STATUSES);

/** Subscriptions whose first message says they are live (`opening: true`). */
const OPENS: ReadonlySet<Kind> = new Set(['transactionCommitted', 'taskUpdated']);

/** What a subscription listens to: its field and arguments, and a label for the report. */
export interface Topic {
  kind: Kind;
  label: string;
  variables: Record<string, unknown>;
}

/**
 * What each browser-like client watches over its one connection: what a browser with the tasks
 * monitor, the bell and a transactions list open subscribes to (web/src: every task's progress and
 * changes, every commit). No screen follows every record of every resource: that subscription
 * would carry all 100,000 rows of the apply to each browser.
 */
export const WATCH_EVERYTHING: readonly Topic[] = [
  { kind: 'taskProgress', label: 'taskProgress', variables: {} },
  { kind: 'taskUpdated', label: 'taskUpdated', variables: {} },
  { kind: 'transactionCommitted', label: 'transactionCommitted', variables: {} },
];

/** In `topicsOf`, topics 0 and 1 follow a task: they can only open once it exists. */
export const TASK_TOPICS = 2;

/**
 * `count` (≥ 4) topics the gateway routes by: a task (its progress; its changes, resumed from
 * `after`), every transaction (a resource), then per company in turn its record and its
 * transactions.
 */
export function topicsOf(
  count: number,
  companies: ReadonlyArray<{ uuid: string; code: string }>,
  task = '',
  after?: number,
): Topic[] {
  const list: Topic[] = [
    { kind: 'taskProgress', label: 'taskProgress(task_uuid)', variables: { task_uuid: task } },
    { kind: 'taskUpdated', label: 'taskUpdated(task_uuid, after)', variables: { task_uuid: task, after } },
    { kind: 'entityChanged', label: 'entityChanged(resource: transactions)', variables: { resource: 'transactions' } },
  ];
  for (let i = 0; list.length < count; i++) {
    const c = companies[i % companies.length]!;
    list.push({
      kind: 'entityChanged',
      label: 'entityChanged(resource: companies, uuid)',
      variables: { resource: 'companies', uuid: c.uuid },
    });
    if (list.length < count)
      list.push({
        kind: 'transactionCommitted',
        label: 'transactionCommitted(company_digit_code)',
        variables: { company_digit_code: c.code },
      });
  }
  return list;
}

/** One `taskProgress` message: its task, status, bar, `at` (ms) and arrival (ms). */
export interface ProgressMessage {
  task: string;
  status: string;
  done: number;
  at: number;
  arrived: number;
}

/** What one subscription received. */
export interface Watch {
  topic: Topic;
  /** `subscriber` (one of the many) or `browser` (one of the watch-everything clients). */
  group: 'subscriber' | 'browser';
  /** Arrival time (epoch ms) of each feed position received, first arrival only. */
  arrivals: Map<number, number>;
  progress: ProgressMessage[];
  /** Statuses received per task (taskUpdated, taskProgress). */
  statuses: Map<string, Set<string>>;
  /** Messages received, the opening message not counted. */
  messages: number;
  /** Positions received more than once. */
  repeats: number;
  /** Whether it is live: its opening message came (or it has none). */
  open: boolean;
  /** The position its opening message said it follows on from. */
  openedAt: number | undefined;
  completed: boolean;
  failure: string | undefined;
  stop(): void;
}

/** Counts of the operations the clients sent (graphql-sse answers 202 when it accepts one). */
export interface Counters {
  accepted: number;
  refused: number;
}

/** A graphql-sse client of one browser (single connection), signed in with `cookie`. */
export function liveClient(gatewayUrl: string, cookie: string, counters: Counters): Client {
  return createClient({
    url: `${gatewayUrl}${LIVE_ENDPOINT}`,
    singleConnection: true,
    lazy: true,
    retryAttempts: 0,
    // A fresh object per connection: graphql-sse adds the stream's token to the one it is given.
    headers: () => ({ ...CLIENT_HEADERS }),
    fetchFn: async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', cookie);
      const response = await fetch(input, { ...init, headers });
      if (init.method === 'POST' && init.body) counters[response.status === 202 ? 'accepted' : 'refused']++;
      return response;
    },
  });
}

const noteStatus = (watch: Watch, task: string, status: string) => {
  const seen = watch.statuses.get(task) ?? new Set<string>();
  watch.statuses.set(task, seen.add(status));
};

/** Subscribes `client` to `topic` and records what arrives. */
export function watch(client: Client, topic: Topic, group: Watch['group']): Watch {
  const w: Watch = {
    topic,
    group,
    arrivals: new Map(),
    progress: [],
    statuses: new Map(),
    messages: 0,
    repeats: 0,
    open: !OPENS.has(topic.kind),
    openedAt: undefined,
    completed: false,
    failure: undefined,
    stop: () => undefined,
  };
  const record = (result: { data?: Json; errors?: ReadonlyArray<{ message: string }> }) => {
    const arrived = Date.now();
    if (result.errors?.length) return void (w.failure ??= result.errors[0]!.message);
    const value = result.data?.[topic.kind];
    if (topic.kind === 'taskProgress') {
      w.messages++;
      w.progress.push({
        task: value.task_uuid,
        status: value.status,
        done: value.done,
        at: Date.parse(value.at),
        arrived,
      });
      return noteStatus(w, value.task_uuid, value.status);
    }
    const payload =
      topic.kind === 'taskUpdated' ? value.task : topic.kind === 'transactionCommitted' ? value.transaction : value;
    if (payload === null) return void ((w.open = true), (w.openedAt = value.position));
    w.messages++;
    if (topic.kind === 'taskUpdated') noteStatus(w, payload.uuid, payload.status);
    if (w.arrivals.has(value.position)) w.repeats++;
    else w.arrivals.set(value.position, arrived);
  };
  w.stop = client.subscribe(
    {
      query: DOCUMENTS[topic.kind],
      variables: OPENS.has(topic.kind) ? { ...topic.variables, opening: true } : topic.variables,
    },
    {
      next: record,
      error: (error) => void (w.failure ??= error instanceof Error ? error.message : JSON.stringify(error)),
      complete: () => void (w.completed = true),
    },
  );
  return w;
}
