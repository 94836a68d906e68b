/** /admin/tasks/details/{uuid} (issue 7): one task, live. */
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { messageForStatus } from '@console/schema';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { TaskDetails } from '../../features/tasks/components/TaskDetails.js';
import { useNow } from '../../features/tasks/hooks/useNow.js';
import { useTaskDetails } from '../../features/tasks/hooks/useTaskDetails.js';
import { useUserNames } from '../../features/tasks/hooks/useUserNames.js';
import { AppLink } from '../../kit/ui/AppLink.js';
import '../../features/tasks/tasks.css';

export function TaskDetailsRoute() {
  const { id = '' } = useParams<{ id: string }>();
  // Keyed by the task: another task is another follower.
  return <TaskDetailsScreen key={id} id={id} />;
}

function TaskDetailsScreen({ id }: { id: string }) {
  const details = useTaskDetails(id);
  const one = useMemo(() => (details.task ? [details.task] : []), [details.task]);
  const { nameOf } = useUserNames(one);
  const now = useNow(details.task?.status === 'running');
  const back = <AppLink href="/admin/tasks">All tasks</AppLink>;
  if (details.loading) return <Spinner aria-label="Loading the task" />;
  if (details.error)
    return (
      <NonIdealState
        icon="error"
        title={details.error.userMessage ?? messageForStatus(details.error.status)}
        action={back}
      />
    );
  if (!details.task)
    return <NonIdealState icon="search" title="No such task" description={`No task has the id ${id}.`} action={back} />;
  return (
    <>
      <p>{back}</p>
      <TaskDetails
        task={details.task}
        startedBy={nameOf(details.task.user_uuid)}
        now={now}
        samples={details.samples}
        canCancel={details.canCancel}
        cancelling={details.cancelling}
        onCancel={() => void details.cancel()}
      />
    </>
  );
}
