import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { abortableSleep } from './sleep.js';

describe('abortableSleep', () => {
  it('leaves no listener on the signal after 1,000 waits, and returns at once when aborted', async () => {
    const controller = new AbortController();
    for (let i = 0; i < 1000; i++) await abortableSleep(0, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    const long = abortableSleep(60_000, controller.signal);
    controller.abort();
    await long;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
