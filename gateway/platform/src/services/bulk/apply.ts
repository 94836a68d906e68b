/**
 * Apply a stored preview as a task (DESIGN §3): bound to the preview_id, refused while the
 * preview has error rows, 409 with the rows that moved (checked at call time, and again under
 * lock inside the task's one command), all or nothing, idempotent: the preview is claimed for
 * one task under a row lock, and applying it again answers that task. A task that failed or was
 * cancelled committed nothing, so the same preview may be applied again.
 */
import { randomUUID } from 'node:crypto';
import type { AppliedBefore, Reverts } from '@console/schema';
import type { PlatformContext } from '../context.js';
import { Conflict, InvalidInput } from '../../store/errors.js';
import { getByUuid } from '../../store/records.js';
import { userByUuid } from '../../store/users.js';
import { claimPreview, plannedChunks, previewHeader, releasePreview } from '../../store/bulk/previews.js';
import { type ExtraVerify, movedDetails, movedRows } from '../../store/bulk/verify.js';
import { applyWrites } from '../../store/bulk/write.js';

export interface ApplyOptions {
  previewId: string;
  /** The preview kind this call applies (a preview of another kind is refused). */
  kind: string;
  /** Task kind and name; the transaction's resource. */
  taskKind: string;
  taskName: string;
  resource: string;
  userUuid: string | null;
  companyCode: string | null;
  extraVerify?: ExtraVerify;
  /** Field of the preview_id in the request, for 400s. */
  field?: string;
  /** Apply the rest of a preview whose rows in error the caller chose to leave (a revert's conflicts). */
  skipErrorRows?: boolean;
  /** A revert's apply: the transaction it reverts, recorded on its own (issue 18). */
  reverts?: Reverts | null;
}

/**
 * What an apply answers: the task that applies the preview (data) and a message; a repeat says who
 * applied the preview first, when, and its transaction (`already_applied`).
 */
export interface ApplyAnswer {
  data: {
    task_uuid: string | null;
    preview_id: string;
    status: unknown;
    transaction_uuid?: unknown;
    already_applied?: AppliedBefore | null;
  };
  message: string;
}

const movedMessage = (n: number) => `${n} row(s) changed since the preview; preview again`;

export async function applyPreview(ctx: PlatformContext, o: ApplyOptions): Promise<ApplyAnswer> {
  const { db } = ctx;
  const field = o.field ?? 'request.preview_id';
  const header = await previewHeader(db, o.previewId);
  if (header.kind !== o.kind)
    throw new InvalidInput(`preview_id ${o.previewId} is a preview of ${header.kind}, not ${o.kind}`, field);
  const again = await appliedTask(ctx, header.applied_task_uuid, o.previewId);
  if (again) return again;
  if (header.counts.error > 0 && !o.skipErrorRows) {
    throw new InvalidInput(
      `The preview has ${header.counts.error} row(s) in error: drop them and preview again before applying`,
      field,
    );
  }
  // The rows that write, read a stored chunk at a time: checked here, locked and checked again in
  // the task, then written (a preview's rows are never all in memory at once).
  const planned = header.total - header.counts.error;
  const moved = await movedRows(db, plannedChunks(db, o.previewId), false, o.extraVerify);
  if (moved.length) throw new Conflict(movedMessage(moved.length), undefined, movedDetails(moved));

  const taskUuid = randomUUID();
  const claimed = await claimPreview(db, o.previewId, taskUuid);
  if (!claimed) {
    const winner = await previewHeader(db, o.previewId);
    return (
      (await appliedTask(ctx, winner.applied_task_uuid, o.previewId)) ?? {
        data: {
          task_uuid: winner.applied_task_uuid,
          preview_id: o.previewId,
          status: 'queued',
          already_applied: { by: null, at: null, transaction_uuid: null },
        },
        message: 'Already applied',
      }
    );
  }
  let task;
  try {
    task = await ctx.tasks.start({
      uuid: taskUuid,
      kind: o.taskKind,
      task_name: o.taskName,
      user_uuid: o.userUuid,
      company_code: o.companyCode,
      total: planned,
      work: async (report, uuid, finish) => {
        const meta = {
          kind: o.taskKind,
          resource: o.resource,
          user_uuid: o.userUuid,
          task_uuid: uuid,
          company_code: o.companyCode,
          reverts: o.reverts ?? null,
        };
        const { result } = await ctx.commands.run(meta, async (w) => {
          const stale = await movedRows(w.tx, plannedChunks(w.tx, o.previewId), true, o.extraVerify);
          if (stale.length) throw new Conflict(movedMessage(stale.length), undefined, movedDetails(stale));
          const rows = await applyWrites(w, plannedChunks(w.tx, o.previewId), planned, {
            task_uuid: uuid,
            user_uuid: o.userUuid,
            report,
            failAfterRows: ctx.config.failApplyAfterRows,
          });
          // Every row the preview counted, or nothing (a preview stored before its rows were chunked has none).
          if (rows !== planned) throw new Error(`The preview ${o.previewId} holds ${rows} of its ${planned} rows`);
          const outcome = {
            result: { preview_id: o.previewId, rows, counts: { ...w.counts }, transaction_uuid: w.transactionUuid },
            transaction_uuid: w.transactionUuid,
          };
          // The task's success commits with the rows, or neither does (DESIGN §8).
          await finish(w, outcome);
          return outcome;
        });
        return result;
      },
    });
  } catch (error) {
    await releasePreview(db, o.previewId, taskUuid);
    throw error;
  }
  return {
    data: { task_uuid: taskUuid, preview_id: o.previewId, status: task.status },
    message: 'Apply queued as a task',
  };
}

/** The task that already applies (or applied) a preview, unless it failed or was cancelled. */
async function appliedTask(
  ctx: PlatformContext,
  taskUuid: string | null,
  previewId: string,
): Promise<ApplyAnswer | null> {
  if (!taskUuid) return null;
  const row = await getByUuid(ctx.db, 'tasks', taskUuid);
  if (!row) return null;
  const status = String(row.data.status);
  if (status === 'failed' || status === 'cancelled') return null;
  const transactionUuid = (row.data.transaction_uuid as string | null | undefined) ?? null;
  const by = typeof row.data.user_uuid === 'string' ? await userByUuid(ctx.db, row.data.user_uuid) : undefined;
  const at = (row.data.finished_at ?? row.data.started_at ?? row.created_at) as string | Date | null;
  return {
    data: {
      task_uuid: taskUuid,
      preview_id: previewId,
      status,
      transaction_uuid: transactionUuid,
      already_applied: {
        by: by?.email ?? null,
        at: at === null ? null : new Date(at).toISOString(),
        transaction_uuid: transactionUuid,
      },
    },
    message: 'Already applied: the first task answers again',
  };
}
