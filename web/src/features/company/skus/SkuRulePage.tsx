/**
 * skus/{business_rule_def}: the SKUs that have a rule of one definition, each with its value, joined
 * as §7's company business-rules lookup says — the company's rules of entity_type.id 8 (one call,
 * page size 9999) matched to each SKU by entity_id. The list holds exactly those SKUs (the rules'
 * entity ids as its filter), paged by the list kit, so its count and the rules' count agree.
 */
import { Callout, Intent, Tag } from '@blueprintjs/core';
import { BUSINESS_RULE_LOOKUP_PAGE_SIZE, SKU_ENTITY_TYPE_ID } from '@console/schema';
import { useMemo } from 'react';
import { ResourceTable } from '../../resources/index.js';
import type { ColumnSpec } from '../../../kit/tables/index.js';
import { useLookupList } from '../../../kit/tables/useLookup.js';
import { ListFailure } from '../../../kit/tables/ListBody.js';

interface Rule {
  entity_id: number;
  value: string | number | boolean;
  updated_at: string;
}

export function SkuRulePage({ code, def }: { code: string; def: string }) {
  const rules = useLookupList<Rule>(
    'business_rules',
    { 'company.digit_code': code, 'entity_type.id': SKU_ENTITY_TYPE_ID, definition_name: def },
    { pageSize: BUSINESS_RULE_LOOKUP_PAGE_SIZE },
  );
  const byEntity = useMemo(() => new Map(rules.rows.map((r) => [Number(r.entity_id), r])), [rules.rows]);
  // The SKUs the rules name: the list's filter, in the order of their ids (the memo keeps the list's request stable).
  const fixedFilter = useMemo(
    () => ({ 'company.digit_code': code, id: { in: [...byEntity.keys()].sort((a, b) => a - b) } }),
    [code, byEntity],
  );
  const columns = useMemo<ColumnSpec[]>(
    () => [
      'id',
      'sku',
      {
        path: 'rule_value',
        label: def,
        sortable: false,
        render: (sku) => (
          <Tag minimal intent={Intent.PRIMARY}>
            {String(byEntity.get(Number(sku.id))?.value ?? '')}
          </Tag>
        ),
      },
      'gtin',
      'is_active',
      'product_uuid',
    ],
    [byEntity, def],
  );
  const ready = !rules.loading || rules.rows.length > 0;
  if (rules.failed && rules.rows.length === 0) return <ListFailure error={rules.error} onRetry={rules.refetch} />;
  return (
    <>
      <div className="company-toolbar">
        <span role="status">{ready ? `${byEntity.size} SKU(s) have a ${def} rule` : 'Loading the rules…'}</span>
      </div>
      {ready && byEntity.size === 0 ? (
        <Callout intent={Intent.PRIMARY} className="company-section">
          No SKU of this company has a {def} rule.
        </Callout>
      ) : (
        <ResourceTable
          resource="product_skus"
          tableId="company-sku-rule"
          fixedFilter={fixedFilter}
          skip={!ready}
          columns={columns}
          filterFields={['sku', 'gtin', 'is_active']}
          csvFileName={`company-${code}-skus-${def}.csv`}
        />
      )}
    </>
  );
}
