/** /passwords/reset/{token}: chooses a new password with the one-time token. */
import { Button, Callout, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ROUTES } from '@console/schema';
import { apolloClient } from '../../kit/graphql/client.js';
import { RESET_PASSWORD } from '../../features/session/graphql/operations.js';
import { NewPasswordFields, newPasswordProblem } from '../../features/session/components/NewPasswordFields.js';
import { useOutcome } from '../../features/session/hooks/useOutcome.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function PasswordResetTokenRoute({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, done, run } = useOutcome();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () =>
        (await apolloClient.mutate({ mutation: RESET_PASSWORD, variables: { token, password } })).data?.resetPassword,
    );
  };
  return (
    <>
      <H4>Choose a new password</H4>
      {done ? (
        <Callout intent="success" role="status">
          Your password has been changed. <AppLink href={ROUTES.login}>Sign in</AppLink> with it.
        </Callout>
      ) : (
        <form onSubmit={submit} aria-label="Choose a new password">
          <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
          <Button
            type="submit"
            intent="primary"
            fill
            loading={busy}
            disabled={newPasswordProblem(password, repeat) !== null}
            text="Set password"
            size="small"
          />
        </form>
      )}
    </>
  );
}
