/** A failed call of a wizard: the §8 message, the platform's own words, and what can be done next. */
import { Button, Callout } from '@blueprintjs/core';
import type { WizardFailure } from '@console/machines';

export interface FailureCalloutProps {
  failure: WizardFailure | null;
  title: string;
  onRetry?: () => void;
  onBack?: () => void;
  retryText?: string;
}

export function FailureCallout({ failure, title, onRetry, onBack, retryText = 'Retry' }: FailureCalloutProps) {
  return (
    <Callout intent="danger" title={title} role="alert">
      <p>{failure?.message ?? 'Something went wrong.'}</p>
      {failure?.detail && <p className="console-failure-detail">{failure.detail}</p>}
      <div className="console-wizard-actions">
        {onBack && <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />}
        {onRetry && <Button text={retryText} icon="refresh" intent="primary" size="small" onClick={onRetry} />}
      </div>
    </Callout>
  );
}
