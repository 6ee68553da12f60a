import { describe, expect, it } from 'vitest';
import { BUILT_IN_COLORS, BUILT_IN_FONTS } from '#shared/catalog';
import { parseBulkKeychains } from './bulk-paste';
import { buildDealerOrderPayload, emptyCustomerInfo, orderBlocker, specialInstructionsFor } from './order-draft';

const catalogue = { fonts: BUILT_IN_FONTS, colors: BUILT_IN_COLORS, room: 500 };

describe('a pasted list of names', () => {
  it('turns one name per line into default keychains, skipping blank lines', () => {
    const { drafts, problems } = parseBulkKeychains('asha\n\nRavi\r\nMeera\n', catalogue);
    expect(problems).toEqual([]);
    expect(drafts.map((d) => [d.customText, d.fontFamily, d.textColor])).toEqual([
      ['Asha', 'bangers', 'yellow'],
      ['Ravi', 'bangers', 'yellow'],
      ['Meera', 'bangers', 'yellow'],
    ]);
    expect(new Set(drafts.map((d) => d.id)).size).toBe(3);
  });

  it('gives a name in another script a font of that script at once (never checked in the default Latin font)', () => {
    const { drafts, problems } = parseBulkKeychains('கௌசல்யா\nAsha\nकमला', catalogue);
    expect(problems).toEqual([]);
    const [tamil, latin, devanagari] = drafts.map((d) => BUILT_IN_FONTS.find((f) => f.value === d.fontFamily)!.script);
    expect([tamil, latin, devanagari]).toEqual(['Taml', 'Latn', 'Deva']);
    expect(drafts[1]!.fontFamily).toBe('bangers');
  });

  it('reads CSV with a header, fonts and colours by value or display name, and the customer column', () => {
    const csv = 'name,font,colour,customer\nAsha,Pacifico,Light Blue,Ravi\n"Kiran",chewy,,\nNisha,,yellow,"Verma, Delhi"';
    const { drafts, problems } = parseBulkKeychains(csv, catalogue);
    expect(problems).toEqual([]);
    expect(drafts.map((d) => [d.customText, d.fontFamily, d.textColor, d.forCustomer])).toEqual([
      ['Asha', 'pacifico', 'light-blue', 'Ravi'],
      ['Kiran', 'chewy', 'yellow', undefined],
      ['Nisha', 'bangers', 'yellow', 'Verma, Delhi'],
    ]);
  });

  it('lists every bad line with its number and why, and adds none of them', () => {
    const pasted = 'Asha\nRavi Kumar\nMeera!\nAbcdefghijklmn\nPriya,Comic Sans\nDev,bangers,purple';
    const { drafts, problems } = parseBulkKeychains(pasted, catalogue);
    expect(drafts.map((d) => d.customText)).toEqual(['Asha']);
    expect(problems).toEqual([
      { line: 2, text: 'Ravi Kumar', message: 'Spaces not allowed - text must be a single piece' },
      { line: 3, text: 'Meera!', message: 'Only letters and numbers allowed: cannot print "!"' },
      { line: 4, text: 'Abcdefghijklmn', message: 'Text must be 13 letters or less' },
      { line: 5, text: 'Priya,Comic Sans', message: 'Unknown font “Comic Sans”' },
      { line: 6, text: 'Dev,bangers,purple', message: 'Unknown colour “purple”' },
    ]);
  });

  it('adds no more keychains than there are credits, and says so for the rest', () => {
    const { drafts, problems } = parseBulkKeychains('A1\nB2\nC3', { ...catalogue, room: 2 });
    expect(drafts).toHaveLength(2);
    expect(problems).toEqual([{ line: 3, text: 'C3', message: 'Not enough credits for this line: buy more credits first' }]);
  });

  it('turns 100 names into 100 keychains', () => {
    const names = Array.from({ length: 100 }, (_, i) => `Name${i + 1}`).join('\n');
    const { drafts, problems } = parseBulkKeychains(names, catalogue);
    expect(problems).toEqual([]);
    expect(drafts).toHaveLength(100);
    expect(drafts[99]!.customText).toBe('Name100');
  });

  it('sends each customer name in the special instructions, and refuses instructions past 1000 characters', () => {
    const { drafts } = parseBulkKeychains('Asha,,,Ravi\nKiran', catalogue);
    const info = { ...emptyCustomerInfo(), specialInstructions: 'Gift wrap' };
    expect(specialInstructionsFor(info, drafts)).toBe('Gift wrap\nKeychain 1 “Asha”: for Ravi');
    expect(buildDealerOrderPayload(info, drafts, BUILT_IN_COLORS).specialInstructions).toBe('Gift wrap\nKeychain 1 “Asha”: for Ravi');
    const full = {
      customerName: 'A',
      customerEmail: 'a@b.in',
      customerPhone: '9876543210',
      customerAddress: 'x',
      customerAddressLine2: '',
      customerCity: 'Pune',
      customerState: 'Maharashtra',
      customerPinCode: '411001',
      specialInstructions: 'x'.repeat(990),
    };
    expect(orderBlocker(full, drafts, 10)?.title).toBe('Instructions too long');
    expect(orderBlocker({ ...full, specialInstructions: '' }, drafts, 10)).toBeNull();
  });
});
