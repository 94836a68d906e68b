import { describe, expect, it } from 'vitest';
import { asThemeChoice, resolveTheme } from './theme.js';

describe('theme', () => {
  it('follows the system unless a theme was picked', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
  it('reads an unknown or missing stored value as following the system', () => {
    expect(asThemeChoice('dark')).toBe('dark');
    expect(asThemeChoice(null)).toBe('system');
    expect(asThemeChoice('sepia')).toBe('system');
  });
});
