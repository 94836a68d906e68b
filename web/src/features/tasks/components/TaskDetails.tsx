/** One task: what it is, its progress (now and over time), its result or error, its transaction. */
import { Callout, Card, Classes, H3, H5, Intent } from '@blueprintjs/core';
import type { Task } from '@console/schema';
import { AppLink } from '../../../kit/ui/AppLink.js';
import { formatDateTime } from '../../../kit/format/index.js';
import { labelOf } from '../../../kit/tables/fields.js';
import { ValueView } from '../../../kit/values/ValueView.js';
import { taskDuration } from '../format.js';
import type { ProgressSample } from '../../monitor/index.js';
import { CancelTaskButton } from './CancelTaskButton.js';
import { ProgressTimeline } from './ProgressTimeline.js';
import { TaskProgressBar } from './TaskProgressBar.js';
import { TaskStatusTag } from './TaskStatusTag.js';
import '../../../kit/ui/liveList.css';

export interface TaskDetailsProps {
  task: Task;
  startedBy: string;
  now: number;
  samples: readonly ProgressSample[];
  canCancel: boolean;
  cancelling: boolean;
  onCancel: () => void;
}

export function TaskDetails({ task, startedBy, now, samples, canCancel, cancelling, onCancel }: TaskDetailsProps) {
  const company = task.company;
  return (
    <div className="console-task-details">
      <div className="console-live-header">
        <div className="console-live-title">
          <H3>
            Task #{task.id}: {task.task_name}
          </H3>
          <TaskStatusTag status={task.status} />
        </div>
        <CancelTaskButton task={task} visible={canCancel} cancelling={cancelling} onCancel={onCancel} />
      </div>
      <Card>
        <TaskProgressBar task={task} />
        <dl style={{ marginTop: 12 }}>
          <dt>Kind</dt>
          <dd>{task.kind}</dd>
          <dt>Started by</dt>
          <dd>{startedBy}</dd>
          <dt>Company</dt>
          <dd>
            {company ? (
              <AppLink href={`/admin/companies/${company.digit_code}`}>
                {`${company.digit_code} ${company.name ?? ''}`.trim()}
              </AppLink>
            ) : (
              '—'
            )}
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(task.created_at)}</dd>
          <dt>Started</dt>
          <dd>{formatDateTime(task.started_at) || 'not yet'}</dd>
          <dt>Finished</dt>
          <dd>{formatDateTime(task.finished_at) || 'not yet'}</dd>
          <dt>Duration</dt>
          <dd>{taskDuration(task, now) || '—'}</dd>
          <dt>Transaction</dt>
          <dd>
            {task.transaction_uuid && company ? (
              <AppLink href={`/admin/companies/${company.digit_code}/products/transactions/${task.transaction_uuid}`}>
                Records it changed ({task.transaction_uuid.slice(0, 8)})
              </AppLink>
            ) : (
              <span className={Classes.TEXT_MUTED}>{task.transaction_uuid ?? 'none yet'}</span>
            )}
          </dd>
        </dl>
      </Card>
      <Card>
        <H5>Progress over time</H5>
        <ProgressTimeline
          samples={samples}
          startedAt={task.started_at ? Date.parse(task.started_at) : null}
          status={task.status}
        />
      </Card>
      {task.error && (
        <Callout intent={Intent.DANGER} title="Error" style={{ marginTop: 12 }}>
          {task.error}
        </Callout>
      )}
      {task.result && (
        <Card>
          <H5>Result</H5>
          <dl className="console-task-result" aria-label="Result">
            {Object.entries(task.result).map(([key, value]) => [
              <dt key={`${key}-t`}>{labelOf(key)}</dt>,
              <dd key={`${key}-d`}>
                <ValueView value={value} field={key} />
              </dd>,
            ])}
          </dl>
        </Card>
      )}
    </div>
  );
}
