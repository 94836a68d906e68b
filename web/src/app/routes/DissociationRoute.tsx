/** /admin/companies/:id/retailer_configs/dissociate(?retailer_url=): the dissociation wizard (§7). */
import { H3, NonIdealState } from '@blueprintjs/core';
import { can, forbiddenMessage } from '@console/schema';
import { useSearch } from 'wouter';
import { DissociationWizard } from '../../features/dissociation/components/DissociationWizard.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { useRouteMeta } from '../router/RouteMeta.js';

export function DissociationRoute({ params }: { params: Record<string, string | undefined> }) {
  const { company } = useRouteMeta();
  const { user } = useSession();
  const retailerUrl = new URLSearchParams(useSearch()).get('retailer_url');
  const code = company?.digit_code ?? params.id ?? '';
  return (
    <>
      <H3>Dissociate a retailer{company ? ` from ${company.name}` : ''}</H3>
      {user && can(user.scope, 'dissociationPreview') ? (
        <DissociationWizard
          key={code}
          company={{ digit_code: code, name: company?.name ?? null }}
          user={user}
          retailerUrl={retailerUrl}
        />
      ) : (
        <NonIdealState icon="lock" title="Not allowed" description={forbiddenMessage('dissociationPreview')} />
      )}
    </>
  );
}
