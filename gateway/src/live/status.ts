/**
 * Whether this gateway reaches the platform, for the `liveStatus` subscription (issue 14): live
 * clients are told at once when the platform stops answering and when it is back, so the web can
 * say "The platform is unavailable; retrying…" instead of staying silent.
 *
 * Where the signal comes from: the process that reads the platform's feed (or polls it) knows
 * first — its connection drops or its reconnect fails — and reports it here. A gateway that does
 * not read the platform itself (a Redis follower) probes it instead, since nothing else would tell
 * it: any HTTP answer means reachable (the probe asks for no resource of its own).
 */
import { abortableSleep } from './sleep.js';

/** What `liveStatus` sends. */
export interface LiveStatusValue {
  platform: 'UP' | 'DOWN';
  /** When this gateway saw the state begin (ISO time). */
  since: string;
  /** While DOWN: about how long until the next try (ms); null while UP. */
  retry_in_ms: number | null;
}

/** The platform's reachability as this process sees it, with listeners for its changes. */
export class PlatformStatus {
  private value: LiveStatusValue = { platform: 'UP', since: new Date().toISOString(), retry_in_ms: null };
  private readonly listeners = new Set<(value: LiveStatusValue) => void>();

  /** The state now. */
  current(): LiveStatusValue {
    return this.value;
  }

  /** Records what a reader or a probe found; listeners hear changes of state only (not every retry). */
  report(reachable: boolean, retryInMs?: number): void {
    const platform = reachable ? 'UP' : 'DOWN';
    if (platform === this.value.platform) return;
    this.value = {
      platform,
      since: new Date().toISOString(),
      retry_in_ms: reachable ? null : Math.round(retryInMs ?? 0),
    };
    for (const listener of this.listeners) listener(this.value);
  }

  /** Calls `listener` on every change until the returned function is called. */
  listen(listener: (value: LiveStatusValue) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** How many listen (tests check none are left behind). */
  get listenerCount(): number {
    return this.listeners.size;
  }
}

export interface ProbeOptions {
  platformUrl: string;
  status: PlatformStatus;
  signal: AbortSignal;
  /** Between probes while the platform answers. */
  intervalMs?: number;
  /** Largest wait while it does not (doubling from the first retry). */
  maxRetryMs?: number;
  /** One probe's timeout. */
  timeoutMs?: number;
}

/**
 * Probes the platform until aborted (a follower gateway): a HEAD of its root every `intervalMs`
 * while it answers; while it does not, retries after 250 ms doubling to `maxRetryMs`. One timer
 * at a time, removed on abort: nothing piles up however long it runs.
 */
export async function probePlatform(options: ProbeOptions): Promise<void> {
  const interval = options.intervalMs ?? 2000;
  const maxRetry = options.maxRetryMs ?? 5000;
  let retry = 250;
  while (!options.signal.aborted) {
    let reachable = true;
    try {
      const answer = await fetch(new URL('/', options.platformUrl), {
        method: 'HEAD',
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? 3000)]),
      });
      await answer.body?.cancel();
    } catch {
      reachable = false;
    }
    if (options.signal.aborted) return;
    options.status.report(reachable, retry);
    const wait = reachable ? interval : retry;
    retry = reachable ? 250 : Math.min(retry * 2, maxRetry);
    await abortableSleep(wait, options.signal);
  }
}
