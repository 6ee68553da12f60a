import { describe, expect, it } from 'vitest';
import { STL_TEXT_MESSAGES, sanitizeKeychainText, validateStlText } from './keychain-text';

describe('sanitizeKeychainText (spec §5)', () => {
  it.each([
    ['asha', 'Asha'],
    ['a b-c!', 'Abc'],
    ['raj@2024', 'Raj2024'],
    ['ABCDEFGHIJKLMNOP', 'ABCDEFGHIJKLM'],
    ['abcdefghijklmnop', 'Abcdefghijklm'],
    ['9lives', '9lives'],
    ['émile', 'Mile'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitizeKeychainText(input)).toBe(output);
  });

  it('caps at 13 characters', () => {
    expect(sanitizeKeychainText('x'.repeat(40))).toHaveLength(13);
  });

  it('takes another cap for the Blender page (20)', () => {
    expect(sanitizeKeychainText('y'.repeat(40), 20)).toHaveLength(20);
  });
});

describe('validateStlText (spec §5 STL messages)', () => {
  it.each([
    ['', STL_TEXT_MESSAGES.required],
    ['   ', STL_TEXT_MESSAGES.required],
    ['ABCDEFGHIJKLMN', STL_TEXT_MESSAGES.tooLong],
    ['Two words', STL_TEXT_MESSAGES.spaces],
    ['Hi!', STL_TEXT_MESSAGES.symbols],
    ['Chaabi13', null],
    ['ABCDEFGHIJKLM', null],
  ])('%j → %j', (text, message) => {
    expect(validateStlText(text)).toBe(message);
  });
});
