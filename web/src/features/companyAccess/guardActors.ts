/** The route-guard machine's actors: the company by digit code and the options users (§5). */
import { fromPromise } from 'xstate';
import type { GuardCompany } from '@console/machines';
import { apolloClient } from '../../kit/graphql/client.js';
import { toAppError } from '../../kit/graphql/appError.js';
import { ACCESS_OPTIONS, COMPANY_BY_DIGIT_CODE } from './graphql/operations.js';

/** Reads the allowed e-mails from getAccessOptions: a list, or an object holding one under `users`/`options_users`. */
export function optionsUsersFrom(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? ((value as Record<string, unknown>).options_users ?? (value as Record<string, unknown>).users)
      : [];
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
}

export const guardActors = {
  lookupCompany: fromPromise<GuardCompany | null, { digitCode: string }>(async ({ input }) => {
    try {
      const { data } = await apolloClient.query({
        query: COMPANY_BY_DIGIT_CODE,
        variables: { digit_code: input.digitCode },
      });
      return data?.company ?? null;
    } catch (error) {
      throw toAppError(error);
    }
  }),
  fetchOptionsUsers: fromPromise<readonly string[]>(async () => {
    try {
      const { data } = await apolloClient.query({ query: ACCESS_OPTIONS, variables: {} });
      return optionsUsersFrom(data?.accessOptions);
    } catch (error) {
      const appError = toAppError(error);
      // A platform that keeps the list from this user keeps the page from them too: §8's "options
      // page denied" (404), not the refusal of the look-up.
      if (appError.status === 403) return [];
      throw appError;
    }
  }),
};
