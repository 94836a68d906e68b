/** /invitations/{code}: shows the invitation, then creates the account and signs in (§4 redirect). */
import { Callout, H4, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { ROUTES } from '@console/schema';
import { INVITATION } from '../../features/session/graphql/operations.js';
import { NewPasswordForm } from '../../features/session/components/NewPasswordForm.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function InvitationRoute({ params }: { params: Record<string, string | undefined> }) {
  const code = params.code ?? '';
  const { data, loading, error } = useQuery(INVITATION, { variables: { code }, fetchPolicy: 'network-only' });
  const { busy, login } = useSession();
  if (loading) return <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />;
  const invitation = data?.invitation;
  if (error || !invitation) {
    return (
      <>
        <H4>Invitation</H4>
        <Callout intent="danger" role="alert">
          This invitation is unknown, already used or expired. Ask for a new one.
        </Callout>
        <div className="console-auth-links">
          <AppLink href={ROUTES.login}>Sign in</AppLink>
        </div>
      </>
    );
  }
  return (
    <>
      <H4>Join the console</H4>
      <p>
        Invitation for <strong>{invitation.email}</strong> ({invitation.roles.join(', ')}).
      </p>
      <NewPasswordForm
        label="Accept invitation"
        submitText="Create account"
        busy={busy}
        askNames
        onSubmit={(account) => login({ kind: 'invitation', code, ...account })}
      />
    </>
  );
}
