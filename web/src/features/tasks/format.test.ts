import { describe, expect, it } from 'vitest';
import { formatDuration, progressShare, taskDuration } from './format.js';

describe('task wording', () => {
  it('words durations', () => {
    expect(formatDuration(400)).toBe('0.4 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
  });
  it('measures a running task up to now and a finished one up to its end', () => {
    const started_at = '2024-01-01T00:00:00.000Z';
    expect(taskDuration({ started_at, finished_at: null }, Date.parse('2024-01-01T00:00:30.000Z'))).toBe('30 s');
    expect(taskDuration({ started_at, finished_at: '2024-01-01T00:00:02.000Z' }, 0)).toBe('2.0 s');
    expect(taskDuration({ started_at: null, finished_at: null }, 0)).toBe('');
  });
  it('gives the share done', () => {
    expect(progressShare({ progress: { done: 5, total: 20 }, status: 'running' })).toBe(0.25);
    expect(progressShare({ progress: { done: 0, total: 0 }, status: 'succeeded' })).toBe(1);
  });
});
