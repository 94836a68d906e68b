/**
 * /admin/companies/:id/products/product_groupings: the company's groupings (list kit), created with
 * validation and deleted after a confirmation.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Callout } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { can } from '@console/schema';
import { type ColumnSpec } from '../../../kit/tables/index.js';
import { ResourceTable } from '../../resources/index.js';
import { showSuccess } from '../../../kit/ui/toaster.js';
import type { CompanyDetails } from '../../company/index.js';
import { LIST, type ResourceRecord } from '../../resources/index.js';
import { useSession } from '../../session/index.js';
import { GroupingForm } from '../components/GroupingForm.js';
import { ProductSubNav } from '../components/ProductSubNav.js';
import { DELETE_PRODUCT_GROUPINGS } from '../graphql/operations.js';
import { jsonRecord } from '../../../kit/graphql/json.js';
import { usePayloadCall } from '../hooks/usePayloadCall.js';
import '../../../kit/wizard/wizard.css';
import '../products.css';

const countOf = (r: ResourceRecord) => (Array.isArray(r.products) ? r.products.length : 0);

export function ProductGroupingsScreen({ company }: { company: CompanyDetails }) {
  const client = useApolloClient();
  const { user } = useSession();
  const code = company.digit_code;
  const groups = useQuery(LIST, {
    variables: {
      resource: 'product_groups',
      filter: { 'company.digit_code': code },
      navigation: { page: 1, page_size: 1000 },
    },
  });
  const productGroups = useMemo(
    () => [...new Set((groups.data?.list.rows ?? []).map((g) => String(jsonRecord(g).name)))].sort(),
    [groups.data],
  );
  const [doomed, setDoomed] = useState<ResourceRecord | null>(null);
  const [version, setVersion] = useState(0);
  const remove = usePayloadCall();
  const mayWrite = !!user && can(user.scope, 'bulk');

  const columns = useMemo<ColumnSpec[]>(
    () => [
      { path: 'name', label: 'Name' },
      { path: 'product_group', label: 'Product group' },
      { path: 'products', label: 'Products', sortable: false, render: (r) => String(countOf(r)) },
      ...(mayWrite
        ? [
            {
              path: 'uuid',
              label: 'Actions',
              sortable: false,
              render: (r: ResourceRecord) => (
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  text="Delete"
                  aria-label={`Delete ${String(r.name)}`}
                  onClick={() => setDoomed(r)}
                />
              ),
            },
          ]
        : []),
    ],
    [mayWrite],
  );
  const confirmDelete = async () => {
    const target = doomed;
    setDoomed(null);
    if (!target) return;
    const data = await remove.run(
      async () =>
        (await client.mutate({ mutation: DELETE_PRODUCT_GROUPINGS, variables: { uuids: [String(target.uuid)] } })).data
          ?.deleteProductGroupings,
    );
    if (data) {
      showSuccess(`Grouping "${String(target.name)}" deleted.`);
      setVersion((v) => v + 1);
    }
  };
  return (
    <>
      <ProductSubNav code={code} />
      <ResourceTable
        key={version}
        resource="product_groupings"
        tableId="company-product-groupings-v2"
        columns={columns}
        fixedFilter={{ 'company.digit_code': code }}
        emptyText="This company has no grouping yet."
      />
      {remove.refusal && (
        <Callout intent="danger" role="alert" className="console-gap">
          {remove.refusal.message}
          {remove.refusal.reason ? `: ${remove.refusal.reason}` : ''}
        </Callout>
      )}
      {mayWrite && (
        <GroupingForm code={code} productGroups={productGroups} onCreated={() => setVersion((v) => v + 1)} />
      )}
      <Alert
        isOpen={doomed !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      >
        Delete the grouping <strong>{String(doomed?.name ?? '')}</strong> ({doomed ? countOf(doomed) : 0} product(s))?
        Its products stay; only the grouping goes.
      </Alert>
    </>
  );
}
