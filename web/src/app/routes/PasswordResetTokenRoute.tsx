/** /passwords/reset/{token}: chooses a new password with the one-time token. */
import { Callout, H4 } from '@blueprintjs/core';
import { ROUTES } from '@console/schema';
import { apolloClient } from '../../kit/graphql/client.js';
import { RESET_PASSWORD } from '../../features/session/graphql/operations.js';
import { NewPasswordForm } from '../../features/session/components/NewPasswordForm.js';
import { useOutcome } from '../../features/session/hooks/useOutcome.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function PasswordResetTokenRoute({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token ?? '';
  const { busy, done, run } = useOutcome();
  const submit = ({ password }: { password: string }) =>
    void run(
      async () =>
        (await apolloClient.mutate({ mutation: RESET_PASSWORD, variables: { token, password } })).data?.resetPassword,
    );
  return (
    <>
      <H4>Choose a new password</H4>
      {done ? (
        <Callout intent="success" role="status">
          Your password has been changed. <AppLink href={ROUTES.login}>Sign in</AppLink> with it.
        </Callout>
      ) : (
        <NewPasswordForm label="Choose a new password" submitText="Set password" busy={busy} onSubmit={submit} />
      )}
    </>
  );
}
