/** /logout (§4): ends the session; the session machine then goes to /. */
import { useEffect } from 'react';
import { SessionContext } from '../modules/session/SessionContext.js';
import { PendingScreen } from '../ui/PendingScreen.js';

export function LogoutRoute() {
  const actor = SessionContext.useActorRef();
  useEffect(() => actor.send({ type: 'session.logout' }), [actor]);
  return <PendingScreen />;
}
