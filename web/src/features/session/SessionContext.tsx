/** The app-wide session actor (§4), with the gateway-backed actors provided. */
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { LOGIN_APP_COOKIE_NAME } from '@console/schema';
import { sessionMachine } from '@console/machines';
import { sessionActors } from './sessionActors.js';
import { useInspect } from '../inspector/index.js';

/** Session actor context: `SessionContext.useSelector`, `SessionContext.useActorRef`. */
export const SessionContext = createActorContext(sessionMachine.provide({ actors: sessionActors }));

/** The `login_app` cookie (§4); not HttpOnly, so the script may read it. Judged safe by the machine. */
export function readLoginAppCookie(cookie = document.cookie): string | null {
  const entry = cookie.split('; ').find((part) => part.startsWith(`${LOGIN_APP_COOKIE_NAME}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(LOGIN_APP_COOKIE_NAME.length + 1));
  } catch {
    return null;
  }
}

/** Starts the session for the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // The machine inspector (DESIGN §6) records this actor; it redacts secrets such as the password.
  const inspect = useInspect();
  return (
    <SessionContext.Provider options={{ input: { loginAppPage: readLoginAppCookie() }, inspect }}>
      {children}
    </SessionContext.Provider>
  );
}
