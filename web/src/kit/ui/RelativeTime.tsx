/** A time where recency matters: "3 min ago", with the full date-time on hover. */
import { formatDateTime, formatRelative } from '../format/index.js';
import { useClock } from './useClock.js';

export interface RelativeTimeProps {
  /** An ISO date-time (or epoch milliseconds); nothing shows nothing. */
  value: string | number | null | undefined;
  /** The time to measure from; by default the shared clock. */
  now?: number;
}

export function RelativeTime({ value, now }: RelativeTimeProps) {
  const clock = useClock();
  if (value === null || value === undefined || value === '') return null;
  const full = formatDateTime(value);
  const iso = typeof value === 'number' ? new Date(value).toISOString() : value;
  return (
    <time dateTime={iso} title={full}>
      {formatRelative(value, now ?? clock)}
    </time>
  );
}
