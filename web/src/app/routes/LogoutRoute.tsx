/** /logout (§4): ends the session; the session machine then goes to /. */
import { useEffect } from 'react';
import { SessionContext } from '../../features/session/SessionContext.js';
import { PendingScreen } from '../../kit/ui/PendingScreen.js';

export function LogoutRoute() {
  const actor = SessionContext.useActorRef();
  useEffect(() => actor.send({ type: 'session.logout' }), [actor]);
  return <PendingScreen />;
}
