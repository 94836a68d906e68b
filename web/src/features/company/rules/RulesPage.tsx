/**
 * rules: the business rule definitions the company uses (company_business_rules joined with
 * business_rule_definitions by definition_name); a row opens rules/{business_rule_def}.
 */
import { Classes, Intent, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@console/schema';
import { ResourceTable } from '../../resources/index.js';
import type { ColumnSpec } from '../../../kit/tables/index.js';
import { useLookupList } from '../../../kit/tables/useLookup.js';
import { companyFilter } from '../pages/companyFilter.js';

interface Definition {
  definition_name: string;
  label: string;
  value_type: string;
  entity_type: { id: number; name?: string };
}

export function RulesPage({ code }: { code: string }) {
  const [, navigate] = useLocation();
  // Definitions are few (a global catalogue): one call, joined in the cells.
  const { rows: definitions } = useLookupList<Definition>('business_rule_definitions', {}, { pageSize: 500 });
  const byName = useMemo(() => new Map(definitions.map((d) => [d.definition_name, d])), [definitions]);
  const columns = useMemo<ColumnSpec[]>(
    () => [
      'definition_name',
      {
        path: 'label',
        label: 'Label',
        sortable: false,
        render: (r) => byName.get(String(r.definition_name))?.label ?? <span className={Classes.TEXT_MUTED}>—</span>,
      },
      {
        path: 'value_type',
        label: 'Value type',
        sortable: false,
        render: (r) => byName.get(String(r.definition_name))?.value_type ?? '—',
      },
      {
        path: 'entity',
        label: 'Entity',
        sortable: false,
        render: (r) => byName.get(String(r.definition_name))?.entity_type.name ?? '—',
      },
      {
        path: 'is_enabled',
        label: 'Enabled',
        render: (r) => (
          <Tag round intent={r.is_enabled ? Intent.SUCCESS : Intent.DANGER}>
            {r.is_enabled ? 'enabled' : 'disabled'}
          </Tag>
        ),
      },
    ],
    [byName],
  );
  return (
    <ResourceTable
      resource="company_business_rules"
      tableId="company-rules"
      fixedFilter={companyFilter(code)}
      columns={columns}
      filterFields={['definition_name', 'is_enabled']}
      csvFileName={`company-${code}-rules.csv`}
      onRowClick={(r) =>
        navigate(`${ROUTES.adminCompany(code)}/rules/${encodeURIComponent(String(r.definition_name))}`)
      }
    />
  );
}
