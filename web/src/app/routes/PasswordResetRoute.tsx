/** /passwords/reset: asks for a reset e-mail; the answer never says whether the address exists. */
import { Button, Callout, FormGroup, H4, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ROUTES } from '@console/schema';
import { apolloClient } from '../../kit/graphql/client.js';
import { REQUEST_PASSWORD_RESET } from '../../features/session/graphql/operations.js';
import { useOutcome } from '../../features/session/hooks/useOutcome.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function PasswordResetRoute() {
  const [email, setEmail] = useState('');
  const { busy, done, run } = useOutcome();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () =>
        (await apolloClient.mutate({ mutation: REQUEST_PASSWORD_RESET, variables: { email: email.trim() } })).data
          ?.requestPasswordReset,
    );
  };
  return (
    <>
      <H4>Reset your password</H4>
      {done ? (
        <Callout intent="success" role="status">
          If an account uses {email}, a message with a link to choose a new password is on its way.
        </Callout>
      ) : (
        <form onSubmit={submit} aria-label="Reset password">
          <FormGroup label="E-mail" labelFor="reset-email">
            <InputGroup id="reset-email" type="email" value={email} onValueChange={setEmail} required size="small" />
          </FormGroup>
          <Button type="submit" intent="primary" fill loading={busy} text="Send reset link" size="small" />
        </form>
      )}
      <div className="console-auth-links">
        <AppLink href={ROUTES.login}>Back to sign in</AppLink>
      </div>
    </>
  );
}
