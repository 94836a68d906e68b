import { describe, expect, it } from 'vitest';
import { ACTIONS, OWNER_ONLY, roleRequirement } from './roles.js';

describe('roleRequirement', () => {
  it('words each kind of rule for a page that sends a user away', () => {
    expect(roleRequirement(ACTIONS.adminOrOwner)).toBe('the owner role, or admin, ops and superadmin together');
    expect(roleRequirement(ACTIONS.read)).toBe('the owner role, or admin, ops or superadmin');
    expect(roleRequirement(ACTIONS.write)).toBe('the owner role, or admin or superadmin');
    expect(roleRequirement(OWNER_ONLY)).toBe('the owner role');
    expect(roleRequirement({ roles: ['ops'], match: 'any', writes: false })).toBe('the owner role, or ops');
  });
});
