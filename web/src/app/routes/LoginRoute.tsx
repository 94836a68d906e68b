/** /login (§4): signs in and goes to the page first wanted (a safe internal path) or home. */
import { H4 } from '@blueprintjs/core';
import { useSearch } from 'wouter';
import { ROUTES } from '@console/schema';
import { wantedFromSearch } from '@console/machines';
import { LoginForm } from '../../features/session/components/LoginForm.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { AppLink } from '../../kit/ui/AppLink.js';

export function LoginRoute() {
  const { busy, login } = useSession();
  const wanted = wantedFromSearch(useSearch());
  return (
    <>
      <H4>Sign in</H4>
      <LoginForm busy={busy} onSubmit={(email, password) => login({ kind: 'password', email, password }, wanted)} />
      <div className="console-auth-links">
        <AppLink href={ROUTES.passwordReset}>Forgot your password?</AppLink>
      </div>
    </>
  );
}
