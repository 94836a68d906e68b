import { describe, expect, it } from 'vitest';
import { mayRevert, revertActionOf } from './mayRevert.js';

describe('who may revert a transaction', () => {
  it('takes the action of the original change; a revert of a revert the kind at the bottom of its chain', () => {
    expect(revertActionOf({ kind: 'bulk.apply' })).toBe('bulk');
    expect(revertActionOf({ kind: 'update' })).toBe('write');
    expect(revertActionOf({ kind: 'revert', reverts: { kind: 'dissociation' } })).toBe('dissociationApply');
    expect(revertActionOf({ kind: 'settings' })).toBeNull();
  });

  it('offers it to the roles that may make the change', () => {
    expect(mayRevert(['ops'], { kind: 'bulk.apply' })).toBe(true);
    expect(mayRevert(['ops'], { kind: 'dissociation' })).toBe(false);
    expect(mayRevert(['admin'], { kind: 'dissociation' })).toBe(true);
    expect(mayRevert(['admin'], { kind: 'settings' })).toBe(false);
  });
});
