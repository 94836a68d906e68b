/** /admin/{module}/update/{id}: the generic update form; unknown or read-only module → 404. */
import { MESSAGES, resourceByName } from '@console/schema';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';
import { ResourceUpdateScreen } from '../../features/resources/components/ResourceUpdateScreen.js';

export function ModuleUpdateRoute({ params }: { params: Record<string, string | undefined> }) {
  const def = resourceByName(params.module ?? '');
  if (!def || def.readOnly || !params.id) return <ErrorScreen status={404} message={MESSAGES.notFound} />;
  return <ResourceUpdateScreen key={`${def.name}/${params.id}`} def={def} id={params.id} />;
}
