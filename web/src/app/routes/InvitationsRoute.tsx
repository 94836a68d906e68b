/** /invitations (the owner, DESIGN §8: every invitation grants a role): invites a person by e-mail with roles. */
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { apolloClient } from '../../kit/graphql/client.js';
import { RoleChecks } from '../../features/admin/components/RoleChecks.js';
import { INVITE } from '../../features/session/graphql/operations.js';
import { useOutcome } from '../../features/session/hooks/useOutcome.js';

export function InvitationsRoute() {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<string[]>(['ops']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, run } = useOutcome();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(
      async () =>
        (await apolloClient.mutate({ mutation: INVITE, variables: { email: email.trim(), roles } })).data?.invite,
    );
    if (ok) setSentTo(email.trim());
  };
  return (
    <>
      <H3>Invitations</H3>
      <Card style={{ maxWidth: 480 }}>
        <form onSubmit={submit} aria-label="Invite">
          <FormGroup label="E-mail" labelFor="invite-email">
            <InputGroup id="invite-email" type="email" value={email} onValueChange={setEmail} required size="small" />
          </FormGroup>
          <RoleChecks value={roles} onChange={setRoles} />
          <Button
            type="submit"
            intent="primary"
            loading={busy}
            disabled={roles.length === 0}
            text="Send invitation"
            size="small"
          />
        </form>
        {sentTo && (
          <Callout intent="success" role="status" style={{ marginTop: 12 }}>
            Invitation sent to {sentTo}.
          </Callout>
        )}
      </Card>
    </>
  );
}
