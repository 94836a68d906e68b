/** Counts per outcome of a preview, each a filter button; "All" clears the filter. */
import { Button, ButtonGroup } from '@blueprintjs/core';
import type { RowOutcome } from '@console/schema';
import { OUTCOME_ICON, OUTCOME_INTENT } from '../../../kit/wizard/ReviewTable.js';
import { formatCount } from '../../../kit/format/index.js';

const OUTCOMES: RowOutcome[] = ['insert', 'update', 'unchanged', 'error', 'delete'];

export interface OutcomeFilterProps {
  counts: Record<RowOutcome, number>;
  total: number;
  value: RowOutcome | null;
  onChange: (outcome: RowOutcome | null) => void;
}

export function OutcomeFilter({ counts, total, value, onChange }: OutcomeFilterProps) {
  return (
    <div role="group" aria-label="Outcomes">
      <ButtonGroup className="console-outcomes">
        <Button
          size="small"
          active={value === null}
          onClick={() => onChange(null)}
          text={`All ${formatCount(total)}`}
        />
        {OUTCOMES.filter((o) => o !== 'delete' || counts.delete > 0).map((o) => (
          <Button
            key={o}
            size="small"
            active={value === o}
            intent={counts[o] > 0 ? OUTCOME_INTENT[o] : 'none'}
            icon={OUTCOME_ICON[o]}
            disabled={counts[o] === 0 && value !== o}
            onClick={() => onChange(o)}
            text={`${o} ${formatCount(counts[o])}`}
          />
        ))}
      </ButtonGroup>
    </div>
  );
}
