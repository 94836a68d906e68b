/** Carries out what the session machine decides: navigate to its redirect, toast its failures. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SessionContext } from '../SessionContext.js';
import { showFailure } from '../../../kit/ui/toaster.js';

export function useSessionEffects(): void {
  const actor = SessionContext.useActorRef();
  const redirect = SessionContext.useSelector((s) => s.context.redirect);
  const error = SessionContext.useSelector((s) => s.context.error);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (redirect === null) return;
    navigate(redirect, { replace: true });
    actor.send({ type: 'session.redirected' });
  }, [redirect, navigate, actor]);

  useEffect(() => {
    if (!error) return;
    showFailure(error.message);
    actor.send({ type: 'session.error.dismiss' });
  }, [error, actor]);
}
