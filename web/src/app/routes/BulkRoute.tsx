/** /admin/bulk and /admin/bulk/:resource: the bulk-upsert wizard (staff with the `bulk` action). */
import { H3, NonIdealState } from '@blueprintjs/core';
import { can, forbiddenMessage } from '@console/schema';
import { BulkWizard } from '../../features/bulk/components/BulkWizard.js';
import { useSession } from '../../features/session/hooks/useSession.js';

export function BulkRoute({ params }: { params: Record<string, string | undefined> }) {
  const { user } = useSession();
  return (
    <>
      <H3>Bulk upsert</H3>
      {user && can(user.scope, 'bulk') ? (
        <BulkWizard initialResource={params.resource} />
      ) : (
        <NonIdealState icon="lock" title="Not allowed" description={forbiddenMessage('bulk')} />
      )}
    </>
  );
}
