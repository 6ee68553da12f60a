import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freeText, hasUnsafeCharacters, toPlainTextField, UNSAFE_TEXT_MESSAGE } from './free-text';

describe('free text (invisible characters never reach the print room)', () => {
  it.each([
    ['right-to-left override', 'Asha\u202Emrev'],
    ['left-to-right isolate', 'a\u2066b'],
    ['zero-width space', 'Asha\u200BVerma'],
    ['zero-width joiner', 'Asha\u200DVerma'],
    ['byte order mark', '\uFEFFAsha'],
    ['arabic letter mark', 'a\u061Cb'],
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001Bb'],
    ['C1 control', 'a\u0085b'],
    ['line break in a one-line field', 'a\nb'],
    ['lone high surrogate', 'a\uD800b'],
    ['lone low surrogate', 'a\uDC00b'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
    ['TAG character', 'Asha\u{E0041}'],
    ['soft hyphen', 'As\u00ADha'],
    ['invisible times', 'a\u2062b'],
    ['Hangul filler', '\u3164'],
    ['variation selector 16', 'Asha\uFE0F'],
    ['private-use character', 'a\uE000b'],
    ['unassigned code point', 'a\u0378b'],
    ['zero-width non-joiner between Latin letters', 'Asha\u200CVerma'],
  ])('refuses a %s', (_name, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
    const result = freeText(z.string()).safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it.each(['Asha Verma', 'आशा वर्मा', 'ஆஷா', 'Flat 4, 2nd floor', 'Müller', '😀 shop'])('keeps %s', (text) => {
    expect(freeText(z.string()).parse(text)).toBe(text.normalize('NFC'));
  });

  it.each([
    ['Devanagari half form (virama + ZWJ)', 'क्\u200Dष'],
    ['Devanagari explicit virama (virama + ZWNJ)', 'क्\u200Cष'],
    ['Malayalam chillu at the end of a word', 'അവന്\u200D'],
    ['Bengali ra-phala (ZWJ after a letter)', 'র\u200D্য'],
  ])('keeps a joiner next to Indic letters: %s', (_name, text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
    expect(freeText(z.string()).parse(text)).toBe(text.normalize('NFC'));
  });

  it('keeps line breaks and tabs in multi-line fields, still refusing overrides', () => {
    expect(freeText(z.string(), { multiLine: true }).parse('line 1\nline 2\ttab')).toBe('line 1\nline 2\ttab');
    expect(freeText(z.string(), { multiLine: true }).safeParse('a\u202Eb').success).toBe(false);
  });

  it('normalises to NFC', () => {
    expect(freeText(z.string()).parse('Jose\u0301')).toBe('Jos\u00e9');
  });

  it('makes a stored value safe for the job sheet: overrides and line breaks become a visible U+FFFD', () => {
    expect(toPlainTextField('Asha\u202Emrev')).toBe('Asha\uFFFDmrev');
    expect(toPlainTextField('12 MG Road\nFAKE LINE')).toBe('12 MG Road\uFFFDFAKE LINE');
    expect(toPlainTextField('आशा वर्मा')).toBe('आशा वर्मा');
  });
});
