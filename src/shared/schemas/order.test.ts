import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema, ORDER_MESSAGES } from './order';
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
