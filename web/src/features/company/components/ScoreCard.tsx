/**
 * A score card of the overview (§2): three themes (midnight blue, deep blue, light blue); an
 * active card is solid and filled, an inactive one dashed and white. The wrapper is 250px.
 */
import { Classes } from '@blueprintjs/core';

export type ScoreTheme = 'midnight' | 'deep' | 'light';

interface Props {
  title: string;
  value: string;
  /** A change since the first sample, e.g. "+1.2". */
  delta?: string;
  theme: ScoreTheme;
  active: boolean;
  onSelect?: () => void;
}

/** One card; it is a toggle button when `onSelect` is given. */
export function ScoreCard({ title, value, delta, theme, active, onSelect }: Props) {
  const className =
    `company-score company-score-${theme} ` + `${active ? 'company-score-active' : 'company-score-inactive'}`;
  const body = (
    <>
      <span className="company-score-title">{title}</span>
      <span className="company-score-value">{value}</span>
      {delta && <span className={`company-score-delta ${Classes.TEXT_SMALL}`}>{delta} over the period</span>}
    </>
  );
  return (
    <div className="company-score-wrapper">
      {onSelect ? (
        <button type="button" className={className} aria-pressed={active} onClick={onSelect}>
          {body}
        </button>
      ) : (
        <div className={className}>{body}</div>
      )}
    </div>
  );
}
