/** The signed-in staff user's task monitor (null for others), following the live feed while used. */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { can } from '@console/schema';
import { useInspect } from '../inspector/index.js';
import { useSession } from '../session/index.js';
import { retainTaskMonitor, taskMonitorFor, type TaskMonitorActor } from './taskMonitorStore.js';

export function useTaskMonitor(): TaskMonitorActor | null {
  const { user } = useSession();
  const client = useApolloClient();
  const inspect = useInspect();
  const userUuid = user && can(user.scope, 'read') ? user.user_uuid : null;
  const actor = useMemo(() => (userUuid ? taskMonitorFor(userUuid, inspect) : null), [userUuid, inspect]);
  useEffect(() => (userUuid ? retainTaskMonitor(client, userUuid) : undefined), [client, userUuid]);
  return actor;
}
