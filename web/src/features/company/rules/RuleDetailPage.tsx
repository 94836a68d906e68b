/**
 * rules/{business_rule_def}: one definition as the company uses it, with links to its rules and
 * SKUs, to the company's setting of it (details, history and edit in a drawer) and to the
 * definition's own details and history.
 */
import { Button, Card, Classes, H5, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { resourceByName, ROUTES } from '@console/schema';
import { useState } from 'react';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { RecordDrawer } from '../../resources/index.js';
import { ListFailure } from '../../../kit/tables/ListBody.js';
import { useLookupList } from '../../../kit/tables/useLookup.js';
import { formatDateTime } from '../../../kit/format/index.js';

const companyRules = resourceByName('company_business_rules')!;

interface Definition {
  id: number;
  definition_name: string;
  label: string;
  value_type: string;
  description?: string | null;
  entity_type: { id: number; name?: string };
  updated_at: string;
}

export function RuleDetailPage({ code, def }: { code: string; def: string }) {
  const definitions = useLookupList<Definition>('business_rule_definitions', { definition_name: def }, { pageSize: 1 });
  const enabled = useLookupList<{ is_enabled: boolean; uuid: string }>(
    'company_business_rules',
    { 'company.digit_code': code, definition_name: def },
    { pageSize: 1 },
  );
  const [drawer, setDrawer] = useState<string | null>(null);
  const rules = useLookupList('business_rules', { 'company.digit_code': code, definition_name: def }, { pageSize: 1 });
  const definition = definitions.rows[0];
  if (definitions.error && !definition)
    return <ListFailure error={definitions.error} onRetry={definitions.refetch} retrying={definitions.loading} />;
  if (definitions.loading && !definition) return <Spinner size={24} />;
  if (!definition)
    return <NonIdealState icon="search" title="Unknown rule" description={`No business rule definition "${def}".`} />;
  const base = `${ROUTES.adminCompany(code)}`;
  const link = enabled.rows[0];
  return (
    <Card className="company-section">
      <H5>
        {definition.label} <Tag minimal>{definition.definition_name}</Tag>{' '}
        {link ? (
          <Tag round intent={link.is_enabled ? Intent.SUCCESS : Intent.DANGER}>
            {link.is_enabled ? 'enabled' : 'disabled'}
          </Tag>
        ) : (
          <Tag round>not set up for this company</Tag>
        )}
      </H5>
      <HTMLTable compact aria-label="Rule definition">
        <tbody>
          <tr>
            <th>Value type</th>
            <td>{definition.value_type}</td>
          </tr>
          <tr>
            <th>Entity type</th>
            <td>
              {definition.entity_type.name ?? definition.entity_type.id} ({definition.entity_type.id})
            </td>
          </tr>
          <tr>
            <th>Description</th>
            <td>{definition.description || <span className={Classes.TEXT_MUTED}>—</span>}</td>
          </tr>
          <tr>
            <th>Business rules of this company</th>
            <td>{rules.error ? <span className={Classes.TEXT_MUTED}>—</span> : rules.loading ? '…' : rules.total}</td>
          </tr>
          <tr>
            <th>Updated</th>
            <td>{formatDateTime(definition.updated_at)}</td>
          </tr>
        </tbody>
      </HTMLTable>
      <div className="company-toolbar company-rule-actions">
        <AppAnchorButton
          icon="list"
          text="Business rules"
          href={`${base}/rules/${encodeURIComponent(def)}/business_rules`}
        />
        {definition.entity_type.id === 8 && (
          <AppAnchorButton icon="barcode" text="SKUs with this rule" href={`${base}/skus/${encodeURIComponent(def)}`} />
        )}
        {link && (
          <Button
            size="small"
            icon="history"
            text="This company's setting: details and history"
            onClick={() => setDrawer(link.uuid)}
          />
        )}
        <AppAnchorButton
          variant="minimal"
          icon="share"
          text="Definition: details and history"
          href={`/admin/rules/${definition.id}`}
        />
      </div>
      <RecordDrawer
        def={companyRules}
        id={drawer}
        onClose={() => setDrawer(null)}
        onSaved={() => void enabled.refetch()}
      />
    </Card>
  );
}
