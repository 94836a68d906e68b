/** /authorize/{token}: signs in with a one-time token, then redirects like a login (§4). */
import { Callout, H4 } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { HOME_AFTER_LOGIN, ROUTES } from '@console/schema';
import { SessionContext } from '../../features/session/SessionContext.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function AuthorizeRoute({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token ?? '';
  const actor = SessionContext.useActorRef();
  const { busy, user } = useSession();
  const lastKind = SessionContext.useSelector((s) => s.context.lastKind);
  const failed = SessionContext.useSelector((s) => s.matches('signedOut') && s.context.lastKind === 'authorize');
  useEffect(() => {
    // Only a signed-out session takes the token; a signed-in user is simply sent on.
    if (actor.getSnapshot().matches('signedOut'))
      actor.send({ type: 'session.login', credentials: { kind: 'authorize', token } });
  }, [actor, token]);
  if (user && lastKind !== 'authorize') return <Redirect to={HOME_AFTER_LOGIN} replace />;
  return (
    <>
      <H4>Signing you in</H4>
      {failed && !busy ? (
        <Callout intent="danger" role="alert">
          This link does not work any more. <AppLink href={ROUTES.login}>Sign in</AppLink> instead.
        </Callout>
      ) : (
        <p>One moment…</p>
      )}
    </>
  );
}
