/**
 * The SharedWorker's side of the live connection: every tab connects a MessagePort, and its
 * subscriptions run over the one transport (the worker's graphql-sse client). A tab that goes
 * away releases its subscriptions — when it says so (`bye`), when its port closes, and surely
 * when its Web Lock is freed (a tab holds `tabLockName(tab)` while it lives; the lock is freed
 * when it closes or crashes, which a MessagePort alone does not tell) — and the other tabs stay
 * live.
 */
import { tabLockName, type HubMessage, type LiveTransport, type TabMessage } from './liveProtocol.js';

/** The part of a MessagePort the hub uses. */
export interface HubPort {
  postMessage(message: HubMessage): void;
  addEventListener(type: 'message', listener: (event: { data: TabMessage }) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
  start?(): void;
  close?(): void;
}

/** The part of navigator.locks the hub uses. */
export interface HubLocks {
  request(name: string, callback: () => unknown): Promise<unknown>;
}

/** How many tabs and subscriptions the hub holds (what a tab leaving must bring down). */
export interface HubStats {
  tabs: number;
  subscriptions: number;
}

/** Notices kept for tabs that connect later. */
const KEPT_NOTICES = 10;

export class LiveHub {
  /** Each tab's subscriptions: id -> the function that ends it. */
  private readonly tabs = new Map<HubPort, Map<string, () => void>>();
  private readonly notices: string[] = [];

  constructor(
    private readonly transport: LiveTransport,
    private readonly locks?: HubLocks,
  ) {}

  /** A tab connected (the worker's `connect` event). */
  attach(port: HubPort): void {
    const subscriptions = new Map<string, () => void>();
    this.tabs.set(port, subscriptions);
    port.addEventListener('message', (event) => this.receive(port, subscriptions, event.data));
    // Chromium 123+ tells when the other end of a port is gone (a closed tab).
    port.addEventListener('close', () => this.release(port));
    port.start?.();
    for (const text of this.notices) port.postMessage({ type: 'notice', text });
  }

  /** Tells every tab (and those that connect later) what only the worker's console would show. */
  notify(text: string): void {
    this.notices.push(text);
    if (this.notices.length > KEPT_NOTICES) this.notices.shift();
    for (const port of this.tabs.keys()) port.postMessage({ type: 'notice', text });
  }

  /** Ends every subscription of a tab and forgets it. */
  release(port: HubPort): void {
    const subscriptions = this.tabs.get(port);
    if (!subscriptions) return;
    this.tabs.delete(port);
    for (const stop of subscriptions.values()) stop();
    subscriptions.clear();
    port.close?.();
  }

  stats(): HubStats {
    let subscriptions = 0;
    for (const tab of this.tabs.values()) subscriptions += tab.size;
    return { tabs: this.tabs.size, subscriptions };
  }

  private receive(port: HubPort, subscriptions: Map<string, () => void>, message: TabMessage): void {
    if (!this.tabs.has(port)) return;
    switch (message.type) {
      case 'subscribe': {
        const { id } = message;
        if (subscriptions.has(id)) return;
        let ended = false;
        const end = () => {
          ended = true;
          subscriptions.delete(id);
        };
        const stop = this.transport.subscribe(message.request, {
          next: (result) => !ended && port.postMessage({ type: 'next', id, result }),
          error: (error) => !ended && (end(), port.postMessage({ type: 'error', id, error })),
          complete: () => !ended && (end(), port.postMessage({ type: 'complete', id })),
        });
        // A transport may end a subscription before `subscribe` returns.
        if (!ended) subscriptions.set(id, stop);
        return;
      }
      case 'unsubscribe': {
        const stop = subscriptions.get(message.id);
        subscriptions.delete(message.id);
        stop?.();
        return;
      }
      case 'hello':
        // Granted only once the tab's own hold on its lock is gone: the tab has closed.
        void this.locks?.request(tabLockName(message.tab), () => this.release(port)).catch(() => undefined);
        return;
      case 'bye':
        this.release(port);
        return;
    }
  }
}
