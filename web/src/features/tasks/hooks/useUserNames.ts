/**
 * Who started a task, by user uuid: from the users list for adminOrOwner, otherwise from the
 * e-mail the task's own history carries (one lookup per unknown user, remembered), so every staff
 * user sees e-mails rather than ids.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { can } from '@console/schema';
import { useSession } from '../../session/index.js';
import { TASK_STARTER, USER_NAMES } from '../graphql/operations.js';

export interface UserNames {
  /** Known users (uuid → e-mail), for the user filter. */
  known: Array<{ uuid: string; label: string }>;
  nameOf: (uuid: string | null) => string;
}

/** E-mails found through task histories, shared by every screen of this visit. */
const found = new Map<string, string>();
const asked = new Set<string>();

/** `tasks`: one task of each user to look up (user uuid and task uuid). */
export function useUserNames(tasks: ReadonlyArray<{ user_uuid: string | null; uuid: string }> = []): UserNames {
  const { user } = useSession();
  const client = useApolloClient();
  const allowed = !!user && can(user.scope, 'adminOrOwner');
  const { data } = useQuery(USER_NAMES, { skip: !allowed, fetchPolicy: 'cache-first' });
  const [learned, setLearned] = useState(0);

  useEffect(() => {
    if (allowed && !data) return;
    for (const task of tasks) {
      const uuid = task.user_uuid;
      if (!uuid || asked.has(uuid) || uuid === user?.user_uuid || data?.users.rows.some((u) => u.user_uuid === uuid))
        continue;
      asked.add(uuid);
      void client
        .query({ query: TASK_STARTER, variables: { uuid: task.uuid }, fetchPolicy: 'no-cache' })
        .then(({ data: history }) => {
          const email = history?.history.rows.find((r) => r.user_uuid === uuid && r.user_email)?.user_email;
          if (email) {
            found.set(uuid, email);
            setLearned((n) => n + 1);
          } else asked.delete(uuid);
        })
        .catch(() => asked.delete(uuid));
    }
  }, [tasks, allowed, data, client, user]);

  const map = useMemo(() => {
    const m = new Map<string, string>(found);
    for (const row of data?.users.rows ?? []) m.set(row.user_uuid, row.email);
    if (user) m.set(user.user_uuid, user.email);
    return m;
    // `learned` re-reads what the lookups found.
  }, [data, user, learned]);
  const nameOf = useCallback(
    (uuid: string | null) => (uuid ? (map.get(uuid) ?? `user ${uuid.slice(0, 8)}`) : 'system'),
    [map],
  );
  const known = useMemo(
    () => [...map].map(([uuid, label]) => ({ uuid, label })).sort((a, b) => a.label.localeCompare(b.label)),
    [map],
  );
  return { known, nameOf };
}
