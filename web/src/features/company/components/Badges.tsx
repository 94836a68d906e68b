/** The round red/green tags and status dots of §2. */
import { Intent, Tag } from '@blueprintjs/core';

/** A round tag: green when `ok`, red otherwise. */
export function RoundTag({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <Tag round minimal={false} intent={ok ? Intent.SUCCESS : Intent.DANGER}>
      {children}
    </Tag>
  );
}

const DOT_INTENT: Record<string, Intent> = {
  ok: Intent.SUCCESS,
  succeeded: Intent.SUCCESS,
  active: Intent.SUCCESS,
  warning: Intent.WARNING,
  running: Intent.PRIMARY,
  queued: Intent.NONE,
  error: Intent.DANGER,
  failed: Intent.DANGER,
  inactive: Intent.NONE,
  cancelled: Intent.NONE,
};

/** A coloured dot with its status word (the word keeps it readable without colour). */
export function StatusDot({ status, label }: { status: string; label?: string }) {
  const intent = DOT_INTENT[status] ?? Intent.NONE;
  return (
    <span className="company-status" aria-label={`status ${status}`}>
      <span className={`company-status-dot company-status-${intent}`} aria-hidden />
      {label ?? status}
    </span>
  );
}
