/**
 * What live messages' nested fields read (a task's or transaction's company, a task's
 * transaction) is kept across messages, per session, so one commit watched by 500 subscribers
 * costs one lookup per session rather than one per subscriber, and a lookup already made is not
 * made again while the platform is busy (a long apply holds PGlite's one connection).
 *
 * Kept per session token: what a lookup answers depends on who asks (DESIGN §4). The feed keeps
 * it true, before any subscriber resolves an event (the hub tells this module first):
 * - an event of a company or a transaction leaves the record as it now is (its `after`): that is
 *   what every session that may read the stream is given for it, so the transaction a write
 *   commits resolves its company's name at once, instead of asking a platform that a large apply
 *   keeps busy for seconds;
 * - an event of a company's retailers, or one whose record cannot be read from it, drops what
 *   was kept of it.
 * Read access is by role, not by row (DESIGN §4): a session that may read a stream type may read
 * every record of it, so giving it a record the feed carries tells it nothing it could not ask for.
 * What the feed cannot tell (a platform without a feed is polled for tasks and transactions only)
 * is dropped after TTL_MS; a session not seen for IDLE_MS is forgotten.
 */
import { mayReadStream } from '@console/schema';
import { companyNow, transactionNow, type StoredEvent } from './items.js';
import { newLoaderCaches, type LoaderCaches } from '../loaders.js';

const TTL_MS = 30_000;
const IDLE_MS = 60_000;
const SWEEP_MS = 10_000;

interface Kept {
  caches: LoaderCaches;
  /** The session's roles: which streams' records the feed may hand it. */
  scope: readonly string[];
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

  /**
   * The caches of the session `token` with roles `scope` (a fresh set when it has none, or after
   * TTL_MS).
   */
  cachesFor(token: string | undefined, scope: readonly string[]): LoaderCaches {
    if (!token) return newLoaderCaches();
    const now = this.now();
    let kept = this.sessions.get(token);
    if (!kept || now - kept.since > TTL_MS) {
      kept = { caches: newLoaderCaches(), scope, since: now, usedAt: now };
      this.sessions.set(token, kept);
    }
    kept.usedAt = now;
    kept.scope = scope;
    return kept.caches;
  }

  /**
   * A stored event went by: every session that may read its stream is given the record as the
   * event leaves it (a company, a transaction), and what any session kept of it otherwise is dropped.
   */
  learn(event: StoredEvent): void {
    if (this.sessions.size === 0) return;
    const { before, after } = event.data;
    let update: ((kept: Kept) => void) | undefined;
    if (event.stream_type === 'companies') {
      const company = companyNow(event);
      const codes = [codeOf(before, false), codeOf(after, false)];
      const known = company && { code: company.digit_code, answer: Promise.resolve(company) };
      update = ({ caches, scope }) => {
        for (const code of codes) if (code) caches.companyByCode.delete(code);
        if (known && mayReadStream(scope, 'companies')) caches.companyByCode.set(known.code, known.answer);
      };
    } else if (event.stream_type === 'transactions') {
      const uuid = event.stream_id.slice(event.stream_id.indexOf(':') + 1);
      const transaction = transactionNow(event);
      const known = transaction ? Promise.resolve(transaction) : undefined;
      update = ({ caches, scope }) => {
        if (known && mayReadStream(scope, 'transactions')) caches.transactionByUuid.set(uuid, known);
        else caches.transactionByUuid.delete(uuid);
      };
    } else if (event.stream_type === 'company_retailers') {
      const codes = [codeOf(before, true), codeOf(after, true)];
      update = ({ caches }) => codes.forEach((code) => code && caches.retailersOfCompany.delete(code));
    }
    if (update) for (const kept of this.sessions.values()) update(kept);
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
