/**
 * The one pause of the live loops (lease, feed reconnect, polling, platform probe): `ms`, or
 * less if `signal` aborts; it never rejects, and it removes its abort listener when the wait ends
 * either way. A loop that waits on one long-lived signal must not leave a listener behind per
 * turn: the lease loop, the feed's reconnect loop and the poller each did (the lease printed
 * MaxListenersExceededWarning within seconds; the poller added one per round for as long as it
 * ran; issue 14). Global timers rather than node:timers/promises, so tests can fake the clock.
 */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
