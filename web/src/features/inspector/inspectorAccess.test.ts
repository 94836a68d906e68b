import { describe, expect, it } from 'vitest';
import { inspectFlag, inspectorAllowed, isInspectorShortcut } from './inspectorAccess.js';

const key = (over: Partial<KeyboardEvent>) => ({
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  code: '',
  key: '',
  ...over,
});

describe('inspector access', () => {
  it('is open to everyone in development and to superadmins and owners in production', () => {
    expect(inspectorAllowed([], true)).toBe(true);
    expect(inspectorAllowed(['admin', 'ops'], false)).toBe(false);
    expect(inspectorAllowed(['superadmin'], false)).toBe(true);
    expect(inspectorAllowed(['owner'], false)).toBe(true);
  });

  it('opens with Ctrl+Alt+I or Ctrl+` and leaves Ctrl+Shift+I to devtools', () => {
    expect(isInspectorShortcut(key({ ctrlKey: true, altKey: true, code: 'KeyI', key: 'i' }))).toBe(true);
    expect(isInspectorShortcut(key({ ctrlKey: true, code: 'Backquote', key: '`' }))).toBe(true);
    expect(isInspectorShortcut(key({ ctrlKey: true, shiftKey: true, code: 'KeyI', key: 'I' }))).toBe(false);
    expect(isInspectorShortcut(key({ altKey: true, code: 'KeyI' }))).toBe(false);
  });

  it('reads the ?inspect=1 flag', () => {
    expect(inspectFlag('?inspect=1')).toBe(true);
    expect(inspectFlag('?a=b&inspect=true')).toBe(true);
    expect(inspectFlag('?inspect=0')).toBe(false);
    expect(inspectFlag('')).toBe(false);
  });
});
