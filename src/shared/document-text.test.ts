// What the shop's PDFs can draw, as the forms check it (docs/decisions/102-every-indian-name-prints.md);
// the PDF engine's own test checks every accepted character against the fonts.
import { describe, expect, it } from 'vitest';
import { documentScriptsOf, documentTextMessage, documentTextProblem, undrawableLetters } from './document-text';

describe('undrawableLetters', () => {
  it.each([
    ['Asha Verma', []],
    ['Ĺuboš Čapek, 12-B/4 MG Road ₹', []],
    ['रवि कुमार', []],
    ['ଲକ୍ଷ୍ମୀ ପଣ୍ଡା', []],
    ['محمد علی، مکان 12', []],
    ['ڀڳوان داس', []],
    ['کٲشُر', []],
    ['ᱥᱮᱛᱟᱜ ᱢᱩᱨᱢᱩ', []],
    ['ꯆꯥꯎꯕ ꯁꯤꯡꯍ', []],
    ['Line 1\nLine 2', []],
  ])('%j prints whole', (text, letters) => {
    expect(undrawableLetters(text)).toEqual(letters);
    expect(documentTextProblem(text)).toBeNull();
  });

  it.each([
    ['සිංහල', ['සිං', 'හ', 'ල']],
    ['Wang 王伟 王', ['王', '伟']],
    ['שלום', ['ש', 'ל', 'ו', 'ם']],
    ['Asha 😀', ['😀']],
    ['𑌕 Grantha', ['𑌕']],
  ])('%j: names each letter no face draws, once', (text, letters) => {
    expect(undrawableLetters(text)).toEqual(letters);
  });

  it('refuses a vowel sign with no letter of its script before it (HarfBuzz would draw a dotted circle)', () => {
    expect(undrawableLetters('राम ि')).toEqual([' ि']);
    expect(undrawableLetters('ि')).toEqual(['ि']);
    expect(undrawableLetters('aି')).toEqual(['aି']);
    expect(undrawableLetters('é')).toEqual([]); // a combining acute on e: DejaVu draws it
  });

  it('says what to do, naming the letters', () => {
    expect(documentTextProblem('王伟')).toBe(documentTextMessage(['王', '伟']));
    expect(documentTextMessage(['王', '伟'])).toBe(
      'Please write this in English letters for the courier: our labels and invoices cannot print 王 伟',
    );
  });
});

describe('documentScriptsOf', () => {
  it('knows the twelve scripts the PDFs draw from faces, and shares the danda', () => {
    expect(documentScriptsOf('ଓ')).toEqual(['Orya']);
    expect(documentScriptsOf('ع')).toEqual(['Arab']);
    expect(documentScriptsOf('ᱚ')).toEqual(['Olck']);
    expect(documentScriptsOf('ꯀ')).toEqual(['Mtei']);
    expect(documentScriptsOf('।')).toEqual(expect.arrayContaining(['Deva', 'Beng', 'Orya']));
    expect(documentScriptsOf('A')).toEqual([]);
    expect(documentScriptsOf('\u0B55')).toEqual([]); // an Odia sign the Odia face lacks
  });
});
