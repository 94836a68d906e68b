import { describe, expect, it } from 'vitest';
import { sequenceFor, startsSequence } from './useKeySequences.js';

describe('key sequences', () => {
  const run = () => undefined;
  const sequences = [
    { keys: 'g c', run },
    { keys: 'g t', run },
  ];
  it('a first key arms only the sequences it starts; the second picks one', () => {
    expect(startsSequence(sequences, 'g')).toBe(true);
    expect(startsSequence(sequences, 'c')).toBe(false);
    expect(sequenceFor(sequences, 'g', 't')?.keys).toBe('g t');
    expect(sequenceFor(sequences, 'g', 'x')).toBeUndefined();
  });
});
