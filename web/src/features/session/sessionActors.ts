/** The network side of the session machine: its named actors, backed by the gateway's GraphQL. */
import { fromPromise } from 'xstate';
import type { Credentials, SessionUser } from '@console/machines';
import { ROLES, type Role } from '@console/schema';
import { apolloClient } from '../../kit/graphql/client.js';
import { AppError, toAppError } from '../../kit/graphql/appError.js';
import { ACCEPT_INVITATION, ACCEPT_PRIVACY, AUTHORIZE, LOGIN, LOGOUT, ME } from './graphql/operations.js';
import type { LoginResult, SessionUserFields } from './graphql/operations.js';

/** The SDL lists roles as strings; the machines hold the roles of schema/ (ROLES), the only ones the gateway gives. */
const toSessionUser = (user: SessionUserFields): SessionUser => ({
  ...user,
  roles: user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
});

async function call<T>(run: () => Promise<{ data?: T | null }>): Promise<T> {
  try {
    const { data } = await run();
    if (!data) throw new AppError(500);
    return data;
  } catch (error) {
    throw toAppError(error);
  }
}

/** A refused sign-in is data, not an error, in the SDL; the machine wants it thrown with a status. */
function signedIn(result: LoginResult): void {
  if (!result.ok) throw new AppError(400, result.message ?? undefined);
}

async function signIn(credentials: Credentials): Promise<void> {
  switch (credentials.kind) {
    case 'password': {
      const { email, password } = credentials;
      return signedIn(
        (await call(() => apolloClient.mutate({ mutation: LOGIN, variables: { email, password } }))).login,
      );
    }
    case 'authorize':
      return signedIn(
        (await call(() => apolloClient.mutate({ mutation: AUTHORIZE, variables: { token: credentials.token } })))
          .authorize,
      );
    case 'invitation': {
      const { code, first_name, last_name, password } = credentials;
      const data = await call(() =>
        apolloClient.mutate({ mutation: ACCEPT_INVITATION, variables: { code, first_name, last_name, password } }),
      );
      return signedIn(data.acceptInvitation);
    }
  }
}

/** The actors `sessionMachine.provide()` takes. */
export const sessionActors = {
  fetchUser: fromPromise<SessionUser | null>(async () => {
    const { me } = await call(() => apolloClient.query({ query: ME }));
    return me ? toSessionUser(me) : null;
  }),
  signIn: fromPromise<void, Credentials>(({ input }) => signIn(input)),
  signOut: fromPromise<void>(async () => {
    const { logout } = await call(() => apolloClient.mutate({ mutation: LOGOUT }));
    await apolloClient.clearStore();
    if (!logout.ok) throw new AppError(500, logout.message ?? undefined);
  }),
  acceptPrivacy: fromPromise<SessionUser>(async () =>
    toSessionUser((await call(() => apolloClient.mutate({ mutation: ACCEPT_PRIVACY }))).acceptPrivacy),
  ),
};
