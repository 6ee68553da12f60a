/**
 * The contact and address rules once: every consumer schema (checkout form, order
 * request, profile, dealer business address, admin dealer form, dealer order) is fed the same
 * bad values and must answer the shared message from CONTACT_MESSAGES (or the dealer order's
 * one "fill in all required customer details"), and refuse invisible characters and over-long
 * text. A consumer that went back to a rule or a message of its own fails here.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE } from '../free-text';
import { CONTACT_MESSAGES, postalAddress, tooLongMessage } from './contact';
import { BusinessAddress, DEALER_MESSAGES } from './dealer';
import { CreateDealerRequest } from './dealer-admin';
import { CheckPhoneRequest, DealerCreateOrderRequest } from './dealer-portal';
import { CheckoutFormSchema, CreateOrderRequest } from './order';
import { UpdateProfileRequest } from './profile';

/** The first issue's message, or null when the value is accepted. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

// Each address schema is an object piped into withStateCode; `.in` is the object.
const checkoutAddress = CheckoutFormSchema.shape.shippingAddress.in.shape;
const orderAddress = CreateOrderRequest.shape.shippingAddress.in.shape;
const profileAddress = UpdateProfileRequest.shape.address.in.shape;
const dealerOrderAddress = DealerCreateOrderRequest.shape.shippingAddress.in.shape;
const businessAddress = BusinessAddress.in.shape;
const MISSING_CUSTOMER = DEALER_MESSAGES.missingCustomer;

/** [consumer, field schema, message when blank, message when absent (null: zod's own), longest accepted]. */
type TextConsumer = [string, z.ZodType, string, string | null, number];

const NAME: TextConsumer[] = [
  [
    'checkout form customerName',
    CheckoutFormSchema.shape.customerName,
    CONTACT_MESSAGES.customerNameRequired,
    CONTACT_MESSAGES.customerNameRequired,
    120,
  ],
  [
    'order request customerName',
    CreateOrderRequest.shape.customerName,
    CONTACT_MESSAGES.customerNameRequired,
    CONTACT_MESSAGES.customerNameRequired,
    120,
  ],
  ['dealer order customerName', DealerCreateOrderRequest.shape.customerName, MISSING_CUSTOMER, MISSING_CUSTOMER, 120],
];

/**
 * The five consumers of one address field: checkout form and order request answer
 * `orderMessage`, profile and dealer business `accountMessage` (the profile leaves an absent
 * field to zod), the dealer order its one message.
 */
function addressConsumers(
  field: 'street' | 'city' | 'state',
  max: number,
  orderMessage: string,
  accountMessage: string = orderMessage,
): TextConsumer[] {
  return [
    [`checkout form ${field}`, checkoutAddress[field], orderMessage, orderMessage, max],
    [`order request ${field}`, orderAddress[field], orderMessage, orderMessage, max],
    [`profile ${field}`, profileAddress[field], accountMessage, null, max],
    [`dealer business ${field}`, businessAddress[field], accountMessage, accountMessage, max],
    [`dealer order ${field}`, dealerOrderAddress[field], MISSING_CUSTOMER, MISSING_CUSTOMER, max],
  ];
}

const STREET = addressConsumers('street', 200, CONTACT_MESSAGES.addressLine1Required, CONTACT_MESSAGES.streetRequired);
const CITY = addressConsumers('city', 100, CONTACT_MESSAGES.cityRequired);
const STATE = addressConsumers('state', 100, CONTACT_MESSAGES.stateRequired);

describe.each([
  ['name', NAME],
  ['street', STREET],
  ['city', CITY],
])('every %s field follows the shared text rule', (_field, consumers) => {
  it.each(consumers)('%s', (_name, schema, whenBlank, whenMissing, max) => {
    expect(firstMessage(schema, 'Maharashtra')).toBeNull();
    expect(firstMessage(schema, '  Pune  ')).toBeNull();
    expect(firstMessage(schema, 'x'.repeat(max))).toBeNull();
    for (const blank of ['', '   ', '\t']) expect(firstMessage(schema, blank), JSON.stringify(blank)).toBe(whenBlank);
    // Absent or not a string: the field's own message where it sets one (zod's schema-level
    // error), else zod's.
    for (const refused of [undefined, 42, null]) {
      const message = firstMessage(schema, refused);
      if (whenMissing === null) expect(message).toMatch(/^Invalid input/);
      else expect(message).toBe(whenMissing);
    }
    // Too long: the length limit, never "… is required" (a 2,000-character name is not missing).
    for (const long of ['x'.repeat(max + 1), 'x'.repeat(2000)]) expect(firstMessage(schema, long)).toBe(tooLongMessage(max));
    expect(firstMessage(schema, 'Pu\u202Ene')).toBe(UNSAFE_TEXT_MESSAGE);
    expect(firstMessage(schema, 'Pu\u200Bne')).toBe(UNSAFE_TEXT_MESSAGE);
  });
});

describe('every state field takes one of the GST states (docs/decisions/049-address-state-codes.md)', () => {
  it.each(STATE)('%s', (_name, schema, whenBlank) => {
    expect(schema.parse('Maharashtra')).toBe('Maharashtra');
    expect(schema.parse('  TAMIL NADU ')).toBe('Tamil Nadu');
    expect(schema.parse('Orissa')).toBe('Odisha');
    expect(schema.parse('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(firstMessage(schema, '')).toBe(whenBlank);
    expect(firstMessage(schema, 'Pune')).toBe(CONTACT_MESSAGES.stateUnknown);
    expect(firstMessage(schema, 'x'.repeat(101))).not.toBeNull();
    expect(firstMessage(schema, 'Kar\u200Bnataka')).toBe(UNSAFE_TEXT_MESSAGE);
  });
});

describe('every address carries the GST state code of its state', () => {
  const address = { street: '12 MG Road', city: 'Bengaluru', state: 'karnataka', zipCode: '560001', country: 'India' };
  it.each([
    ['checkout form', CheckoutFormSchema.shape.shippingAddress],
    ['order request', CreateOrderRequest.shape.shippingAddress],
    ['profile', UpdateProfileRequest.shape.address],
    ['dealer business', BusinessAddress],
    ['dealer order', DealerCreateOrderRequest.shape.shippingAddress],
  ] as [string, z.ZodType][])('%s', (_name, schema) => {
    expect(schema.parse(address)).toMatchObject({ state: 'Karnataka', stateCode: '29' });
    expect(schema.parse({ ...address, stateCode: '29' })).toMatchObject({ state: 'Karnataka', stateCode: '29' });
    const mismatch = schema.safeParse({ ...address, stateCode: '32' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['state'], message: CONTACT_MESSAGES.stateCodeMismatch });
    expect(firstMessage(schema, { ...address, stateCode: '28' })).toBe(CONTACT_MESSAGES.stateUnknown);
  });
});

/** [consumer, field schema, [value, expected first message or null][]]: the same values for all. */
type Verdicts = [string, z.ZodType, Record<string, string | null>];

const EMAIL_VALUES = ['asha@example.in', ' asha@example.in ', '', 'asha@', 'asha example.in', `${'a'.repeat(250)}@x.in`] as const;
const EMAILS: Verdicts[] = [
  [
    'checkout form customerEmail',
    CheckoutFormSchema.shape.customerEmail,
    { '': CONTACT_MESSAGES.emailRequired, 'asha@': CONTACT_MESSAGES.emailInvalid, 'asha example.in': CONTACT_MESSAGES.emailInvalid },
  ],
  [
    'order request customerEmail',
    CreateOrderRequest.shape.customerEmail,
    { '': CONTACT_MESSAGES.emailRequired, 'asha@': CONTACT_MESSAGES.emailInvalid, 'asha example.in': CONTACT_MESSAGES.emailInvalid },
  ],
  [
    'admin dealer form email',
    CreateDealerRequest.shape.email,
    { '': CONTACT_MESSAGES.emailInvalid, 'asha@': CONTACT_MESSAGES.emailInvalid, 'asha example.in': CONTACT_MESSAGES.emailInvalid },
  ],
  [
    'dealer order customerEmail',
    DealerCreateOrderRequest.shape.customerEmail,
    { '': MISSING_CUSTOMER, 'asha@': CONTACT_MESSAGES.emailInvalid, 'asha example.in': CONTACT_MESSAGES.emailInvalid },
  ],
];

describe('every e-mail field follows the shared rule', () => {
  it.each(EMAILS)('%s', (_name, schema, refusals) => {
    for (const value of EMAIL_VALUES.slice(0, 2)) expect(firstMessage(schema, value), value).toBeNull();
    for (const [value, message] of Object.entries(refusals)) expect(firstMessage(schema, value), value).toBe(message);
    expect(firstMessage(schema, EMAIL_VALUES[5]), 'over 254 characters').not.toBeNull();
  });
});

/** The six-digit PIN code rule, answering `whenBlank` for an empty value. */
function pinCodeVerdicts(whenBlank: string): Record<string, string | null> {
  return {
    '411001': null,
    ' 411001 ': null,
    '': whenBlank,
    '4110': CONTACT_MESSAGES.pinCodeInvalid,
    '41100a': CONTACT_MESSAGES.pinCodeInvalid,
    '4110011': CONTACT_MESSAGES.pinCodeInvalid,
  };
}

const PIN_CODES: Verdicts[] = [
  ['checkout form zipCode', checkoutAddress.zipCode, pinCodeVerdicts(CONTACT_MESSAGES.pinCodeRequired)],
  ['order request zipCode', orderAddress.zipCode, pinCodeVerdicts(CONTACT_MESSAGES.pinCodeRequired)],
  ['dealer order zipCode', dealerOrderAddress.zipCode, pinCodeVerdicts(MISSING_CUSTOMER)],
  [
    'profile zipCode',
    profileAddress.zipCode,
    {
      '411001': null,
      ' 411001 ': null,
      '': CONTACT_MESSAGES.pinCodeLength,
      '4110': CONTACT_MESSAGES.pinCodeLength,
      '41100a': CONTACT_MESSAGES.pinCodeNotDigits,
      '4110011': CONTACT_MESSAGES.pinCodeLength,
    },
  ],
  [
    'dealer business zipCode (a PIN code, not a Zip Code)',
    businessAddress.zipCode,
    { '411001': null, ' 411001 ': null, '': CONTACT_MESSAGES.pinCodeRequired, 'SW1A 1AA': CONTACT_MESSAGES.pinCodeInvalid },
  ],
];

/** Which phones each consumer accepts is shared/phone.test.ts; here: the message it answers. */
const PHONES: Verdicts[] = [
  [
    'checkout form customerPhone',
    CheckoutFormSchema.shape.customerPhone,
    { '98765': CONTACT_MESSAGES.phoneInvalid, '+92 9876543210': CONTACT_MESSAGES.phoneInvalid },
  ],
  [
    'order request customerPhone',
    CreateOrderRequest.shape.customerPhone,
    { '98765': CONTACT_MESSAGES.phoneInvalid, '+92 9876543210': CONTACT_MESSAGES.phoneInvalid },
  ],
  [
    'dealer order customerPhone',
    DealerCreateOrderRequest.shape.customerPhone,
    { '': MISSING_CUSTOMER, '+92 9876543210': CONTACT_MESSAGES.phoneInvalid },
  ],
  [
    'profile phone',
    UpdateProfileRequest.shape.phone,
    { '98765': CONTACT_MESSAGES.phoneLength, '98765abcde': CONTACT_MESSAGES.phoneInvalid },
  ],
  [
    'dealer phoneNumber',
    CheckPhoneRequest.shape.phoneNumber,
    { '98765': CONTACT_MESSAGES.phoneExactly, '': CONTACT_MESSAGES.phoneExactly },
  ],
  [
    'admin dealer form phoneNumber',
    CreateDealerRequest.shape.phoneNumber,
    { '98765': CONTACT_MESSAGES.phoneExactly, '+92 9876543210': CONTACT_MESSAGES.phoneExactly },
  ],
];

describe.each([
  ['every PIN code field follows the shared rule', PIN_CODES],
  ['every phone field answers the shared message', PHONES],
])('%s', (_rule, consumers) => {
  it.each(consumers)('%s', (_name, schema, verdicts) => {
    for (const [value, message] of Object.entries(verdicts)) expect(firstMessage(schema, value), JSON.stringify(value)).toBe(message);
  });
});

describe('CONTACT_MESSAGES', () => {
  it('holds each message once', () => {
    const messages = Object.values(CONTACT_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('postalAddress', () => {
  it('keeps the address fields in spec order and drops an empty second line', () => {
    const address = { country: 'India', zipCode: '411001', state: 'Maharashtra', city: 'Pune', addressLine2: '', street: '12 MG Road' };
    expect(Object.entries(postalAddress({ ...address, extra: 'x' } as typeof address))).toEqual([
      ['street', '12 MG Road'],
      ['city', 'Pune'],
      ['state', 'Maharashtra'],
      ['zipCode', '411001'],
      ['country', 'India'],
    ]);
    expect(postalAddress({ ...address, addressLine2: 'Flat 4' }).addressLine2).toBe('Flat 4');
  });
});
