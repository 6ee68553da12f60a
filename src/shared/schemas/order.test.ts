import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema, CreateOrderRequest, ORDER_MESSAGES } from './order';
import { PROFILE_MESSAGES, UpdateProfileRequest } from './profile';

const form = {
  customerEmail: 'asha@example.in',
  customerName: 'Asha',
  customerPhone: '9876543210',
  shippingAddress: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001' },
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe('CheckoutFormSchema (docs/product.md#5-validation)', () => {
  it('accepts a complete form and defaults the country to India', () => {
    const parsed = CheckoutFormSchema.parse(form);
    expect(parsed.shippingAddress.country).toBe('India');
  });

  it.each([
    ['customerPhone', '98765', ORDER_MESSAGES.phoneInvalid],
    ['customerPhone', '98765432100', ORDER_MESSAGES.phoneInvalid],
    ['customerPhone', '98765abcde', ORDER_MESSAGES.phoneInvalid],
    ['customerEmail', '', ORDER_MESSAGES.emailRequired],
    ['customerEmail', 'asha@', ORDER_MESSAGES.emailInvalid],
    ['customerName', '  ', ORDER_MESSAGES.nameRequired],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(CheckoutFormSchema.safeParse({ ...form, [field]: value }))).toBe(message);
  });
});

describe('one checkout schema (docs/decisions/225-checkout-form-derived-from-the-request.md)', () => {
  /** The form's own field: the phone as the shopper types it, 10 digits; the request carries "+91 " and them. */
  const FORM_OWN = ['customerPhone'];

  it('names every form field as the request names it', () => {
    const requestKeys = Object.keys(CreateOrderRequest.shape);
    expect(Object.keys(CheckoutFormSchema.shape).filter((key) => !requestKeys.includes(key))).toEqual([]);
  });

  it("declares each field once: the form's field schemas are the request's own objects but the phone's", () => {
    const request: Record<string, unknown> = CreateOrderRequest.shape;
    const redeclared = Object.entries(CheckoutFormSchema.shape)
      .filter(([key, schema]) => schema !== request[key])
      .map(([key]) => key);
    expect(redeclared).toEqual(FORM_OWN);
  });
});

describe('UpdateProfileRequest (docs/product.md#5-validation profile)', () => {
  const profile = { phone: '9876543210', address: { street: 'x', city: 'Pune', state: 'Maharashtra', zipCode: '411001' } };
  it('accepts a valid profile', () => {
    expect(UpdateProfileRequest.parse(profile).address.country).toBe('India');
  });
  it.each([
    [{ ...profile, phone: '12345' }, PROFILE_MESSAGES.phoneLength],
    [{ ...profile, phone: '12345abcde' }, PROFILE_MESSAGES.phoneInvalid],
    [{ ...profile, address: { ...profile.address, street: '' } }, PROFILE_MESSAGES.streetRequired],
    [{ ...profile, address: { ...profile.address, zipCode: '4110' } }, PROFILE_MESSAGES.zipLength],
    [{ ...profile, address: { ...profile.address, zipCode: 'abcdef' } }, PROFILE_MESSAGES.zipInvalid],
  ])('refuses %j with %s', (body, message) => {
    expect(firstMessage(UpdateProfileRequest.safeParse(body))).toBe(message);
  });
});
