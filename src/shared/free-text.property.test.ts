/**
 * Property test of the free-text rule (docs/decisions/035-free-text-by-unicode-category.md):
 * fast-check draws characters of every refused Unicode category (Cc, Cf, Co, Cn, Cs, Zl, Zp,
 * variation selectors, Hangul fillers) and puts each, between ordinary letters, into every
 * free-text field of the shared request schemas: names, addresses, instructions, option names,
 * saved designs, dealer and profile fields. Each must be refused with the field's message at
 * the field's path; ZWJ/ZWNJ pass only next to Indic letters or signs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from './free-text';
import { UpdateProfileRequest } from './schemas/profile';
import { CheckoutFormSchema, ColorCombinationSchema, CreateOrderRequest, KeychainDesignSchema } from './schemas/order';
import { BusinessAddress } from './schemas/dealer';
import { CreateDealerRequest, DealerUpdates } from './schemas/dealer-admin';
import { DealerCreateOrderRequest, DealerKeychain } from './schemas/dealer-portal';
import { ColorCombinationFields, FontFields, UpdateOptionRequest } from './schemas/customization';
import { CreateDesignRequest, UpdateDesignRequest } from './schemas/designs';
import { BusinessSettingsRequest } from './schemas/business-settings';

/** Every code point (surrogates included, as lone UTF-16 units) whose character matches `pattern`. */
function codePointsOf(pattern: RegExp): number[] {
  const found: number[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) if (pattern.test(String.fromCodePoint(cp))) found.push(cp);
  return found;
}

/** The refused classes, each as the full list of its code points (Unicode data of this Node's ICU). */
const CATEGORIES: [string, number[]][] = [
  ['Cc', codePointsOf(/^\p{Cc}$/u)],
  ['Cf', codePointsOf(/^\p{Cf}$/u)],
  ['Co', codePointsOf(/^\p{Co}$/u)],
  ['Cn', codePointsOf(/^\p{Cn}$/u)],
  ['Cs', codePointsOf(/^\p{Cs}$/u)],
  ['Zl', codePointsOf(/^\p{Zl}$/u)],
  ['Zp', codePointsOf(/^\p{Zp}$/u)],
  ['variation selector', codePointsOf(/^\p{Variation_Selector}$/u)],
  ['Hangul filler', [0x115f, 0x1160, 0x3164, 0xffa0]],
];
/** Tab, line feed and carriage return: kept by multi-line fields (instructions, notes). */
const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);
/** Judged by their neighbours instead (the Indic exception), checked on their own below. */
const JOINERS = new Set([0x200c, 0x200d]);

/** A field of a request: where it is in the body, and a body that is valid but for it. */
interface FreeTextField {
  name: string;
  schema: z.ZodType;
  /** A valid body with `text` in the field. */
  body: (text: string) => unknown;
  path: (string | number)[];
  multiLine?: boolean;
}

const address = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001' };
const design = { customText: 'ASHA', fontFamily: 'bangers', textColor: 'yellow' };
const order = {
  customerEmail: 'asha@example.com',
  customerName: 'Asha Verma',
  customerPhone: '+91 9876543210',
  keychains: [design],
  shippingAddress: address,
};
const dealer = {
  businessName: 'Verma Gifts',
  ownerName: 'Asha Verma',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
  businessAddress: { ...address, zipCode: '411001', country: 'India' },
};
const dealerOrder = {
  customerName: 'Ravi',
  customerEmail: 'ravi@example.com',
  customerPhone: '+91 9876543210',
  shippingAddress: address,
  keychains: [{ customText: 'RAVI' }],
};
const business = {
  legalName: 'Chaabi Crafts Private Limited',
  tradeName: 'Chaabi',
  address: '12 MG Road\nPune 411001',
  stateCode: '27',
  email: 'shop@example.com',
  phone: '9876543210',
  grievanceOfficer: { name: 'Asha Verma', designation: 'Grievance Officer', email: 'grievance@example.com', phone: '9876543210' },
};
const colour = { name: 'sunset', displayName: 'Sunset', fontColor: '#FFFFFF', backgroundColor: '#000000' };
const combination = { fontColor: '#FFFFFF', backgroundColor: '#000000', displayName: 'Sunset' };

/** Every free-text field of the shared request schemas. */
const FIELDS: FreeTextField[] = [
  // Shop order and checkout form
  ...(['customerName'] as const).flatMap((key) => [
    { name: `order ${key}`, schema: CreateOrderRequest, body: (t: string) => ({ ...order, [key]: t }), path: [key] },
    {
      name: `checkout ${key}`,
      schema: CheckoutFormSchema,
      body: (t: string) => ({ ...order, customerPhone: '9876543210', [key]: t }),
      path: [key],
    },
  ]),
  // An address's state is one of the GST states and a dealer's zipCode a PIN code: closed lists,
  // not free text (shared/schemas/contact.test.ts, docs/decisions/049-address-state-codes.md).
  ...(['street', 'addressLine2', 'city'] as const).map((key) => ({
    name: `order address ${key}`,
    schema: CreateOrderRequest,
    body: (t: string) => ({ ...order, shippingAddress: { ...address, [key]: t } }),
    path: ['shippingAddress', key],
  })),
  ...(['fontFamily', 'textColor'] as const).map((key) => ({
    name: `order keychain ${key}`,
    schema: CreateOrderRequest,
    body: (t: string) => ({ ...order, keychains: [{ ...design, [key]: t }] }),
    path: ['keychains', 0, key],
  })),
  {
    name: 'order keychain colour name',
    schema: KeychainDesignSchema,
    body: (t) => ({ ...design, colorCombination: { ...combination, displayName: t } }),
    path: ['colorCombination', 'displayName'],
  },
  {
    name: 'colour combination displayName',
    schema: ColorCombinationSchema,
    body: (t) => ({ ...combination, displayName: t }),
    path: ['displayName'],
  },
  // Saved designs
  ...(['fontFamily', 'textColor'] as const).flatMap((key) => [
    { name: `saved design ${key}`, schema: CreateDesignRequest, body: (t: string) => ({ ...design, [key]: t }), path: [key] },
    { name: `saved design update ${key}`, schema: UpdateDesignRequest, body: (t: string) => ({ [key]: t }), path: [key] },
  ]),
  {
    name: 'saved design colour name',
    schema: UpdateDesignRequest,
    body: (t) => ({ colorCombination: { ...combination, displayName: t } }),
    path: ['colorCombination', 'displayName'],
  },
  // Profile
  ...(['street', 'city', 'country'] as const).map((key) => ({
    name: `profile ${key}`,
    schema: UpdateProfileRequest,
    body: (t: string) => ({ phone: '9876543210', address: { ...address, [key]: t } }),
    path: ['address', key],
  })),
  // Dealers (the admin's forms) and dealer orders
  ...(['businessName', 'ownerName'] as const).flatMap((key) => [
    { name: `dealer ${key}`, schema: CreateDealerRequest, body: (t: string) => ({ ...dealer, [key]: t }), path: [key] },
    { name: `dealer update ${key}`, schema: DealerUpdates, body: (t: string) => ({ [key]: t }), path: [key] },
  ]),
  {
    name: 'dealer adminNotes',
    schema: CreateDealerRequest,
    body: (t) => ({ ...dealer, adminNotes: t }),
    path: ['adminNotes'],
    multiLine: true,
  },
  { name: 'dealer update adminNotes', schema: DealerUpdates, body: (t) => ({ adminNotes: t }), path: ['adminNotes'], multiLine: true },
  ...(['street', 'city', 'country'] as const).map((key) => ({
    name: `dealer business address ${key}`,
    schema: BusinessAddress,
    body: (t: string) => ({ ...dealer.businessAddress, [key]: t }),
    path: [key],
  })),
  {
    name: 'dealer order customerName',
    schema: DealerCreateOrderRequest,
    body: (t) => ({ ...dealerOrder, customerName: t }),
    path: ['customerName'],
  },
  ...(['street', 'addressLine2', 'city'] as const).map((key) => ({
    name: `dealer order address ${key}`,
    schema: DealerCreateOrderRequest,
    body: (t: string) => ({ ...dealerOrder, shippingAddress: { ...address, [key]: t } }),
    path: ['shippingAddress', key],
  })),
  {
    name: 'dealer order specialInstructions',
    schema: DealerCreateOrderRequest,
    body: (t) => ({ ...dealerOrder, specialInstructions: t }),
    path: ['specialInstructions'],
    multiLine: true,
  },
  ...(['fontFamily', 'textColor'] as const).map((key) => ({
    name: `dealer keychain ${key}`,
    schema: DealerKeychain,
    body: (t: string) => ({ customText: 'RAVI', [key]: t }),
    path: [key],
  })),
  // The shop's business settings (admin)
  ...(['legalName', 'tradeName'] as const).map((key) => ({
    name: `business ${key}`,
    schema: BusinessSettingsRequest,
    body: (t: string) => ({ ...business, [key]: t }),
    path: [key],
  })),
  {
    name: 'business address',
    schema: BusinessSettingsRequest,
    body: (t) => ({ ...business, address: t }),
    path: ['address'],
    multiLine: true,
  },
  ...(['name', 'designation'] as const).map((key) => ({
    name: `grievance officer ${key}`,
    schema: BusinessSettingsRequest,
    body: (t: string) => ({ ...business, grievanceOfficer: { ...business.grievanceOfficer, [key]: t } }),
    path: ['grievanceOfficer', key],
  })),
  // Customisation options (admin)
  ...(['textFilamentName', 'plateFilamentName'] as const).flatMap((key) => [
    { name: `colour option ${key}`, schema: ColorCombinationFields, body: (t: string) => ({ ...colour, [key]: t }), path: [key] },
    { name: `option update ${key}`, schema: UpdateOptionRequest, body: (t: string) => ({ [key]: t }), path: [key] },
  ]),
  ...(['name', 'displayName', 'value', 'cssClass'] as const).flatMap((key) => [
    { name: `colour option ${key}`, schema: ColorCombinationFields, body: (t: string) => ({ ...colour, [key]: t }), path: [key] },
    {
      name: `font option ${key}`,
      schema: FontFields,
      body: (t: string) => ({ name: 'sunset', displayName: 'Sunset', [key]: t }),
      path: [key],
    },
    { name: `option update ${key}`, schema: UpdateOptionRequest, body: (t: string) => ({ [key]: t }), path: [key] },
  ]),
];

/** Ordinary text around the drawn character (never empty, so `min(1)` is not what refuses it). */
const word = fc.stringMatching(/^[A-Za-z]{1,6}$/);

describe('free text by Unicode category (every free-text field of the shared schemas)', () => {
  it('finds characters in every refused category', () => {
    for (const [name, codePoints] of CATEGORIES) expect(codePoints.length, name).toBeGreaterThan(0);
  });

  it('accepts every field with ordinary text (the bodies above are valid)', () => {
    for (const field of FIELDS) expect(field.schema.safeParse(field.body('Asha')).success, field.name).toBe(true);
  });

  it.each(CATEGORIES)('refuses a %s character in every field, with the field message at the field', (_category, codePoints) => {
    const pool = codePoints.filter((cp) => !JOINERS.has(cp));
    const drawn = fc.nat({ max: pool.length - 1 }).map((i) => pool[i]!);
    fc.assert(
      fc.property(drawn, word, word, (cp, before, after) => {
        const text = `${before}${String.fromCodePoint(cp)}${after}`;
        for (const field of FIELDS) {
          if (field.multiLine && LINE_CONTROLS.has(cp)) {
            expect(field.schema.safeParse(field.body(text)).success, field.name).toBe(true);
            continue;
          }
          const result = field.schema.safeParse(field.body(text));
          expect(result.success, `${field.name} took U+${cp.toString(16)}`).toBe(false);
          const issue = result.error?.issues.find((i) => i.message === UNSAFE_TEXT_MESSAGE);
          expect(issue?.path, field.name).toEqual(field.path);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuses ZWJ and ZWNJ between Latin letters, keeps them next to an Indic letter or sign', () => {
    const indic = fc.constantFrom('क्', 'ক্', 'ਕ੍', 'ક્', 'କ୍', 'க்', 'క్', 'ಕ್', 'ക്');
    const joiner = fc.constantFrom('\u200C', '\u200D');
    fc.assert(
      fc.property(word, joiner, word, (before, j, after) => {
        for (const field of FIELDS) expect(field.schema.safeParse(field.body(`${before}${j}${after}`)).success, field.name).toBe(false);
      }),
      { numRuns: 30 },
    );
    fc.assert(
      fc.property(indic, joiner, fc.boolean(), (conjunct, j, atEnd) => {
        const text = atEnd ? `${conjunct}${j}` : `${conjunct}${j}ष`;
        expect(hasUnsafeCharacters(text)).toBe(false);
        // Fields with a shape of their own (PIN-like zip codes) are not text to write Indic in; every name and address is.
        for (const field of FIELDS.filter((f) => f.name.includes('address') || f.name.includes('Name'))) {
          expect(field.schema.safeParse(field.body(text)).success, field.name).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});
