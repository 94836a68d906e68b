/**
 * One statement at a time, each on a turn of the event loop of its own — for PGlite.
 *
 * PGlite runs a statement synchronously on this thread and hands the next one on through
 * promises, so the statements of every request in flight used to run back to back in one
 * microtask drain. Node polls sockets only between drains, and accepts one new connection per
 * loop iteration: with 50 requests in flight an iteration took ~300 ms, new connections waited
 * their turn for seconds, and the gateway, opening connections to serve a burst, gave up after
 * its 5 s ("The platform is not answering right now", issue 17's gateway bench, 6–10 errors in
 * half the runs). Here each statement (or whole transaction) waits for the previous one, and once
 * statements have run for SLICE_MS, for a turn of the loop (setImmediate: after the sockets are
 * polled), so an iteration holds a few milliseconds of statements and whatever I/O has arrived.
 * PGlite ran one statement at a time anyway: throughput is the same; only the order changes, to
 * first come, first served for the sockets too.
 */

/** Resolves on the next turn of the event loop, after pending I/O has been polled. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Statements run back to back for at most this long before the loop gets a turn. A turn for every
 * statement cost a 100,000-row bulk preview and apply, thousands of small statements, 9 s of 18;
 * a slice this long keeps an iteration short enough that a connection waits milliseconds, not
 * seconds, at 50 callers.
 */
export const SLICE_MS = 4;

/** Resolves at once while the current slice lasts, else on the next turn of the loop. */
export function slicer(now: () => number = () => performance.now()): () => Promise<void> {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = now();
  };
}

export interface Turns {
  /** Runs `work` once everything asked for before it has settled, when the loop has had its turn. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Between two statements of a transaction: gives the loop its turn when the slice is over. */
  between(): Promise<void>;
}

export function turns(): Turns {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = slicer();
  return {
    run(work) {
      const result = tail.then(turn).then(work);
      tail = result.catch(() => undefined);
      return result;
    },
    between: turn,
  };
}
