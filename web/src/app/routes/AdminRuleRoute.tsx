/** /admin/rules/{id} (§2): a business rule definition's details and history, with a link to its rules. */
import { resourceByName } from '@console/schema';
import { AppLink } from '../../kit/ui/AppLink.js';
import { ResourceDetailsScreen } from '../../features/resources/components/ResourceDetailsScreen.js';

const definitions = resourceByName('business_rule_definitions')!;

export function AdminRuleRoute({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  return (
    <>
      <ResourceDetailsScreen key={id} def={definitions} id={id} title={`Business rule definition ${id}`} />
      <p>
        <AppLink href={`/admin/rules/${id}/business_rules`}>Business rules of this definition</AppLink>
      </p>
    </>
  );
}
