/** A rating bar (§2): a labelled share of a maximum in a 250px wrapper. */
import { Intent, ProgressBar } from '@blueprintjs/core';

interface Props {
  label: string;
  value: number | null;
  max: number;
  format?: (value: number) => string;
}

/**
 * Green from 70% of the maximum, amber from 40%, red below. The wrapper is the meter people hear
 * (name, value, range); Blueprint's bar inside is its drawing, hidden from them, or it would be a
 * second, unnamed progress bar (axe: aria-progressbar-name).
 */
export function RatingBar({ label, value, max, format = (v) => v.toFixed(1) }: Props) {
  const share = value === null ? 0 : Math.max(0, Math.min(1, value / max));
  const intent = share >= 0.7 ? Intent.SUCCESS : share >= 0.4 ? Intent.WARNING : Intent.DANGER;
  return (
    <div
      className="company-rating"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
    >
      <div className="company-rating-head">
        <span>{label}</span>
        <strong>{value === null ? '—' : `${format(value)} / ${format(max)}`}</strong>
      </div>
      <ProgressBar value={share} intent={intent} animate={false} stripes={false} aria-hidden />
    </div>
  );
}
