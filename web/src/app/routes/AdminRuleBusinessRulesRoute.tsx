/** /admin/rules/{id}/business_rules (§2): the business rules of one definition. */
import { useMemo } from 'react';
import { Callout, H3, Intent } from '@blueprintjs/core';
import { MESSAGES } from '@console/schema';
import { useLocation } from 'wouter';
import { CreateRecordButton, ResourceTable } from '../../features/resources/index.js';
import { AppLink } from '../../kit/ui/AppLink.js';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';
import { useRecord } from '../../features/resources/hooks/useRecord.js';

export function AdminRuleBusinessRulesRoute({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  const { record, notFound, error } = useRecord('business_rule_definitions', id);
  const [, navigate] = useLocation();
  const name = typeof record?.definition_name === 'string' ? record.definition_name : null;
  const fixedFilter = useMemo(() => (name ? { definition_name: name } : undefined), [name]);
  if (notFound) return <ErrorScreen status={404} message={MESSAGES.notFound} />;
  return (
    <>
      <div className="console-page-head">
        <H3>Business rules of {name ?? `definition ${id}`}</H3>
        {name && <CreateRecordButton resource="business_rules" initial={{ definition_name: name }} />}
      </div>
      <p>
        <AppLink href={`/admin/rules/${id}`}>Back to the definition</AppLink>
      </p>
      {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
      {fixedFilter && (
        <ResourceTable
          resource="business_rules"
          tableId="admin-rule-business-rules"
          columns={['id', 'company.digit_code', 'entity_type.id', 'entity_id', 'value', 'updated_at']}
          fixedFilter={fixedFilter}
          onRowClick={(r) => navigate(`/admin/business_rules/details/${String(r.uuid)}`)}
        />
      )}
    </>
  );
}
