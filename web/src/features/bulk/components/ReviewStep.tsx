/** Step 5: the server's preview, paged (usable at 100,000 rows): counts, filter, changes, errors. */
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { PreviewSummary, ReviewPage, WizardFailure } from '@console/machines';
import type { RowOutcome } from '@console/schema';
import { FailureCallout } from '../../../kit/wizard/FailureCallout.js';
import { OutcomeFilter } from './OutcomeFilter.js';
import { Pager } from '../../../kit/wizard/Pager.js';
import { ReviewTable } from '../../../kit/wizard/ReviewTable.js';
import { formatCount } from '../../../kit/format/index.js';

export interface ReviewStepProps {
  preview: PreviewSummary;
  review: ReviewPage;
  loading: boolean;
  loadFailed: boolean;
  failure: WizardFailure | null;
  ready: boolean;
  send: (
    event:
      | { type: 'review.page'; page: number }
      | { type: 'review.filter'; outcome: RowOutcome | null }
      | { type: 'review.dropErrors' | 'wizard.next' | 'wizard.back' | 'wizard.retry' },
  ) => void;
}

export function ReviewStep({ preview, review, loading, loadFailed, failure, ready, send }: ReviewStepProps) {
  const { counts } = preview;
  const changes = counts.insert + counts.update + counts.delete;
  return (
    <>
      <OutcomeFilter
        counts={counts}
        total={preview.total}
        value={review.outcome}
        onChange={(outcome) => send({ type: 'review.filter', outcome })}
      />
      {counts.error > 0 && (
        <Callout intent="danger" className="console-gap" role="status" aria-label="Preview errors">
          {formatCount(counts.error)} row(s) are refused. Drop them and preview the rest again, or go back and fix the
          file.
        </Callout>
      )}
      {counts.error === 0 && changes === 0 && (
        <Callout intent="primary" className="console-gap">
          Nothing would change: every row matches the data as it is.
        </Callout>
      )}
      {loadFailed ? (
        <FailureCallout
          failure={failure}
          title="The preview rows could not be loaded"
          onRetry={() => send({ type: 'wizard.retry' })}
        />
      ) : (
        <div className="console-review" aria-busy={loading}>
          {review.rows.length === 0 && loading ? (
            <Spinner size={24} aria-label="Loading the preview rows" />
          ) : review.rows.length === 0 ? (
            <NonIdealState icon="filter" title="No rows" description="No row of the preview has this outcome." />
          ) : (
            <ReviewTable rows={review.rows} label="Preview rows" kinds={false} />
          )}
          <Pager
            page={review.page}
            totalPages={review.totalPages}
            totalItems={review.totalItems}
            busy={loading}
            onPage={(page) => send({ type: 'review.page', page })}
          />
        </div>
      )}
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={() => send({ type: 'wizard.back' })} />
        {counts.error > 0 && (
          <Button
            text={`Drop ${formatCount(counts.error)} row(s) in error and preview again`}
            intent="warning"
            size="small"
            onClick={() => send({ type: 'review.dropErrors' })}
          />
        )}
        <Button
          text="Continue to apply"
          intent="primary"
          size="small"
          disabled={!ready}
          onClick={() => send({ type: 'wizard.next' })}
        />
      </div>
    </>
  );
}
