/**
 * The SharedWorker that holds the browser's one live connection (issue 14): every tab of the
 * console connects to it and its subscriptions share one graphql-sse event stream. Built by Vite
 * from `new SharedWorker(new URL('./liveWorker.ts', import.meta.url), { type: 'module' })`.
 */
import { createLiveClient } from './liveClient.js';
import { LiveHub, type HubLocks, type HubPort } from './liveHub.js';

interface SharedWorkerScope {
  addEventListener(type: 'connect', listener: (event: { ports: readonly HubPort[] }) => void): void;
  addEventListener(
    type: 'securitypolicyviolation',
    listener: (event: { violatedDirective: string; blockedURI: string }) => void,
  ): void;
  navigator: { locks?: HubLocks };
}

const scope = self as unknown as SharedWorkerScope;
const hub = new LiveHub(createLiveClient(), scope.navigator.locks);

// A page never sees the worker's console: the tabs log what the policy refused it.
scope.addEventListener('securitypolicyviolation', (event) =>
  hub.notify(
    `Content Security Policy: the live worker was refused ` +
      `${event.violatedDirective} to ${event.blockedURI || 'inline'}`,
  ),
);

scope.addEventListener('connect', (event) => {
  const port = event.ports[0];
  if (port) hub.attach(port);
});
