/** /admin/{module}/details/{id}: the generic details of any resource of RESOURCES; unknown module → 404. */
import { MESSAGES, resourceByName } from '@console/schema';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';
import { ResourceDetailsScreen } from '../../features/resources/components/ResourceDetailsScreen.js';

export function ModuleDetailsRoute({ params }: { params: Record<string, string | undefined> }) {
  const def = resourceByName(params.module ?? '');
  if (!def || !params.id) return <ErrorScreen status={404} message={MESSAGES.notFound} />;
  return <ResourceDetailsScreen key={`${def.name}/${params.id}`} def={def} id={params.id} />;
}
