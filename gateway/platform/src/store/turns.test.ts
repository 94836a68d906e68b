import { describe, expect, it } from 'vitest';
import { SLICE_MS, slicer, turns } from './turns.js';

describe('turns', () => {
  it('runs work in the order asked, one at a time, whatever each one takes or throws', async () => {
    const gate = turns();
    const log: string[] = [];
    const slow = gate.run(async () => {
      log.push('slow starts');
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push('slow ends');
    });
    const failing = gate.run(async () => {
      log.push('failing');
      throw new Error('no');
    });
    const last = gate.run(async () => log.push('last'));
    await Promise.allSettled([slow, failing, last]);
    await expect(failing).rejects.toThrow('no');
    expect(log).toEqual(['slow starts', 'slow ends', 'failing', 'last']);
  });

  it('lets the event loop poll once work has run for a slice (a socket read, an accepted connection)', async () => {
    const gate = turns();
    const log: string[] = [];
    const first = gate.run(async () => {
      log.push('first');
      setImmediate(() => log.push('i/o that arrived meanwhile'));
      const until = performance.now() + SLICE_MS + 1;
      while (performance.now() < until); // a statement that ran past the slice
    });
    const second = gate.run(async () => log.push('second'));
    await Promise.all([first, second]);
    // Chained by promises alone, `second` would run in the same microtask drain as `first`.
    expect(log).toEqual(['first', 'i/o that arrived meanwhile', 'second']);
  });

  it('runs statements back to back within a slice, and gives the loop a turn after it', async () => {
    let clock = 0;
    const turn = slicer(() => clock);
    const log: string[] = [];
    setImmediate(() => log.push('turn'));
    await turn();
    log.push('within the slice');
    clock = SLICE_MS;
    await turn();
    log.push('after the slice');
    expect(log).toEqual(['within the slice', 'turn', 'after the slice']);
  });
});
