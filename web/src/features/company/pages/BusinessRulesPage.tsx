/** business_rules: the definitions enabled for the company, then the company's business rules (values per entity). */
import { Card, H5, Intent, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@console/schema';
import { CreateRecordButton, ResourceTable } from '../../resources/index.js';
import type { ColumnSpec } from '../../../kit/tables/index.js';
import { companyFilter } from './companyFilter.js';

export function BusinessRulesPage({ code }: { code: string }) {
  const [, navigate] = useLocation();
  const enabledColumns = useMemo<ColumnSpec[]>(
    () => [
      'definition_name',
      {
        path: 'is_enabled',
        label: 'Enabled',
        render: (r) => (
          <Tag round intent={r.is_enabled ? Intent.SUCCESS : Intent.DANGER}>
            {r.is_enabled ? 'enabled' : 'disabled'}
          </Tag>
        ),
      },
      'updated_at',
    ],
    [],
  );
  return (
    <>
      <Card className="company-section">
        <H5>Company business rules</H5>
        <ResourceTable
          resource="company_business_rules"
          tableId="company-company_business_rules"
          urlPrefix="c_"
          fixedFilter={companyFilter(code)}
          columns={enabledColumns}
          csvFileName={`company-${code}-company-business-rules.csv`}
          onRowClick={(r) => navigate(`${ROUTES.adminCompany(code)}/rules/${String(r.definition_name)}`)}
          actions={<CreateRecordButton resource="company_business_rules" companyCode={code} />}
        />
      </Card>
      <Card className="company-section">
        <H5>Business rules</H5>
        <ResourceTable
          resource="business_rules"
          tableId="company-business_rules"
          urlPrefix="r_"
          fixedFilter={companyFilter(code)}
          columns={['definition_name', 'entity_type.name', 'entity_id', 'value', 'updated_at']}
          filterFields={['definition_name', 'entity_id', 'entity_type.id']}
          csvFileName={`company-${code}-business-rules.csv`}
          actions={<CreateRecordButton resource="business_rules" companyCode={code} />}
        />
      </Card>
    </>
  );
}
