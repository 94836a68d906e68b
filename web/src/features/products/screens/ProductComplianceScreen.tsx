/**
 * /admin/companies/:id/products/compliance: compliance validation {code, products, types}, a result per
 * product with each failed rule.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, Card, Checkbox, Classes, FormGroup, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { COMPLIANCE_TYPES } from '@console/schema';
import type { CompanyDetails } from '../../company/index.js';
import { ProductPicker } from '../components/ProductPicker.js';
import { ProductSubNav } from '../components/ProductSubNav.js';
import { VALIDATE_COMPLIANCE } from '../graphql/operations.js';
import { usePayloadCall } from '../hooks/usePayloadCall.js';
import '../../../kit/wizard/wizard.css';
import '../products.css';

interface RuleResult {
  rule?: string;
  type?: string;
  field?: string;
  pass: boolean;
  message?: string;
}
interface ProductVerdict {
  product_uuid: string;
  product_name: string | null;
  valid: boolean;
  error: string | null;
  results: RuleResult[];
}

function Verdict({ v }: { v: ProductVerdict }) {
  if (v.error) return <span className="console-row-error">{v.error}</span>;
  const failed = v.results.filter((r) => !r.pass);
  return (
    <>
      <div className={Classes.TEXT_MUTED}>
        {v.results.length - failed.length} of {v.results.length} rule(s) pass
        {v.results.length === 0 ? ' (no active rule of these types)' : ''}
      </div>
      {failed.map((r, i) => (
        <div key={i} aria-label={`Failed ${r.type ?? ''} rule`}>
          <Tag minimal>{r.type}</Tag> {r.rule}: {r.message}
        </div>
      ))}
    </>
  );
}

export function ProductComplianceScreen({ company }: { company: CompanyDetails }) {
  const client = useApolloClient();
  const [products, setProducts] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([...COMPLIANCE_TYPES]);
  const [verdicts, setVerdicts] = useState<{ list: ProductVerdict[]; types: string[] } | null>(null);
  const { busy, refusal, run } = usePayloadCall();
  const validate = async () => {
    const asked = [...types];
    const data = await run(
      async () =>
        (
          await client.mutate({
            mutation: VALIDATE_COMPLIANCE,
            variables: { code: company.digit_code, products, types: asked },
          })
        ).data?.validateCompliance,
    );
    if (data) setVerdicts({ list: data as ProductVerdict[], types: asked });
  };
  const toggle = (t: string) => setTypes((held) => (held.includes(t) ? held.filter((x) => x !== t) : [...held, t]));
  return (
    <>
      <ProductSubNav code={company.digit_code} />
      <Card aria-label="Compliance validation">
        <ProductPicker code={company.digit_code} selected={products} onChange={setProducts} />
        <FormGroup
          label="Rule types"
          helperText={types.length === 0 ? 'Choose at least one rule type.' : undefined}
          intent={types.length === 0 ? 'warning' : 'none'}
        >
          {COMPLIANCE_TYPES.map((t) => (
            <Checkbox key={t} inline label={t} checked={types.includes(t)} onChange={() => toggle(t)} />
          ))}
        </FormGroup>
        <Button
          intent="primary"
          size="small"
          text={`Validate ${products.length} product(s)`}
          loading={busy}
          disabled={products.length === 0 || types.length === 0}
          onClick={() => void validate()}
        />
        {refusal && (
          <Callout intent="danger" role="alert" className="console-gap">
            {refusal.message}
            {refusal.reason ? ` (${refusal.reason})` : ''}
          </Callout>
        )}
      </Card>
      {verdicts && (
        <Card className="console-gap" aria-label="Compliance results">
          <p role="status" aria-label="Compliance summary">
            {verdicts.list.filter((v) => v.valid).length} of {verdicts.list.length} product(s) pass the{' '}
            {verdicts.types.join(', ')} rules.
          </p>
          <HTMLTable compact striped className="console-table" aria-label="Result per product">
            <thead>
              <tr>
                <th>Product</th>
                <th>Result</th>
                <th>Rules</th>
              </tr>
            </thead>
            <tbody>
              {verdicts.list.map((v) => (
                <tr key={v.product_uuid}>
                  <td>{v.product_name ?? v.product_uuid}</td>
                  <td>
                    <Tag minimal intent={v.valid ? 'success' : 'danger'}>
                      {v.valid ? 'compliant' : 'not compliant'}
                    </Tag>
                  </td>
                  <td className="console-cell-wrap">
                    <Verdict v={v} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      )}
    </>
  );
}
