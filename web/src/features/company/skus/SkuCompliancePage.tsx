/**
 * skus/compliance/keywords and skus/compliance/specs: each SKU's keywords or specs against the
 * company's active compliance rules of that type (rules listed above the SKUs).
 */
import { Card, Classes, H5, HTMLTable, Intent, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo } from 'react';
import { ResourceTable } from '../../resources/index.js';
import type { ColumnSpec } from '../../../kit/tables/index.js';
import { RoundTag } from '../components/Badges.js';
import { useLookupList } from '../../../kit/tables/useLookup.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { checkSku } from './skuCompliance.js';
import type { ComplianceRuleLike } from './skuCompliance.js';
import { companyFilter } from '../pages/companyFilter.js';

export type SkuComplianceType = 'keywords' | 'specs';

export function SkuCompliancePage({ code, type }: { code: string; type: SkuComplianceType }) {
  const {
    rows: rules,
    loading,
    error,
    refetch,
  } = useLookupList<ComplianceRuleLike & { uuid: string }>(
    'compliance',
    { 'company.digit_code': code, type },
    { pageSize: 500 },
  );
  const active = useMemo(() => rules.filter((r) => r.is_active !== false), [rules]);
  const columns = useMemo<ColumnSpec[]>(
    () => [
      'sku',
      type,
      {
        path: 'compliance',
        label: 'Compliance',
        sortable: false,
        render: (sku) => {
          if (active.length === 0) return <span className={Classes.TEXT_MUTED}>no rules</span>;
          const failed = checkSku(active, sku).filter((o) => !o.pass);
          return (
            <Tooltip
              content={failed.length ? failed.map((o) => `${o.rule}: ${o.message}`).join('; ') : 'Every rule passes'}
            >
              <RoundTag ok={failed.length === 0}>
                {failed.length === 0 ? 'compliant' : `${failed.length} failing`}
              </RoundTag>
            </Tooltip>
          );
        },
      },
      {
        path: 'failures',
        label: 'Failing rules',
        sortable: false,
        render: (sku) =>
          checkSku(active, sku)
            .filter((o) => !o.pass)
            .map((o) => o.message)
            .join('; ') || '—',
      },
      'gtin',
    ],
    [active, type],
  );
  return (
    <>
      <Card className="company-section">
        <H5>Compliance rules on {type}</H5>
        <ListBody
          loading={loading}
          error={error}
          count={rules.length}
          onRetry={refetch}
          pending={<p className={Classes.TEXT_MUTED}>Loading the rules…</p>}
          empty={<p className={Classes.TEXT_MUTED}>This company has no {type} compliance rules.</p>}
        >
          <HTMLTable compact striped aria-label={`Compliance rules on ${type}`}>
            <thead>
              <tr>
                <th>Rule</th>
                <th>Field</th>
                <th>Operator</th>
                <th>Value</th>
                <th>Active</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((r) => (
                <tr key={r.uuid}>
                  <td>{r.name}</td>
                  <td>{r.field}</td>
                  <td>{r.operator}</td>
                  <td>{r.value ?? '—'}</td>
                  <td>
                    <Tag round intent={r.is_active !== false ? Intent.SUCCESS : Intent.NONE}>
                      {r.is_active !== false ? 'active' : 'inactive'}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ListBody>
      </Card>
      <ResourceTable
        resource="product_skus"
        tableId={`company-sku-compliance-${type}`}
        fixedFilter={companyFilter(code)}
        columns={columns}
        filterFields={['sku', 'gtin', 'is_active']}
        csvFileName={`company-${code}-sku-${type}.csv`}
      />
    </>
  );
}
