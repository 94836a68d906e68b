/** rules/{business_rule_def}/business_rules: the company's business rules of one definition. */
import { useMemo } from 'react';
import { ResourceTable } from '../../resources/index.js';

export function RuleBusinessRulesPage({ code, def }: { code: string; def: string }) {
  const fixedFilter = useMemo(() => ({ 'company.digit_code': code, definition_name: def }), [code, def]);
  return (
    <ResourceTable
      resource="business_rules"
      tableId="company-rule-business_rules"
      fixedFilter={fixedFilter}
      columns={['entity_type.name', 'entity_id', 'value', 'version', 'updated_at']}
      filterFields={['entity_id', 'entity_type.id']}
      csvFileName={`company-${code}-${def}-business-rules.csv`}
    />
  );
}
