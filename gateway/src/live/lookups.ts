/**
 * What live messages' nested fields read (a task's or transaction's company, a task's
 * transaction) is kept across messages, per session, so one commit watched by 500 subscribers
 * costs one lookup per session rather than one per subscriber, and a lookup already made is not
 * made again while the platform is busy (a long apply holds PGlite's one connection).
 *
 * Kept per session token: what a lookup answers depends on who asks (DESIGN §4). The feed keeps
 * it true: an event of a company, a transaction or a company's retailers drops what was kept of
 * it before any subscriber resolves that event (the hub tells this module first). What the feed
 * cannot tell (a platform without a feed is polled for tasks and transactions only) is dropped
 * after TTL_MS; a session not seen for IDLE_MS is forgotten.
 */
import type { StoredEvent } from './items.js';
import { newLoaderCaches, type LoaderCaches } from '../loaders.js';

const TTL_MS = 30_000;
const IDLE_MS = 60_000;
const SWEEP_MS = 10_000;

interface Kept {
  caches: LoaderCaches;
  since: number;
  usedAt: number;
}

/** A digit code at `path` ('digit_code' or 'company.digit_code') of a record, if there is one. */
function codeOf(record: Record<string, unknown> | null | undefined, nested: boolean): string | undefined {
  const holder = nested ? (record?.company as Record<string, unknown> | null | undefined) : record;
  const code = holder?.digit_code;
  return typeof code === 'string' ? code : undefined;
}

export class LiveLookups {
  private readonly sessions = new Map<string, Kept>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS).unref();
  }

  /** The caches of the session `token` (a fresh set when it has none, or after TTL_MS). */
  cachesFor(token: string | undefined): LoaderCaches {
    if (!token) return newLoaderCaches();
    const now = this.now();
    let kept = this.sessions.get(token);
    if (!kept || now - kept.since > TTL_MS) {
      kept = { caches: newLoaderCaches(), since: now, usedAt: now };
      this.sessions.set(token, kept);
    }
    kept.usedAt = now;
    return kept.caches;
  }

  /** A stored event went by: drop what any session kept of the record it changed. */
  forget(event: StoredEvent): void {
    if (this.sessions.size === 0) return;
    const { before, after } = event.data;
    let drop: ((caches: LoaderCaches) => void) | undefined;
    if (event.stream_type === 'companies') {
      const codes = [codeOf(before, false), codeOf(after, false)];
      drop = (c) => codes.forEach((code) => code && c.companyByCode.delete(code));
    } else if (event.stream_type === 'transactions') {
      const uuid = event.stream_id.slice(event.stream_id.indexOf(':') + 1);
      drop = (c) => c.transactionByUuid.delete(uuid);
    } else if (event.stream_type === 'company_retailers') {
      const codes = [codeOf(before, true), codeOf(after, true)];
      drop = (c) => codes.forEach((code) => code && c.retailersOfCompany.delete(code));
    }
    if (drop) for (const kept of this.sessions.values()) drop(kept.caches);
  }

  /**
   * A batch of `streamType` went by (its rows carry no data, so which companies it named is not
   * known): drop what any session kept of every record of that type.
   */
  forgetType(streamType: string): void {
    const drop: ((caches: LoaderCaches) => void) | undefined = {
      companies: (c: LoaderCaches) => c.companyByCode.clear(),
      transactions: (c: LoaderCaches) => c.transactionByUuid.clear(),
      company_retailers: (c: LoaderCaches) => c.retailersOfCompany.clear(),
    }[streamType];
    if (drop) for (const kept of this.sessions.values()) drop(kept.caches);
  }

  /** How many sessions have something kept (tests). */
  get size(): number {
    return this.sessions.size;
  }

  /** Drops sessions gone idle and caches past their time. */
  sweep(): void {
    const now = this.now();
    for (const [token, kept] of this.sessions)
      if (now - kept.usedAt > IDLE_MS || now - kept.since > TTL_MS) this.sessions.delete(token);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.sessions.clear();
  }
}
