/** Which metrics of the link to remove; metrics the link does not track are shown but off. */
import { Button, Checkbox, FormGroup } from '@blueprintjs/core';
import { METRICS } from '@console/schema';
import type { MetricName } from '@console/machines';
import { useRetailerLinks } from './RetailerStep.js';

export interface MetricsStepProps {
  code: string;
  retailerUrl: string;
  metrics: MetricName[];
  onToggle: (metric: MetricName) => void;
  onSet: (metrics: MetricName[]) => void;
  onBack: () => void;
  onNext: () => void;
}

export function MetricsStep({ code, retailerUrl, metrics, onToggle, onSet, onBack, onNext }: MetricsStepProps) {
  const { links } = useRetailerLinks(code);
  const tracked = links.find((l) => l.retailer_url === retailerUrl)?.metrics ?? [...METRICS];
  return (
    <>
      <FormGroup label={`Metrics to remove at ${retailerUrl}`}>
        {METRICS.map((m) => (
          <Checkbox
            key={m}
            label={tracked.includes(m) ? m : `${m} (not tracked)`}
            checked={metrics.includes(m)}
            disabled={!tracked.includes(m) && !metrics.includes(m)}
            onChange={() => onToggle(m)}
          />
        ))}
      </FormGroup>
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button
          text="All tracked metrics"
          size="small"
          onClick={() => onSet(tracked.filter((m): m is MetricName => (METRICS as readonly string[]).includes(m)))}
        />
        <Button text="Preview" intent="primary" size="small" disabled={metrics.length === 0} onClick={onNext} />
      </div>
    </>
  );
}
