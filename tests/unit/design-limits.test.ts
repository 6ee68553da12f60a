/**
 * One design schema (docs/decisions/127-one-design-schema.md): every schema that carries a keychain
 * design, request, answer or browser storage, holds the font value, the colour value and the colour
 * combination's name to the same limit, DESIGN_OPTION_MAX, the catalogue's own.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import { OrderDataSchema } from '../../src/shared/cart';
import { ColorCombinationFields, FontFields } from '../../src/shared/schemas/customization';
import { DealerKeychain } from '../../src/shared/schemas/dealer-portal';
import { DESIGN_OPTION_MAX } from '../../src/shared/schemas/design-fields-mini';
import { CreateDesignRequest, UpdateDesignRequest } from '../../src/shared/schemas/designs';
import { KeychainChoiceShape, KeychainDesignShape } from '../../src/shared/schemas/keychain-design';
import { KeychainDesignSchema, OrderConfirmationResponse } from '../../src/shared/schemas/order';
import { ProofQuery } from '../../src/shared/schemas/print';
import { GenerateStlRequest, LayoutRequest, PrintabilityRequest } from '../../src/shared/schemas/stl';
import { KeychainDraft } from '../../src/client/dealer/order-draft';
import { HandedDesignSchema } from '../../src/client/lib/design-handoff';

type AnySchema = z.ZodType | zm.ZodMiniType;
/** A schema and how to put a value of the field under test into an otherwise valid input. */
type Case = readonly [name: string, schema: AnySchema, input: (value: string) => unknown];

const colours = (displayName: string) => ({ fontColor: '#fbbf24', backgroundColor: '#000000', displayName });
const design = (fields: { fontFamily?: string; textColor?: string; displayName?: string }) => ({
  customText: 'Asha',
  fontFamily: fields.fontFamily ?? 'bangers',
  textColor: fields.textColor ?? 'yellow',
  colorCombination: colours(fields.displayName ?? 'Yellow'),
});
const choice = (fields: { fontFamily?: string; textColor?: string }) => {
  const { customText, fontFamily, textColor } = design(fields);
  return { customText, fontFamily, textColor };
};
const confirmation = (keychain: unknown) => ({
  orderId: 1,
  paymentStatus: 'pending',
  amountPaise: 25_000,
  customerName: 'Asha',
  shippingTo: 'Pune',
  keychains: [keychain],
  paymentMethod: 'online',
  orderStatus: 'pending',
  codCollectPaise: 0,
  couponCode: null,
  couponDiscountPaise: 0,
  prepaidDiscountPaise: 0,
});

const fontCases: Case[] = [
  ['checkout keychain (order.ts)', KeychainDesignSchema, (v) => design({ fontFamily: v })],
  ['saved design (designs.ts)', CreateDesignRequest, (v) => design({ fontFamily: v })],
  ['design patch (designs.ts)', UpdateDesignRequest, (v) => ({ fontFamily: v })],
  ['dealer keychain (dealer-portal.ts)', DealerKeychain, (v) => design({ fontFamily: v })],
  ['STL generator (stl.ts)', GenerateStlRequest, (v) => ({ text: 'Asha', fontFamily: v })],
  ['printability (stl.ts)', PrintabilityRequest, (v) => choice({ fontFamily: v })],
  ['layout (stl.ts)', LayoutRequest, (v) => choice({ fontFamily: v })],
  ['proof (print.ts)', ProofQuery, (v) => ({ text: 'Asha', font: v, colour: 'yellow' })],
  ['stored design (keychain-design.ts)', KeychainDesignShape, (v) => design({ fontFamily: v })],
  ['order confirmation (order.ts)', OrderConfirmationResponse, (v) => confirmation(choice({ fontFamily: v }))],
  ['cart (cart.ts)', OrderDataSchema, (v) => ({ keychains: [choice({ fontFamily: v })] })],
  ['customizer hand-off (design-handoff.ts)', HandedDesignSchema, (v) => choice({ fontFamily: v })],
  ['dealer draft (order-draft.ts)', KeychainDraft, (v) => ({ id: 'k1', ...choice({ fontFamily: v }) })],
  ['catalogue font value (customization.ts)', FontFields, (v) => ({ name: 'bangers', displayName: 'Bangers', value: v })],
];

const colourCases: Case[] = [
  ['checkout keychain (order.ts)', KeychainDesignSchema, (v) => design({ textColor: v })],
  ['design patch (designs.ts)', UpdateDesignRequest, (v) => ({ textColor: v })],
  ['dealer keychain (dealer-portal.ts)', DealerKeychain, (v) => design({ textColor: v })],
  ['proof (print.ts)', ProofQuery, (v) => ({ text: 'Asha', font: 'bangers', colour: v })],
  ['stored choice (keychain-design.ts)', KeychainChoiceShape, (v) => choice({ textColor: v })],
  ['cart (cart.ts)', OrderDataSchema, (v) => ({ keychains: [choice({ textColor: v })] })],
  ['customizer hand-off (design-handoff.ts)', HandedDesignSchema, (v) => choice({ textColor: v })],
  ['dealer draft (order-draft.ts)', KeychainDraft, (v) => ({ id: 'k1', ...choice({ textColor: v }) })],
  ['catalogue colour value (customization.ts)', ColorCombinationFields, (v) => ({ name: 'yellow', displayName: 'Yellow', value: v })],
];

const colourNameCases: Case[] = [
  ['checkout keychain (order.ts)', KeychainDesignSchema, (v) => design({ displayName: v })],
  ['design patch (designs.ts)', UpdateDesignRequest, (v) => ({ colorCombination: colours(v) })],
  ['dealer keychain (dealer-portal.ts)', DealerKeychain, (v) => design({ displayName: v })],
  ['stored design (keychain-design.ts)', KeychainDesignShape, (v) => design({ displayName: v })],
  ['catalogue display name (customization.ts)', ColorCombinationFields, (v) => ({ name: 'yellow', displayName: v })],
];

const accepts = (schema: AnySchema, input: unknown) => schema['~standard'].validate(input);

describe.each([
  ['font value', fontCases],
  ['colour value', colourCases],
  ['colour combination name', colourNameCases],
] as const)('the %s has one limit, DESIGN_OPTION_MAX, in every design schema', (_field, cases) => {
  it.each(cases)('%s accepts the limit and refuses one more', async (_name, schema, input) => {
    const atLimit = await accepts(schema, input('a'.repeat(DESIGN_OPTION_MAX)));
    expect(atLimit.issues).toBeUndefined();
    const over = await accepts(schema, input('a'.repeat(DESIGN_OPTION_MAX + 1)));
    expect(over.issues?.length).toBeGreaterThan(0);
  });
});

describe('the limit itself', () => {
  it('is the catalogue’s option limit, 100 characters (docs/decisions/127-one-design-schema.md)', () => {
    expect(DESIGN_OPTION_MAX).toBe(100);
  });
});
