/**
 * A tab's end of the live connection: its subscriptions go to the browser's SharedWorker
 * (liveWorker.ts) over a MessagePort, so all tabs share one connection. Without SharedWorker
 * (some mobile browsers), or when the worker cannot start, the tab runs its own graphql-sse
 * client instead, and subscriptions already open move over to it.
 */
import { createLiveClient } from './liveClient.js';
import {
  tabLockName,
  type HubMessage,
  type LiveRequest,
  type LiveSink,
  type LiveTransport,
  type TabMessage,
} from './liveProtocol.js';

/** The part of a MessagePort a tab uses. */
export interface TabPort {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: { data: HubMessage }) => void): void;
  start?(): void;
}

/** Subscriptions of this tab sent to the worker, by id. */
export class PortTransport implements LiveTransport {
  private readonly open = new Map<string, { request: LiveRequest; sink: LiveSink; stop?: () => void }>();
  private count = 0;
  private instead: LiveTransport | null = null;

  constructor(private readonly port: TabPort) {
    port.addEventListener('message', (event) => this.receive(event.data));
    port.start?.();
  }

  subscribe(request: LiveRequest, sink: LiveSink): () => void {
    const id = String(++this.count);
    const entry: { request: LiveRequest; sink: LiveSink; stop?: () => void } = { request, sink };
    this.open.set(id, entry);
    if (this.instead) entry.stop = this.instead.subscribe(request, this.forgetting(id, sink));
    else this.port.postMessage({ type: 'subscribe', id, request });
    return () => {
      if (!this.open.delete(id)) return;
      if (entry.stop) entry.stop();
      else this.port.postMessage({ type: 'unsubscribe', id });
    };
  }

  /** From now on runs subscriptions over `transport`, the open ones included (the worker failed). */
  useInstead(transport: LiveTransport): void {
    if (this.instead) return;
    this.instead = transport;
    for (const [id, entry] of this.open)
      entry.stop = transport.subscribe(entry.request, this.forgetting(id, entry.sink));
  }

  /** How many subscriptions this tab has open. */
  get size(): number {
    return this.open.size;
  }

  private forgetting(id: string, sink: LiveSink): LiveSink {
    return {
      next: (result) => sink.next(result),
      error: (failure) => (this.open.delete(id), sink.error(failure)),
      complete: () => (this.open.delete(id), sink.complete()),
    };
  }

  private receive(message: HubMessage): void {
    if (message.type === 'notice') return console.error(`[live worker] ${message.text}`);
    const entry = this.open.get(message.id);
    if (!entry || entry.stop) return;
    if (message.type === 'next') return entry.sink.next(message.result);
    this.open.delete(message.id);
    if (message.type === 'error') entry.sink.error(message.error);
    else entry.sink.complete();
  }
}

/** A random id for this tab (crypto.randomUUID needs a secure context; getRandomValues does not). */
const tabId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The browser's live connection as this tab sees it: through the SharedWorker when there is one. */
export function connectLive(): LiveTransport {
  if (typeof SharedWorker === 'undefined') return createLiveClient();
  let worker: SharedWorker;
  try {
    // The pattern Vite recognises: it builds liveWorker.ts (and what it imports) into a file of its own.
    worker = new SharedWorker(new URL('./liveWorker.ts', import.meta.url), { type: 'module', name: 'console-live' });
  } catch {
    return createLiveClient();
  }
  const transport = new PortTransport(worker.port);
  worker.addEventListener('error', () => transport.useInstead(createLiveClient()));
  const tab = tabId();
  const say = (message: TabMessage) => worker.port.postMessage(message);
  if (navigator.locks) {
    // Held for the tab's whole life: the worker asks for it too, and gets it when the tab is gone.
    void navigator.locks.request(tabLockName(tab), () => (say({ type: 'hello', tab }), new Promise<never>(() => {})));
  } else {
    // No Web Locks outside a secure context: say goodbye when the page is put away for good.
    addEventListener('pagehide', (event) => !(event as PageTransitionEvent).persisted && say({ type: 'bye' }));
  }
  return transport;
}

/** Connects on the first subscription, not at load (a page with an open stream never goes network-idle). */
export function lazyLive(connect: () => LiveTransport = connectLive): LiveTransport {
  let transport: LiveTransport | null = null;
  return { subscribe: (request, sink) => (transport ??= connect()).subscribe(request, sink) };
}
