/**
 * Long work runs as a task (DESIGN §3): queued, running, then succeeded, failed or cancelled,
 * with progress `{done, total}` published as it happens. Tasks run one at a time in order; a
 * task's own writes are one command (all or nothing) inside its work function, which writes the
 * task's success in that same command (`finish`), so a crash never leaves committed work on a
 * task still running; on start, `recover` reconciles what a previous process left (recover.ts).
 * Its progress over time (`progress_samples`: what was published, thinned evenly to at most
 * TASK_PROGRESS_SAMPLES_MAX) is kept in memory while it runs and stored on the task, in the
 * event of its end, when it ends.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { can, forbiddenMessage, taskStartAction, type Task, type TaskProgress } from '@console/schema';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { outsideRequest } from '../../store/requestScope.js';
import { Conflict, Forbidden, NotFound } from '../../store/errors.js';
import type { Bus } from '../../store/bus.js';
import type { Commands, StoreRef, Writer } from '../../store/commands.js';
import { type ApiRecord, getByUuid } from '../../store/records.js';
import { unfinishedTasks } from '../../store/taskTraces.js';
import { PROGRESS_INTERVAL_MS, SampleLog, shouldPublishProgress } from './progress.js';
import { reconciledState } from './recover.js';

export const TASKS_STORE: StoreRef = { store: 'tasks', keyField: 'uuid', companyPath: 'company.digit_code' };

export interface TaskSpec {
  kind: string;
  task_name: string;
  user_uuid: string | null;
  company_code: string | null;
  total: number;
  /** The task's uuid when the caller must know it before the task exists (a bulk apply claims its preview with it). */
  uuid?: string;
  /**
   * Does the work; reports progress; returns the result and the transaction it committed. Await
   * each report: it resolves after a turn of the event loop, so what it published goes out while
   * the work goes on (PGlite answers in microtasks: a loop of queries alone never yields to I/O).
   */
  work: (report: (done: number) => Promise<void>, taskUuid: string, finish: TaskFinish) => Promise<TaskOutcome>;
}

/** What a task's work answers: its result and the transaction it committed. */
export interface TaskOutcome {
  result: Record<string, unknown>;
  transaction_uuid: string | null;
}

/**
 * Writes the task's success with `w`, inside the work's own command, as its last step: the
 * success commits with the work or not at all, so no crash leaves committed work on a task still
 * running (DESIGN §8). A work that does not call it has its success written after it returns.
 */
export type TaskFinish = (w: Writer, outcome: TaskOutcome) => Promise<void>;

/** How often a held task looks for its hold file again (config.holdTasksFile). */
const HOLD_POLL_MS = 50;
type LiveProgress = TaskProgress & { samples: SampleLog };

export class Tasks {
  private readonly live = new Map<string, LiveProgress>();
  private readonly pending = new Map<string, TaskSpec>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly commands: Commands,
    private readonly bus: Bus,
    private readonly config: Pick<PlatformConfig, 'holdTasksFile'> = {},
  ) {}

  /**
   * Reconciles the tasks a previous process left queued or running with what the store holds
   * (tasks/recover.ts): committed work → succeeded, else failed with nothing written. Answers how
   * many of each.
   */
  async recover(): Promise<{ succeeded: number; failed: number }> {
    const counts = { succeeded: 0, failed: 0 };
    for (const task of await unfinishedTasks(this.db)) {
      const state = await reconciledState(this.db, task);
      await this.setState(task.uuid, state);
      counts[state.status === 'succeeded' ? 'succeeded' : 'failed']++;
    }
    return counts;
  }

  /** Queues a task and returns it at once; it runs after the tasks queued before it. */
  async start(spec: TaskSpec): Promise<ApiRecord> {
    const uuid = spec.uuid ?? randomUUID();
    const fields = {
      task_name: spec.task_name,
      kind: spec.kind,
      status: 'queued',
      progress: { done: 0, total: spec.total },
      progress_samples: [],
      user_uuid: spec.user_uuid,
      company: spec.company_code ? { digit_code: spec.company_code } : null,
      started_at: null,
      finished_at: null,
      result: null,
      error: null,
      transaction_uuid: null,
    };
    const { result } = await this.commands.run(
      {
        kind: 'task.queued',
        resource: 'tasks',
        user_uuid: spec.user_uuid,
        company_code: spec.company_code,
        recordTransaction: false,
      },
      (w) => w.insert(TASKS_STORE, fields, uuid),
    );
    this.pending.set(uuid, spec);
    // A task outlives the request that queued it: its work is never cancelled with that request.
    this.chain = this.chain.then(() => outsideRequest(() => this.execute(uuid))).catch(() => undefined);
    return result;
  }

  /**
   * Cancels a queued task for a caller whose scope may start a task of its kind (403 otherwise);
   * a running or finished one answers 409.
   */
  async cancel(uuid: string, scope: readonly string[]): Promise<ApiRecord> {
    const row = await getByUuid(this.db, 'tasks', uuid);
    if (!row) throw new NotFound(`No task with uuid ${uuid}`);
    const action = taskStartAction(String(row.data.kind));
    if (!can(scope, action)) throw new Forbidden(forbiddenMessage(action));
    if (row.data.status !== 'queued' || !this.pending.has(uuid)) {
      throw new Conflict(`Task ${uuid} is ${String(row.data.status)}; only a queued task can be cancelled`);
    }
    this.pending.delete(uuid);
    return this.setState(uuid, { status: 'cancelled', finished_at: new Date().toISOString() });
  }

  /** A task record with its live progress and samples while it runs (and no samples stored: none). */
  overlay(record: ApiRecord): ApiRecord {
    const live = this.live.get(record.uuid);
    if (live && record.status === 'running')
      return { ...record, progress: { done: live.done, total: live.total }, progress_samples: live.samples.samples() };
    return Array.isArray(record.progress_samples) ? record : { ...record, progress_samples: [] };
  }

  /** Resolves when every queued task has run (tests, shutdown). */
  idle(): Promise<void> {
    return this.chain;
  }

  private async execute(uuid: string): Promise<void> {
    const spec = this.pending.get(uuid);
    if (!spec) return;
    this.pending.delete(uuid);
    const startedAt = new Date().toISOString();
    const progress: LiveProgress = { done: 0, total: spec.total, samples: new SampleLog() };
    progress.samples.add({ at: startedAt, done: 0, total: spec.total });
    await this.setState(uuid, { status: 'running', started_at: startedAt });
    this.live.set(uuid, progress);
    await this.whileHeld();
    const last = { at: 0, done: 0 };
    let ended = false;
    // A report held back by the throttle still goes out once the interval has passed, if no later
    // one went first: the last value before a pause (or a slow row) is never lost.
    let trailing: NodeJS.Timeout | undefined;
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const publish = (now: number) => {
      clearTimeout(trailing);
      trailing = undefined;
      last.at = now;
      last.done = progress.done;
      ended = progress.done >= progress.total;
      const at = new Date(now).toISOString();
      progress.samples.add({ at, done: progress.done, total: progress.total });
      this.bus.publish({
        kind: 'progress',
        notice: { type: 'tasks.progress', task_uuid: uuid, done: progress.done, total: progress.total, at },
      });
    };
    const report = (done: number): Promise<void> => {
      progress.done = Math.min(done, progress.total);
      if (ended) return turn();
      const now = Date.now();
      if (shouldPublishProgress(last, now, progress.done, progress.total)) publish(now);
      else if (progress.done > last.done) {
        trailing ??= setTimeout(
          () => !ended && progress.done > last.done && publish(Date.now()),
          PROGRESS_INTERVAL_MS - (now - last.at),
        ).unref();
      }
      return turn();
    };
    const succeeded = (outcome: TaskOutcome) => ({
      status: 'succeeded' as const,
      progress: { done: progress.total, total: progress.total },
      progress_samples: progress.samples.samples(),
      result: outcome.result,
      transaction_uuid: outcome.transaction_uuid,
      finished_at: new Date().toISOString(),
    });
    let finishedWithWork = false;
    const finish: TaskFinish = async (w, outcome) => {
      await report(progress.total);
      const row = await getByUuid(w.tx, 'tasks', uuid, true);
      if (!row) throw new NotFound(`No task with uuid ${uuid}`);
      await w.update(TASKS_STORE, row, succeeded(outcome), undefined, { bookkeeping: true });
      finishedWithWork = true;
    };
    try {
      const outcome = await spec.work(report, uuid, finish);
      if (!finishedWithWork) {
        await report(progress.total);
        await this.setState(uuid, succeeded(outcome));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const details = (error as { details?: Record<string, unknown> }).details;
      await this.setState(uuid, {
        status: 'failed',
        error: message,
        result: details ?? null,
        progress_samples: progress.samples.samples(),
        finished_at: new Date().toISOString(),
      });
    } finally {
      ended = true;
      clearTimeout(trailing);
      this.live.delete(uuid);
    }
  }

  /** Waits while the test hook's hold file exists (config.holdTasksFile). */
  private async whileHeld(): Promise<void> {
    const file = this.config.holdTasksFile;
    while (file && existsSync(file)) await new Promise((resolve) => setTimeout(resolve, HOLD_POLL_MS));
  }

  private async setState(uuid: string, fields: Partial<Task> & Record<string, unknown>): Promise<ApiRecord> {
    const { result } = await this.commands.run(
      { kind: 'task.state', resource: 'tasks', user_uuid: null, recordTransaction: false },
      async (w) => {
        const row = await getByUuid(w.tx, 'tasks', uuid, true);
        if (!row) throw new NotFound(`No task with uuid ${uuid}`);
        return w.update(TASKS_STORE, row, fields);
      },
    );
    return result;
  }
}
