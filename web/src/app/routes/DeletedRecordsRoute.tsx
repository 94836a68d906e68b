/** /admin/deleted/:module (issue 18): the records a resource deleted; open one as it was, restore it. */
import { H3 } from '@blueprintjs/core';
import { MESSAGES, resourceByName } from '@console/schema';
import { DeletedRecords } from '../../features/resources/components/DeletedRecords.js';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';

export function DeletedRecordsRoute({ params }: { params: Record<string, string | undefined> }) {
  const def = resourceByName(params.module ?? '');
  if (!def) return <ErrorScreen status={404} message={MESSAGES.notFound} />;
  return (
    <>
      <H3>Deleted records: {def.label}</H3>
      <DeletedRecords key={def.name} def={def} />
    </>
  );
}
