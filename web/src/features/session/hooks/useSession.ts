/** What views read of the session, and the events they send. */
import { displayName } from '@console/schema';
import type { Credentials } from '@console/machines';
import { SessionContext } from '../SessionContext.js';

/** The session as views need it. */
export function useSession() {
  const user = SessionContext.useSelector((s) => s.context.user);
  const resolved = SessionContext.useSelector((s) => !s.hasTag('unresolved'));
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const loginAppPage = SessionContext.useSelector((s) => s.context.loginAppPage);
  const actor = SessionContext.useActorRef();
  return {
    user,
    name: user ? displayName(user) : null,
    resolved,
    busy,
    loginAppPage,
    login: (credentials: Credentials, wanted: string | null = null) =>
      actor.send({ type: 'session.login', credentials, wanted }),
    logout: () => actor.send({ type: 'session.logout' }),
    acceptPrivacy: () => actor.send({ type: 'session.privacy.accept' }),
  };
}
