/**
 * /admin/revert/:module/:uuid/:version/:mode (issue 18): "Revert this change" (mode change: only
 * the fields that version changed) or "Restore this version" (mode restore: every field as it
 * left them) of one record; a deleted record's deleting version, mode change, re-creates it.
 */
import { H3, NonIdealState } from '@blueprintjs/core';
import { can, forbiddenMessage, MESSAGES, resourceByName } from '@console/schema';
import { RevertWizard } from '../../features/revert/components/RevertWizard.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function RevertRecordRoute({ params }: { params: Record<string, string | undefined> }) {
  const def = resourceByName(params.module ?? '');
  const version = Number(params.version);
  const mode = params.mode === 'restore' || params.mode === 'change' ? params.mode : null;
  const { user } = useSession();
  if (!def || !params.uuid || !Number.isInteger(version) || version < 1 || !mode)
    return <ErrorScreen status={404} message={MESSAGES.notFound} />;
  const uuid = params.uuid;
  const what =
    mode === 'restore'
      ? `${def.label} record ${uuid} as version ${version} left it`
      : `the change of version ${version} of ${def.label.toLowerCase()} record ${uuid}`;
  return (
    <>
      <p>
        <AppLink href={`/admin/${def.name}/details/${uuid}`}>The record</AppLink>
        {' · '}
        <AppLink href={`/admin/deleted/${def.name}`}>Deleted {def.label.toLowerCase()}</AppLink>
      </p>
      <H3>{mode === 'restore' ? `Restore version ${version}` : `Revert the change of version ${version}`}</H3>
      {user && can(user.scope, 'write') && !def.readOnly ? (
        <RevertWizard
          key={`${def.name}.${uuid}.${version}.${mode}`}
          target={{ resource: def.name, uuid, version, mode }}
          userUuid={user.user_uuid}
          companyCode={null}
          title={what}
        />
      ) : (
        <NonIdealState icon="lock" title="Not allowed" description={forbiddenMessage('write')} />
      )}
    </>
  );
}
