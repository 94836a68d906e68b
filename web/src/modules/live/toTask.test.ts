import { describe, expect, it } from 'vitest';
import { syntheticVersion } from './toTask.js';

const at = '2024-05-01T10:00:00.000Z';
describe('syntheticVersion', () => {
  it('orders by time, then status, then progress', () => {
    const queued = syntheticVersion({ updated_at: at, status: 'queued', progress: { done: 0, total: 10 } });
    const running = syntheticVersion({ updated_at: at, status: 'running', progress: { done: 5, total: 10 } });
    const further = syntheticVersion({ updated_at: at, status: 'running', progress: { done: 6, total: 10 } });
    const done = syntheticVersion({ updated_at: at, status: 'succeeded', progress: { done: 10, total: 10 } });
    const later = syntheticVersion({ updated_at: '2024-05-01T10:00:00.001Z', status: 'queued', progress: { done: 0, total: 0 } });
    expect([queued, running, further, done, later]).toEqual([...[queued, running, further, done, later]].sort((a, b) => a - b));
    expect(new Set([queued, running, further, done, later]).size).toBe(5);
    expect(Number.isSafeInteger(later)).toBe(true);
  });
});
