/** Confirmation of a dissociation: the company's digit code, typed exactly. */
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';

export interface ConfirmCodeProps {
  code: string;
  name: string;
  retailerUrl: string;
  metrics: string[];
  typed: string;
  onType: (text: string) => void;
  onBack: () => void;
  onConfirm: () => void;
}

export function ConfirmCode({ code, name, retailerUrl, metrics, typed, onType, onBack, onConfirm }: ConfirmCodeProps) {
  const matches = typed === code;
  return (
    <form onSubmit={(e) => (e.preventDefault(), matches && onConfirm())}>
      <Callout intent="danger" title="This cannot be undone" role="alert">
        The {metrics.join(', ')} data of {name} ({code}) at {retailerUrl} is removed, exactly as previewed.
      </Callout>
      <FormGroup
        className="console-gap"
        label={`Type the company's digit code (${code}) to confirm`}
        labelFor="dissociate-confirm"
      >
        <InputGroup
          id="dissociate-confirm"
          value={typed}
          onValueChange={onType}
          autoComplete="off"
          intent={typed && !matches ? 'danger' : 'none'}
          size="small"
        />
      </FormGroup>
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button type="submit" text="Dissociate" intent="danger" size="small" disabled={!matches} />
      </div>
    </form>
  );
}
