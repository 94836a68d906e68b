/**
 * skus/{business_rule_def}: each SKU with its value of one rule, joined as §7's company
 * business-rules lookup says — the company's rules of entity_type.id 8 (one call, page size
 * 9999) matched to each SKU by entity_id — while the SKUs themselves are paged by the list kit.
 */
import { Callout, Classes, Intent, Tag } from '@blueprintjs/core';
import { BUSINESS_RULE_LOOKUP_PAGE_SIZE, SKU_ENTITY_TYPE_ID } from '@console/schema';
import { useMemo } from 'react';
import { ResourceTable } from '../../resources/index.js';
import type { ColumnSpec } from '../../../kit/tables/index.js';
import { useLookupList } from '../../../kit/tables/useLookup.js';
import { companyFilter } from '../pages/companyFilter.js';

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
  const columns = useMemo<ColumnSpec[]>(
    () => [
      'id',
      'sku',
      {
        path: 'rule_value',
        label: def,
        sortable: false,
        render: (sku) => {
          const rule = byEntity.get(Number(sku.id));
          return rule ? (
            <Tag minimal intent={Intent.PRIMARY}>
              {String(rule.value)}
            </Tag>
          ) : (
            <span className={Classes.TEXT_MUTED}>—</span>
          );
        },
      },
      'gtin',
      'is_active',
      'product_uuid',
    ],
    [byEntity, def],
  );
  return (
    <>
      <div className="company-toolbar">
        <span>
          {rules.loading && rules.rows.length === 0 ? 'Loading the rules…' : `${rules.total} SKU(s) have a ${def} rule`}
        </span>
      </div>
      {!rules.loading && rules.total === 0 && (
        <Callout intent={Intent.PRIMARY} className="company-section">
          No SKU of this company has a {def} rule.
        </Callout>
      )}
      <ResourceTable
        resource="product_skus"
        tableId="company-sku-rule"
        fixedFilter={companyFilter(code)}
        columns={columns}
        filterFields={['sku', 'gtin', 'is_active']}
        csvFileName={`company-${code}-skus-${def}.csv`}
      />
    </>
  );
}
