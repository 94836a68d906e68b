/** /admin/companies/:id/products/compliance: compliance validation {code, products, types}, a result per product. */
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, Card, Checkbox, FormGroup, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { COMPLIANCE_TYPES } from '@console/schema';
import { CompanyPage } from '../modules/company/CompanyPage.js';
import type { CompanyDetails } from '../modules/company/graphql/operations.js';
import { ProductPicker } from '../modules/products/components/ProductPicker.js';
import { ProductSubNav } from '../modules/products/components/ProductSubNav.js';
import { VALIDATE_COMPLIANCE } from '../modules/products/graphql/operations.js';
import { usePayloadCall } from '../modules/products/hooks/usePayloadCall.js';
import '../modules/bulk/wizard.css';

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

function ComplianceScreen({ company }: { company: CompanyDetails }) {
  const client = useApolloClient();
  const [products, setProducts] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([...COMPLIANCE_TYPES]);
  const [verdicts, setVerdicts] = useState<ProductVerdict[] | null>(null);
  const { busy, refusal, run } = usePayloadCall();
  const validate = async () => {
    const data = await run(async () => (await client.mutate({ mutation: VALIDATE_COMPLIANCE, variables: { code: company.digit_code, products, types } })).data?.validateCompliance);
    if (data) setVerdicts(data as ProductVerdict[]);
  };
  const toggle = (t: string) => setTypes((held) => (held.includes(t) ? held.filter((x) => x !== t) : [...held, t]));
  return (
    <>
      <ProductSubNav code={company.digit_code} />
      <Card aria-label="Compliance validation">
        <ProductPicker code={company.digit_code} selected={products} onChange={setProducts} />
        <FormGroup label="Rule types">
          {COMPLIANCE_TYPES.map((t) => <Checkbox key={t} inline label={t} checked={types.includes(t)} onChange={() => toggle(t)} />)}
        </FormGroup>
        <Button intent="primary" size="small" text="Validate" loading={busy} disabled={products.length === 0 || types.length === 0} onClick={() => void validate()} />
        {refusal && <Callout intent="danger" role="alert" className="console-gap">{refusal.message}{refusal.reason ? ` (${refusal.reason})` : ''}</Callout>}
      </Card>
      {verdicts && (
        <Card className="console-gap" aria-label="Compliance results">
          <p role="status" aria-label="Compliance summary">{verdicts.filter((v) => v.valid).length} of {verdicts.length} product(s) pass.</p>
          <HTMLTable compact striped className="console-table" aria-label="Result per product">
            <thead>
              <tr><th>Product</th><th>Result</th><th>Failed rules</th></tr>
            </thead>
            <tbody>
              {verdicts.map((v) => (
                <tr key={v.product_uuid}>
                  <td>{v.product_name ?? v.product_uuid}</td>
                  <td><Tag minimal intent={v.valid ? 'success' : 'danger'}>{v.valid ? 'compliant' : 'not compliant'}</Tag></td>
                  <td className="console-cell-wrap">
                    {v.error ?? (v.results.filter((r) => !r.pass).map((r, i) => <div key={i}>{r.rule ?? r.type}{r.field ? ` (${r.field})` : ''}: {r.message}</div>))}
                    {v.valid && `${v.results.length} rule(s) pass`}
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

export function CompanyProductComplianceRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Product compliance" pimNotice>
      {(company) => <ComplianceScreen company={company} />}
    </CompanyPage>
  );
}
