/** /admin/companies/:id/products/product_groupings: the groupings (list kit), created and deleted with validation. */
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { can } from '@console/schema';
import { useQuery } from '@apollo/client/react';
import { ResourceTable } from '../ui/table/index.js';
import { showSuccess } from '../ui/toaster.js';
import { CompanyPage } from '../modules/company/CompanyPage.js';
import type { CompanyDetails } from '../modules/company/graphql/operations.js';
import { ProductPicker } from '../modules/products/components/ProductPicker.js';
import { ProductSubNav } from '../modules/products/components/ProductSubNav.js';
import { CREATE_PRODUCT_GROUPINGS, DELETE_PRODUCT_GROUPINGS } from '../modules/products/graphql/operations.js';
import { usePayloadCall } from '../modules/products/hooks/usePayloadCall.js';
import { LIST, type ResourceRecord } from '../modules/resources/graphql/operations.js';
import { useSession } from '../modules/session/hooks/useSession.js';
import '../modules/bulk/wizard.css';

type GroupingError = { index: number; field: string; message: string };

function GroupingsScreen({ company }: { company: CompanyDetails }) {
  const client = useApolloClient();
  const { user } = useSession();
  const code = company.digit_code;
  const groups = useQuery(LIST, { variables: { resource: 'product_groups', filter: { 'company.digit_code': code }, navigation: { page: 1, page_size: 1000 } } });
  const [name, setName] = useState('');
  const [group, setGroup] = useState('');
  const [products, setProducts] = useState<string[]>([]);
  const [doomed, setDoomed] = useState<ResourceRecord | null>(null);
  const [version, setVersion] = useState(0);
  const create = usePayloadCall();
  const remove = usePayloadCall();
  const errors = ((create.refusal?.data as { errors?: GroupingError[] } | null)?.errors ?? []) as GroupingError[];

  const submit = async () => {
    const data = await create.run(async () => (await client.mutate({ mutation: CREATE_PRODUCT_GROUPINGS, variables: { groupings: [{ name: name.trim(), company: { digit_code: code }, product_group: group, products }] } })).data?.createProductGroupings);
    if (data) {
      showSuccess(`Grouping "${name.trim()}" created with ${products.length} product(s).`);
      setName('');
      setProducts([]);
      setVersion((v) => v + 1);
    }
  };
  const confirmDelete = async () => {
    const target = doomed;
    setDoomed(null);
    if (!target) return;
    const data = await remove.run(async () => (await client.mutate({ mutation: DELETE_PRODUCT_GROUPINGS, variables: { uuids: [String(target.uuid)] } })).data?.deleteProductGroupings);
    if (data) {
      showSuccess(`Grouping "${String(target.name)}" deleted.`);
      setVersion((v) => v + 1);
    }
  };
  const mayWrite = !!user && can(user.scope, 'bulk');
  return (
    <>
      <ProductSubNav code={code} />
      <ResourceTable key={version} resource="product_groupings" tableId="company-product-groupings" fixedFilter={{ 'company.digit_code': code }} onRowClick={mayWrite ? setDoomed : undefined} emptyText="No grouping yet." />
      {mayWrite && <p className="bp6-text-muted">Click a grouping to delete it.</p>}
      {remove.refusal && <Callout intent="danger" role="alert">{remove.refusal.message}</Callout>}
      {mayWrite && (
        <Card className="console-gap" aria-label="New grouping">
          <H5>New grouping</H5>
          <FormGroup label="Name" labelFor="grouping-name" intent={errors.some((e) => e.field === 'name') ? 'danger' : 'none'} helperText={errors.filter((e) => e.field === 'name').map((e) => e.message).join('; ')}>
            <InputGroup id="grouping-name" value={name} onValueChange={setName} size="small" />
          </FormGroup>
          <FormGroup label="Product group" labelFor="grouping-group">
            <HTMLSelect id="grouping-group" value={group} onChange={(e) => setGroup(e.currentTarget.value)}>
              <option value="">Choose a product group…</option>
              {(groups.data?.list.rows ?? []).map((g) => <option key={String(g.uuid)} value={String(g.name)}>{String(g.name)}</option>)}
            </HTMLSelect>
          </FormGroup>
          <ProductPicker code={code} selected={products} onChange={setProducts} />
          {create.refusal && (
            <Callout intent="danger" role="alert" title={create.refusal.message}>
              {errors.length ? <ul>{errors.map((e, i) => <li key={i}><code>{e.field}</code>: {e.message}</li>)}</ul> : create.refusal.reason}
            </Callout>
          )}
          <Button className="console-gap" intent="primary" size="small" text="Create grouping" loading={create.busy} disabled={!name.trim() || !group} onClick={() => void submit()} />
        </Card>
      )}
      <Alert isOpen={doomed !== null} intent="danger" icon="trash" confirmButtonText="Delete" cancelButtonText="Cancel" onConfirm={() => void confirmDelete()} onCancel={() => setDoomed(null)}>
        Delete the grouping <strong>{String(doomed?.name ?? '')}</strong>? Its products stay; only the grouping goes.
      </Alert>
    </>
  );
}

export function CompanyProductGroupingsRoute({ params }: { params: Record<string, string | undefined> }) {
  return (
    <CompanyPage digitCode={params.id ?? ''} title="Product groupings">
      {(company) => <GroupingsScreen company={company} />}
    </CompanyPage>
  );
}
