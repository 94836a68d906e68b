/**
 * Progress coalescing (issue 14): per task, the latest notice wins within a frame (~100 ms).
 * The first notice after a quiet frame goes out at once (no added latency); the ones that follow
 * within the frame are held and only the newest is sent when it closes. A notice that does not
 * move a task forward (a repeat from another gateway, a tick that arrives after the end) is
 * dropped. The latest notice of every running task is kept for newcomers.
 */
import { isTaskEnded } from '@console/schema';
import type { ProgressNotice, TaskStatusChange } from './items.js';

/** The default frame: at most one progress message per task and subscriber in this time. */
export const PROGRESS_FRAME_MS = 100;
/** Running tasks remembered at once; ended ones, to drop their late ticks. */
const RUNNING_MEMORY = 10_000;
const ENDED_MEMORY = 1_000;

interface TaskProgress {
  latest: ProgressNotice;
  /** When a notice of this task last went out (ms, monotonic). */
  sentAt: number;
  /** The notice waiting for the frame to close. */
  timer: NodeJS.Timeout | undefined;
}

export class ProgressCoalescer {
  private readonly running = new Map<string, TaskProgress>();
  private readonly ended = new Set<string>();

  constructor(
    private readonly emit: (notice: ProgressNotice) => void,
    private readonly frameMs = PROGRESS_FRAME_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A progress notice: sent now, held for the frame, or dropped. Returns whether it was new. */
  offer(notice: ProgressNotice): boolean {
    const uuid = notice.task_uuid;
    if (this.ended.has(uuid)) return false;
    const state = this.running.get(uuid);
    if (!state) {
      if (this.running.size >= RUNNING_MEMORY) this.forget(this.running.keys().next().value!);
      this.running.set(uuid, { latest: notice, sentAt: this.now(), timer: undefined });
      this.emit(notice);
      return true;
    }
    const { latest } = state;
    if (notice.done < latest.done || (notice.done === latest.done && notice.total === latest.total)) return false;
    state.latest = notice;
    const wait = state.sentAt + this.frameMs - this.now();
    if (wait <= 0 && !state.timer) this.send(state);
    else state.timer ??= setTimeout(() => this.send(state), Math.max(wait, 0)).unref();
    return true;
  }

  /**
   * A task's status changed (its stored event is about to go out): what is held of its progress
   * goes first, so messages stay in order; once ended, the task is forgotten and late ticks dropped.
   */
  statusChanged(task: TaskStatusChange): void {
    const state = this.running.get(task.uuid);
    if (state?.timer) this.send(state);
    if (isTaskEnded(task.status)) {
      this.forget(task.uuid);
      this.ended.add(task.uuid);
      if (this.ended.size > ENDED_MEMORY) this.ended.delete(this.ended.values().next().value!);
    } else if (state && task.progress.done > state.latest.done) {
      state.latest = { ...state.latest, done: task.progress.done, total: task.progress.total };
    }
  }

  /** The latest notice of every running task, or of one. */
  latest(taskUuid?: string | null): ProgressNotice[] {
    if (taskUuid) {
      const state = this.running.get(taskUuid);
      return state ? [state.latest] : [];
    }
    return [...this.running.values()].map((s) => s.latest);
  }

  /** Stops the held notices' timers (the gateway is closing). */
  close(): void {
    for (const uuid of [...this.running.keys()]) this.forget(uuid);
  }

  private send(state: TaskProgress): void {
    clearTimeout(state.timer);
    state.timer = undefined;
    state.sentAt = this.now();
    this.emit(state.latest);
  }

  private forget(uuid: string): void {
    clearTimeout(this.running.get(uuid)?.timer);
    this.running.delete(uuid);
  }
}
