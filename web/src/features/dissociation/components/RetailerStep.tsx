/** Which retailer link of the company to dissociate: its company_retailers, by retailer_url. */
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { LIST } from '../../resources/index.js';

export interface RetailerLink {
  retailer_url: string;
  metrics: string[];
  retailer?: { digit_code?: string; name?: string } | null;
}

/** The company's retailer links (at most 1,000: one page). */
const HELP = 'The link of the company to this retailer is what goes, with the data of the metrics you choose next.';

export function useRetailerLinks(code: string) {
  const { data, loading, error } = useQuery(LIST, {
    variables: {
      resource: 'company_retailers',
      filter: { 'company.digit_code': code },
      navigation: { page: 1, page_size: 1000 },
    },
  });
  const links = (data?.list.rows ?? []) as unknown as RetailerLink[];
  return { links, loading, error };
}

export function RetailerStep({
  code,
  value,
  onSelect,
  onBack,
}: {
  code: string;
  value: string | null;
  onSelect: (url: string) => void;
  onBack: () => void;
}) {
  const { links, loading, error } = useRetailerLinks(code);
  const [chosen, setChosen] = useState(value ?? '');
  if (loading) return <Spinner size={24} aria-label="Loading the retailers" />;
  if (error)
    return (
      <Callout intent="danger" role="alert">
        The company's retailers could not be loaded.
      </Callout>
    );
  if (links.length === 0) return <Callout intent="primary">This company is linked to no retailer.</Callout>;
  return (
    <>
      <FormGroup label="Retailer URL" labelFor="dissociate-retailer" helperText={HELP}>
        <HTMLSelect id="dissociate-retailer" value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
          <option value="">Choose a retailer…</option>
          {links.map((l) => (
            <option key={l.retailer_url} value={l.retailer_url}>
              {l.retailer_url}
              {l.retailer?.name ? ` (${l.retailer.name})` : ''} — {l.metrics.join(', ') || 'no metric'}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button text="Next" intent="primary" size="small" disabled={!chosen} onClick={() => onSelect(chosen)} />
      </div>
    </>
  );
}
