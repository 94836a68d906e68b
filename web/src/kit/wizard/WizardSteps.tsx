/** The wizard's step strip: where the user is, and what is done. */
import { Classes, Icon, Tag } from '@blueprintjs/core';

export interface WizardStepsProps {
  steps: readonly string[];
  current: number;
  label: string;
}

export function WizardSteps({ steps, current, label }: WizardStepsProps) {
  return (
    <ol className="console-wizard-steps" aria-label={label}>
      {steps.map((step, i) => (
        <li key={step} aria-current={i === current ? 'step' : undefined}>
          <Tag
            minimal={i !== current}
            intent={i === current ? 'primary' : i < current ? 'success' : 'none'}
            icon={i < current ? <Icon icon="tick" size={12} /> : undefined}
            round
          >
            {i + 1}. {step}
          </Tag>
          {i < steps.length - 1 && (
            <span className={Classes.TEXT_MUTED} aria-hidden>
              {' '}
              ›{' '}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
