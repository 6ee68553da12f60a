import { describe, expect, it } from 'vitest';
import { keychainTextScript } from '#shared/keychain-text';
import { ColorCombinationFields, FontFields, type CustomizationOption } from '#shared/schemas/customization';
import {
  FONT_SCRIPT_CHOICES,
  SCRIPT_SAMPLES,
  checkFontFile,
  colorFormDefaults,
  colorInputValue,
  fontChanges,
  fontFormDefaults,
  fontScriptHint,
  isBuiltInFontValue,
  isFontScriptEditable,
  previewColor,
} from './option-forms';

const option = {
  id: 3,
  type: 'color_combination',
  name: 'green',
  value: 'green',
  displayName: 'Green',
  fontColor: '#4ade80',
  backgroundColor: '#052e16',
} as CustomizationOption;

describe('colour dialog defaults', () => {
  it('starts a new colour as white text on a black plate (docs/product.md#9-constants-and-limits)', () => {
    expect(colorFormDefaults()).toEqual({
      name: '',
      displayName: '',
      fontColor: '#FFFFFF',
      backgroundColor: '#000000',
      textFilamentName: 'White PLA',
      plateFilamentName: 'Black PLA',
    });
  });
  it("starts an edit from the option's values", () => {
    expect(colorFormDefaults(option)).toMatchObject({
      name: 'green',
      displayName: 'Green',
      fontColor: '#4ade80',
      backgroundColor: '#052e16',
      textFilamentName: 'Green PLA',
      plateFilamentName: 'Dark Green PLA',
    });
    expect(colorFormDefaults({ ...option, textFilamentName: 'Mint PLA', plateFilamentName: 'Forest PLA' })).toMatchObject({
      textFilamentName: 'Mint PLA',
      plateFilamentName: 'Forest PLA',
    });
  });
  it('paints the swatch only with complete hex colours', () => {
    expect(previewColor('#12', '#000000')).toBe('#000000');
    expect(previewColor(' #A1B2C3 ', '#000000')).toBe('#A1B2C3');
    expect(colorInputValue('#A1B2C3', '#000000')).toBe('#a1b2c3');
  });
});

describe('shared form contracts', () => {
  it('needs a name and a display name for a colour and a font (docs/product.md#5-validation)', () => {
    const colour = ColorCombinationFields.safeParse({ name: '', displayName: '' });
    expect(colour.success).toBe(false);
    expect(colour.error?.issues.map((i) => i.message)).toEqual(['Color name is required', 'Display name is required']);
    const font = FontFields.safeParse({ name: ' ', displayName: 'X' });
    expect(font.error?.issues.map((i) => i.message)).toEqual(['Font name is required']);
  });
  it('lowercases a font name and turns spaces into hyphens (docs/product.md#5-validation)', () => {
    expect(FontFields.parse({ name: ' Open  Sans ', displayName: 'Open Sans' }).name).toBe('open-sans');
  });
  it('fills in white on black for a colour sent without colours (docs/product.md#9-constants-and-limits)', () => {
    expect(ColorCombinationFields.parse({ name: 'mint', displayName: 'Mint' })).toMatchObject({
      fontColor: '#FFFFFF',
      backgroundColor: '#000000',
    });
  });
});

describe('checkFontFile', () => {
  it('accepts TTF, OTF, WOFF and WOFF2 up to 2 MB', () => {
    expect(checkFontFile({ name: 'Open-Sans.TTF', size: 1000 })).toBeNull();
    expect(checkFontFile({ name: 'a.woff', size: 2 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types, empty files and files over 2 MB', () => {
    expect(checkFontFile({ name: 'a.woff2', size: 10 })).toBeNull();
    expect(checkFontFile({ name: 'a.eot', size: 10 })).toBe('Choose a TTF, OTF, WOFF or WOFF2 font file.');
    expect(checkFontFile({ name: 'a.ttf', size: 0 })).toBe('This file is empty.');
    expect(checkFontFile({ name: 'a.otf', size: 2 * 1024 * 1024 + 1 })).toBe('Font files can be at most 2 MB');
  });
  it('knows the built-in fonts', () => {
    expect(isBuiltInFontValue('bangers')).toBe(true);
    expect(isBuiltInFontValue('open-sans')).toBe(false);
  });
});

describe("the font dialog's script (docs/decisions/094-font-script-until-its-file.md)", () => {
  const font = {
    id: 9,
    type: 'font',
    name: 'tiro',
    value: 'tiro',
    displayName: 'Tiro',
    script: 'Deva',
    fontFile: null,
    isActive: true,
  } as CustomizationOption;

  it('offers Latin and the nine Indian scripts, in that order, and starts a new font on Latin', () => {
    expect(FONT_SCRIPT_CHOICES.map((c) => c.label)).toEqual([
      'Latin',
      'Devanagari',
      'Tamil',
      'Telugu',
      'Bengali',
      'Gujarati',
      'Kannada',
      'Malayalam',
      'Gurmukhi',
      'Odia',
    ]);
    expect(fontFormDefaults()).toEqual({ name: '', displayName: '', script: 'Latn' });
    expect(fontFormDefaults(font)).toEqual({ name: 'tiro', displayName: 'Tiro', script: 'Deva' });
    expect(FontFields.parse(fontFormDefaults({ ...font, script: 'Mlym' })).script).toBe('Mlym');
    // each sample is written in its own script
    for (const { value } of FONT_SCRIPT_CHOICES.slice(1)) expect(keychainTextScript(SCRIPT_SAMPLES[value].replace(/ /g, ''))).toBe(value);
  });

  it('may change while the font has no file and is not built in; is fixed after, saying why', () => {
    expect(isFontScriptEditable(null)).toBe(true);
    expect(isFontScriptEditable(font)).toBe(true);
    expect(isFontScriptEditable({ ...font, fontFile: 'a'.repeat(32) + '.ttf' })).toBe(false);
    expect(isFontScriptEditable({ ...font, value: 'baloo-2' })).toBe(false);
    expect(fontScriptHint({ ...font, fontFile: 'x.ttf' })).toMatch(/^Fixed: its font file was checked/);
    expect(fontScriptHint({ ...font, value: 'baloo-2' })).toMatch(/^Built-in font/);
    expect(fontScriptHint(null)).toMatch(/must draw every letter of the script and 0-9/);
  });

  it('sends only what changed, the script only while it may change, and nothing when nothing changed', () => {
    const same = fontFormDefaults(font);
    expect(fontChanges(same, font, false)).toBeNull();
    expect(fontChanges({ ...same, script: 'Latn' }, font, false)).toEqual({ script: 'Latn' });
    expect(fontChanges({ ...same, displayName: 'Tiro Devanagari' }, font, false)).toEqual({ displayName: 'Tiro Devanagari' });
    expect(fontChanges({ ...same, script: 'Latn' }, { ...font, fontFile: 'x.ttf' }, false)).toBeNull();
  });

  it('switches a font this dialog is adding back on after the server hid it for a refused file', () => {
    const hidden = { ...font, isActive: false };
    expect(fontChanges(fontFormDefaults(hidden), hidden, true)).toEqual({ isActive: true });
    expect(fontChanges({ ...fontFormDefaults(hidden), script: 'Latn' }, hidden, true)).toEqual({ script: 'Latn', isActive: true });
    // An edit leaves a font the admin hid hidden.
    expect(fontChanges(fontFormDefaults(hidden), hidden, false)).toBeNull();
  });
});
