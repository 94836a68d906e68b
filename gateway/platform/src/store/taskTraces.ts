/**
 * What the store holds of a task's work, for the reconciliation after a crash (DESIGN §8): the
 * transaction its work committed (a transactions record naming the task) and the preview it applied.
 */
import type { Queryable } from './db.js';

/** A task some previous process left queued or running. */
export interface UnfinishedTask {
  uuid: string;
  data: Record<string, unknown>;
}

export async function unfinishedTasks(q: Queryable): Promise<UnfinishedTask[]> {
  return q.query<UnfinishedTask>(
    `select uuid::text as uuid, data from records where store = 'tasks'
      and data ->> 'status' in ('queued', 'running') order by id`,
  );
}

/** The committed transaction of a task's work. */
export interface CommittedWork {
  uuid: string;
  counts: { insert: number; update: number; delete: number };
  finished_at: string | null;
}

export async function committedWorkOf(q: Queryable, taskUuid: string): Promise<CommittedWork | undefined> {
  const rows = await q.query<{ uuid: string; data: { counts?: CommittedWork['counts']; finished_at?: string } }>(
    `select uuid::text as uuid, data from records where store = 'transactions' and data ->> 'task_uuid' = $1
      order by id limit 1`,
    [taskUuid],
  );
  const row = rows[0];
  return row
    ? {
        uuid: row.uuid,
        counts: row.data.counts ?? { insert: 0, update: 0, delete: 0 },
        finished_at: row.data.finished_at ?? null,
      }
    : undefined;
}

/** The preview a task applies (bulk apply, dissociation, media delete) and how many rows it writes. */
export async function previewAppliedBy(
  q: Queryable,
  taskUuid: string,
): Promise<{ preview_id: string; rows: number } | undefined> {
  const rows = await q.query<{ preview_id: string; rows: number }>(
    `select preview_id::text as preview_id, total - (counts ->> 'error')::int as rows
       from previews where applied_task_uuid = $1`,
    [taskUuid],
  );
  return rows[0];
}
