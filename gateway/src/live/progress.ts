/**
 * Progress coalescing (issue 14): per task, the latest notice wins within a frame (~100 ms). Each
 * task has a bucket of FRAME_BURST messages that refills by one per frame: a notice that finds one
 * goes out at once (no added latency); one that finds none is held, and only the newest held is
 * sent as soon as the bucket has one again. A storm of notices is thus one message per frame,
 * while notices paced at about a frame (the reference platform sends one per ~100 ms) with now
 * and then an extra one are never held. (Frames restarted at each send did hold them: a platform
 * pacing near the frame drifted against it, and from the first extra notice on nearly every
 * notice waited most of a frame — 90 ms added in the live bench to notices that had left the
 * platform 1–2 ms after their time.) A notice that does not move a task forward (a repeat from
 * another gateway, a tick that arrives after the end) is dropped. The latest notice of every
 * running task is kept for newcomers.
 */
import { isTaskEnded } from '@console/schema';
import type { ProgressNotice, TaskStatusChange } from './items.js';

/** The default frame: at most one progress message per task and subscriber in this time. */
export const PROGRESS_FRAME_MS = 100;
/** Messages a task may send at once before it is held to one per frame. */
export const FRAME_BURST = 2;
/** Running tasks remembered at once; ended ones, to drop their late ticks. */
const RUNNING_MEMORY = 10_000;
const ENDED_MEMORY = 1_000;

interface TaskProgress {
  latest: ProgressNotice;
  /** Messages the task may send now (refilled by one per frame, up to FRAME_BURST). */
  tokens: number;
  /** When `tokens` was last refilled (ms, monotonic). */
  refilledAt: number;
  /** The notice waiting for a token. */
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
      this.running.set(uuid, { latest: notice, tokens: FRAME_BURST - 1, refilledAt: this.now(), timer: undefined });
      this.emit(notice);
      return true;
    }
    const { latest } = state;
    if (notice.done < latest.done || (notice.done === latest.done && notice.total === latest.total)) return false;
    state.latest = notice;
    if (state.timer) return true; // one is held already: this one replaces it
    this.refill(state);
    if (state.tokens >= 1) this.send(state);
    else state.timer = setTimeout(() => this.send(state), (1 - state.tokens) * this.frameMs).unref();
    return true;
  }

  private refill(state: TaskProgress): void {
    const now = this.now();
    state.tokens = Math.min(FRAME_BURST, state.tokens + (now - state.refilledAt) / this.frameMs);
    state.refilledAt = now;
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

  /** Sends the task's latest notice, with a token (or on credit, before its status change). */
  private send(state: TaskProgress): void {
    clearTimeout(state.timer);
    state.timer = undefined;
    this.refill(state);
    state.tokens = Math.max(state.tokens - 1, 0);
    this.emit(state.latest);
  }

  private forget(uuid: string): void {
    clearTimeout(this.running.get(uuid)?.timer);
    this.running.delete(uuid);
  }
}
