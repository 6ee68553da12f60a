import { describe, expect, it } from 'vitest';
import { FILAMENT_PALETTE, defaultFilamentName, filamentName } from './filament';

describe('defaultFilamentName', () => {
  it.each([
    ['#f9a8d4', 'Light Pink PLA'],
    ['#1f1f1f', 'Black PLA'], // a dark neutral stays black, not navy or dark green
    ['#1c1917', 'Black PLA'],
    ['#0f172a', 'Navy PLA'],
    ['#1e293b', 'Navy PLA'],
    ['#052e16', 'Dark Green PLA'],
    ['#ffffff', 'White PLA'],
    ['#ef4444', 'Red PLA'],
    ['#9ca3af', 'Grey PLA'],
  ])('names %s %s', (hex, name) => {
    expect(defaultFilamentName(hex)).toBe(name);
  });

  it('names every palette colour after itself, and a malformed hex just PLA', () => {
    for (const { name, hex } of FILAMENT_PALETTE) expect(defaultFilamentName(hex)).toBe(`${name} PLA`);
    expect(defaultFilamentName('pink')).toBe('PLA');
  });
});

describe('filamentName', () => {
  const field = filamentName('Text filament');
  it('trims and accepts a spool name', () => {
    expect(field.parse('  Light Pink PLA ')).toBe('Light Pink PLA');
  });
  it.each([
    ['', 'Text filament is required'],
    ['x'.repeat(41), 'Text filament must be at most 40 characters'],
    ['Pink\nPLA', 'Remove invisible or control characters'],
    ['Pink\u202ePLA', 'Remove invisible or control characters'],
  ])('refuses %j', (value, message) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
