import { describe, expect, it } from 'vitest';
import { EMPTY_FONT_INPUT_MESSAGE, FONT_PARSE_ERROR_MESSAGE, parseFontInput } from './font-input';

describe('parseFontInput', () => {
  it.each([
    ['https://fonts.google.com/specimen/Open+Sans', 'Open Sans'],
    ['https://fonts.google.com/specimen/Open+Sans?query=open', 'Open Sans'],
    ['fonts.google.com/specimen/Playfair%20Display', 'Playfair Display'],
    ['https://fonts.googleapis.com/css2?family=Open+Sans:wght@400', 'Open Sans'],
    ['https://fonts.googleapis.com/css2?family=Roboto+Slab:wght@400;700&family=Lato&display=swap', 'Roboto Slab'],
    ['https://fonts.googleapis.com/css?family=Lobster|Pacifico', 'Lobster'],
    ['Open Sans', 'Open Sans'],
    ['  Permanent   Marker ', 'Permanent Marker'],
    ['M PLUS 1p', 'M PLUS 1p'],
  ])('reads %s as the family "%s"', (input, family) => {
    const parsed = parseFontInput(input);
    expect(parsed).toEqual({ ok: true, family, name: family.toLowerCase().replace(/\s+/g, '-') });
  });

  it('gives the option name lowercased with hyphens (docs/product.md#5-validation)', () => {
    expect(parseFontInput('https://fonts.google.com/specimen/Open+Sans')).toMatchObject({ name: 'open-sans' });
  });

  it('asks for input when empty', () => {
    expect(parseFontInput('   ')).toEqual({ ok: false, error: EMPTY_FONT_INPUT_MESSAGE });
    expect(EMPTY_FONT_INPUT_MESSAGE).toBe('Please enter a Google Fonts URL or font name');
  });

  it.each([
    'https://fonts.google.com/',
    'https://example.com/fonts.css',
    'https://fonts.googleapis.com/css2?display=swap',
    '<script>',
    'https://fonts.google.com/specimen/%E0%A4%A',
    '!!!',
  ])('reports a parse error for %s', (input) => {
    const parsed = parseFontInput(input);
    expect(parsed).toEqual({ ok: false, error: FONT_PARSE_ERROR_MESSAGE });
    expect(FONT_PARSE_ERROR_MESSAGE.startsWith('Parse Error: Could not extract font name')).toBe(true);
  });
});
