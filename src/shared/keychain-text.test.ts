import { describe, expect, it } from 'vitest';
import corpus from '../../tests/fixtures/indic-names.json';
import {
  KEYCHAIN_TEXT_MESSAGES,
  MAX_TEXT_CODE_POINTS,
  STL_TEXT_MESSAGES,
  countLetters,
  keychainTextProblem,
  keychainTextScript,
  sanitizeKeychainText,
  validateStlText,
} from './keychain-text';
import { customTextField } from './schemas/design-fields';

describe('sanitizeKeychainText (docs/product.md#5-validation, by letter)', () => {
  it.each([
    ['asha', 'Asha'],
    ['raj@2024', 'Raj@2024'], // kept: the field says what it cannot print
    ['ABCDEFGHIJKLMNOP', 'ABCDEFGHIJKLM'],
    ['abcdefghijklmnop', 'Abcdefghijklm'],
    ['9lives', '9lives'],
    ['éclair', 'Éclair'],
    ['e\u0301clair', 'Éclair'], // NFC first
    ['आरव', 'आरव'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitizeKeychainText(input)).toBe(output);
  });

  it('caps at 13 letters, never inside a letter', () => {
    expect(countLetters(sanitizeKeychainText('x'.repeat(40)))).toBe(13);
    const cut = sanitizeKeychainText('क्षि'.repeat(14));
    expect(cut).toBe('क्षि'.repeat(10)); // 40 code points: the 11th cluster would pass the cap
    expect(sanitizeKeychainText('ज्ञानेश्वर'.repeat(2), 5)).toBe('ज्ञानेश्वरज्ञा');
  });

  it('takes another cap for the Blender page (20)', () => {
    expect(sanitizeKeychainText('y'.repeat(40), 20)).toHaveLength(20);
  });
});

describe('countLetters (extended grapheme clusters)', () => {
  it.each([
    ['Chaabi', 6],
    ['क्षितिज', 3],
    ['ज्ञानेश्वर', 4],
    ['श्री', 1],
    ['தமிழ்', 3],
    ['ശ്രീക്കുട്ടി', 3],
    ['र्\u200dया', 1], // GB9c: consonant + virama + ZWJ + consonant is one cluster
  ])('%j has %i letters', (text, n) => {
    expect(countLetters(text)).toBe(n);
  });
});

describe('keychainTextProblem', () => {
  it.each([
    ['Chaabi13', null],
    ['éclair', null],
    ['राज007', null],
    ['क्षितिज', null],
    ['श्रीनिवास्', null], // a final halant after other letters is written
    ['र्\u200dया', null], // eyelash ra keeps its ZWJ
    ['', STL_TEXT_MESSAGES.required],
    ['Two words', STL_TEXT_MESSAGES.spaces],
    ['Hi!', KEYCHAIN_TEXT_MESSAGES.cannotPrint('"!"')],
    ['😀', KEYCHAIN_TEXT_MESSAGES.cannotPrint('"😀"')],
    ['Жанна', KEYCHAIN_TEXT_MESSAGES.cannotPrint('"Ж", "а", "н"')],
    ['राजA', KEYCHAIN_TEXT_MESSAGES.mixedScripts('"र"', '"A"')],
    ['ABCDEFGHIJKLMN', STL_TEXT_MESSAGES.tooLong],
    ['ि', KEYCHAIN_TEXT_MESSAGES.needsLetter('ि')],
    ['क्', KEYCHAIN_TEXT_MESSAGES.halfLetter('क्')],
    ['e\u0301', KEYCHAIN_TEXT_MESSAGES.notNfc],
  ])('%j → %j', (text, message) => {
    expect(keychainTextProblem(text)).toBe(message);
  });

  it(`refuses more than ${MAX_TEXT_CODE_POINTS} code points even within 13 letters`, () => {
    expect(keychainTextProblem('क्षि'.repeat(10))).toBeNull();
    expect(keychainTextProblem(`${'क्षि'.repeat(10)}क`)).toBe(KEYCHAIN_TEXT_MESSAGES.tooManyCodePoints);
  });

  it('names the one script, Latin for digits alone', () => {
    expect(keychainTextScript('राज007')).toBe('Deva');
    expect(keychainTextScript('2024')).toBe('Latn');
    expect(keychainTextScript('ਸਿੰਘ')).toBe('Guru');
    expect(keychainTextScript('ଲକ୍ଷ୍ମୀ')).toBe('Orya');
    expect(keychainTextProblem('ଲକ୍ଷ୍ମୀ')).toBeNull();
    expect(keychainTextScript('राजA')).toBeNull();
  });
});

describe('validateStlText (docs/product.md#5-validation STL messages)', () => {
  it.each([
    ['', STL_TEXT_MESSAGES.required],
    ['   ', STL_TEXT_MESSAGES.required],
    ['ABCDEFGHIJKLMN', STL_TEXT_MESSAGES.tooLong],
    ['Two words', STL_TEXT_MESSAGES.spaces],
    ['Chaabi13', null],
    ['ABCDEFGHIJKLM', null],
  ])('%j → %j', (text, message) => {
    expect(validateStlText(text)).toBe(message);
  });
  it('starts the symbols message with the spec text and names the character', () => {
    expect(validateStlText('Hi!')).toBe(`${STL_TEXT_MESSAGES.symbols}: cannot print "!"`);
  });
});

describe('customTextField', () => {
  it('stores NFC text and answers the rule message', () => {
    const field = customTextField('Please enter custom text', 15);
    expect(field.parse(' Cafe\u0301 ')).toBe('Café');
    expect(field.safeParse('राजA').error?.issues[0]?.message).toBe(KEYCHAIN_TEXT_MESSAGES.mixedScripts('"र"', '"A"'));
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Please enter custom text');
  });
});

describe('the Indic name corpus (tests/fixtures/indic-names.json)', () => {
  it.each(corpus.names)('accepts $name as $script, within 13 letters', ({ name, script }) => {
    expect(keychainTextProblem(name)).toBeNull();
    expect(keychainTextScript(name)).toBe(script);
    expect(sanitizeKeychainText(name)).toBe(name);
  });
});
