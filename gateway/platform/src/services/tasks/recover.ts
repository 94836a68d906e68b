/**
 * Tasks after a crash (DESIGN §8): what a task a previous process left queued or running really
 * did, read from the store. Its work committed (a transactions record names the task) → succeeded
 * with that transaction's counts; otherwise → failed, nothing written, and what to do next (a
 * preview can be applied again: its claim is released by the failure, bulk/apply.ts).
 * A task whose work writes its final state in the same database transaction (Tasks.execute's
 * `finish`) is never found running after its work committed; the rule holds for every kind anyway.
 */
import type { Queryable } from '../../store/db.js';
import { type UnfinishedTask, committedWorkOf, previewAppliedBy } from '../../store/taskTraces.js';

const INTERRUPTED = 'Interrupted by a platform restart before its work committed: nothing was written.';
const NEVER_RAN = 'The platform restarted while it was queued: it never ran and nothing was written.';

/** What to do about a task that wrote nothing, by kind. */
const nextStep = (kind: string, hasPreview: boolean): string =>
  hasPreview
    ? 'The same preview can be applied again.'
    : kind === 'integrity.sync'
      ? 'Run the sync again.'
      : 'Start it again.';

/** The state to write on a task a previous process left unfinished. */
export async function reconciledState(
  q: Queryable,
  task: UnfinishedTask,
  now = new Date(),
): Promise<Record<string, unknown>> {
  const total = Number((task.data.progress as { total?: number } | undefined)?.total ?? 0);
  const [work, preview] = await Promise.all([committedWorkOf(q, task.uuid), previewAppliedBy(q, task.uuid)]);
  if (work) {
    const result = {
      ...(preview ? { preview_id: preview.preview_id, rows: preview.rows } : {}),
      counts: work.counts,
      transaction_uuid: work.uuid,
      reconciled: true,
    };
    const finishedAt = work.finished_at ?? now.toISOString();
    return {
      status: 'succeeded',
      progress: { done: total, total },
      progress_samples: [{ at: finishedAt, done: total, total }],
      result,
      transaction_uuid: work.uuid,
      error: null,
      finished_at: finishedAt,
    };
  }
  const why = task.data.status === 'queued' ? NEVER_RAN : INTERRUPTED;
  return {
    status: 'failed',
    error: `${why} ${nextStep(String(task.data.kind), preview !== undefined)}`,
    finished_at: now.toISOString(),
  };
}
