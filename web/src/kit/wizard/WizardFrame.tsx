/** The frame of a wizard (bulk, dissociation): its steps, what it works on, notices, the step and a cancel. */
import { Button, Callout, Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { WizardSteps } from './WizardSteps.js';
import './wizard.css';

export interface WizardFrameProps {
  /** The wizard's accessible name ("Bulk upsert wizard"). */
  label: string;
  steps: readonly string[];
  current: number;
  /** What the wizard works on (resource, retailer), once chosen. */
  subject?: ReactNode;
  /** Shown when the wizard was taken up again past its first step. */
  resumed: boolean;
  /** Notices above the step (rows lost, not saved). */
  notices?: ReactNode;
  /** Offers "Cancel and discard" when set. */
  onCancel?: () => void;
  children: ReactNode;
}

export function WizardFrame({
  label,
  steps,
  current,
  subject,
  resumed,
  notices,
  onCancel,
  children,
}: WizardFrameProps) {
  return (
    <Card className="console-wizard" aria-label={label}>
      <WizardSteps steps={steps} current={current} label="Wizard steps" />
      {subject && <p className="console-wizard-resource">{subject}</p>}
      {resumed && (
        <Callout intent="primary" icon="history" className="console-gap">
          Resumed where you left off.
        </Callout>
      )}
      {notices}
      <div className="console-wizard-body">{children}</div>
      {onCancel && (
        <Button
          className="console-wizard-cancel"
          variant="minimal"
          size="small"
          icon="cross"
          text="Cancel and discard"
          onClick={onCancel}
        />
      )}
    </Card>
  );
}
