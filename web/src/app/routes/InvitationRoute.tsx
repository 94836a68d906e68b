/** /invitations/{code}: shows the invitation, then creates the account and signs in (§4 redirect). */
import { Button, Callout, FormGroup, H4, InputGroup, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ROUTES } from '@console/schema';
import { INVITATION } from '../../features/session/graphql/operations.js';
import { NewPasswordFields, newPasswordProblem } from '../../features/session/components/NewPasswordFields.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function InvitationRoute({ params }: { params: Record<string, string | undefined> }) {
  const code = params.code ?? '';
  const { data, loading, error } = useQuery(INVITATION, { variables: { code }, fetchPolicy: 'network-only' });
  const { busy, login } = useSession();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login({ kind: 'invitation', code, first_name: firstName.trim(), last_name: lastName.trim(), password });
  };
  return (
    <>
      <H4>Join the console</H4>
      <p>
        Invitation for <strong>{invitation.email}</strong> ({invitation.roles.join(', ')}).
      </p>
      <form onSubmit={submit} aria-label="Accept invitation">
        <FormGroup label="First name" labelFor="invite-first">
          <InputGroup id="invite-first" value={firstName} onValueChange={setFirstName} required size="small" />
        </FormGroup>
        <FormGroup label="Last name" labelFor="invite-last">
          <InputGroup id="invite-last" value={lastName} onValueChange={setLastName} required size="small" />
        </FormGroup>
        <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
        <Button
          type="submit"
          intent="primary"
          fill
          loading={busy}
          disabled={newPasswordProblem(password, repeat) !== null}
          text="Create account"
          size="small"
        />
      </form>
    </>
  );
}
