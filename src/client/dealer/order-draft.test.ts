import { documentTextMessage } from '#shared/document-text';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_COLORS } from '#shared/catalog';
import {
  blankKeychainDraft,
  buildDealerOrderPayload,
  emptyCustomerInfo,
  orderBlocker,
  customerFieldProblem,
  parseCustomerInfo,
  parseKeychainDrafts,
  withCustomerField,
  withSavedDesign,
  type CustomerInfo,
  type KeychainDraft,
} from './order-draft';
import {
  canAddKeychain,
  canDecreaseCredits,
  canPurchaseCredits,
  creditPurchasePrice,
  orderCreditSummary,
  parseCreditQuantity,
} from './credit-math';

const filled: CustomerInfo = {
  customerName: ' Meera Iyer ',
  customerEmail: 'meera@example.in',
  customerPhone: '9876543210',
  customerAddress: '12 MG Road',
  customerAddressLine2: '',
  customerCity: 'Bengaluru',
  customerState: 'Karnataka',
  customerPinCode: '560001',
  specialInstructions: '',
};
const keychains: KeychainDraft[] = [
  { id: 'a', customText: 'Meera', fontFamily: 'pacifico', textColor: 'yellow' },
  { id: 'b', customText: '', fontFamily: 'bangers', textColor: 'yellow' },
  { id: 'c', customText: 'Ravi', fontFamily: 'chewy', textColor: 'light-blue' },
];

describe('dealer order drafts', () => {
  it('restores a saved customer form and ignores a broken one', () => {
    expect(parseCustomerInfo(JSON.stringify(filled))).toEqual(filled);
    expect(parseCustomerInfo('{oops')).toEqual(emptyCustomerInfo());
    expect(parseCustomerInfo(JSON.stringify({ customerName: 'A' })).customerName).toBe('A');
  });

  it('restores saved keychains, or one blank keychain', () => {
    expect(parseKeychainDrafts(JSON.stringify(keychains))).toEqual(keychains);
    const fresh = parseKeychainDrafts(null);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ customText: '', fontFamily: 'bangers', textColor: 'yellow' });
    expect(parseKeychainDrafts('[]')).toHaveLength(1);
  });

  it('keeps the 10 national digits of the phone (a +91 or 0 prefix dropped) and 6 of the PIN code', () => {
    expect(withCustomerField(emptyCustomerInfo(), 'customerPhone', '+91 98765-43210 99').customerPhone).toBe('9876543210');
    expect(withCustomerField(emptyCustomerInfo(), 'customerPhone', '098765 43210').customerPhone).toBe('9876543210');
    expect(withCustomerField(emptyCustomerInfo(), 'customerPinCode', '560 0012').customerPinCode).toBe('560001');
    expect(withCustomerField(emptyCustomerInfo(), 'customerCity', 'Pune').customerCity).toBe('Pune');
  });

  it('sends only keychains with text, with +91 and their colours', () => {
    const payload = buildDealerOrderPayload(filled, keychains, BUILT_IN_COLORS);
    expect(payload.customerName).toBe('Meera Iyer');
    expect(payload.customerPhone).toBe('+91 9876543210');
    expect(payload.quantity).toBe(2);
    expect(payload.keychains.map((k) => k.customText)).toEqual(['Meera', 'Ravi']);
    expect(payload.keychains[0]!.colorCombination).toEqual({ fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' });
    expect(payload.shippingAddress).toEqual({
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      country: 'India',
    });
    expect(payload).not.toHaveProperty('specialInstructions');
  });

  it('blocks the order in the spec order: details, keychains, credits', () => {
    expect(orderBlocker({ ...filled, customerCity: ' ' }, keychains, 10)?.title).toBe('Missing Customer Information');
    expect(orderBlocker({ ...filled, customerAddressLine2: '' }, keychains, 10)).toBeNull();
    expect(orderBlocker(filled, [keychains[1]!], 10)?.title).toBe('No Valid Keychains');
    // A name the courier label cannot print (docs/product.md#document-scripts): asked in English letters.
    expect(orderBlocker({ ...filled, customerName: 'සිංහල' }, keychains, 10)).toEqual({
      title: 'Customer details in English letters',
      description: documentTextMessage(['සිං', 'හ', 'ල']),
    });
    expect(customerFieldProblem({ ...filled, customerCity: '王' }, 'customerCity')).toBe(documentTextMessage(['王']));
    expect(customerFieldProblem({ ...filled, customerName: 'محمد علی' }, 'customerName')).toBeNull();
    expect(orderBlocker({ ...filled, customerName: 'ଲକ୍ଷ୍ମୀ', customerAddress: 'مکان 12' }, keychains, 10)).toBeNull();
    expect(orderBlocker(filled, keychains, 1)).toEqual({
      title: 'Insufficient Credits',
      description: 'You need 2 credits but only have 1',
    });
  });
});

describe('dealer credit math', () => {
  it('buys at least 10 whole credits at ₹130 each', () => {
    expect(canPurchaseCredits(10)).toBe(true);
    expect(canPurchaseCredits(9)).toBe(false);
    expect(canPurchaseCredits(10.5)).toBe(false);
    expect(creditPurchasePrice(10)).toBe(130_000);
    expect(creditPurchasePrice(9)).toBe(0);
  });

  it('disables minus at 10 or less and parses typed quantities as integers', () => {
    expect(canDecreaseCredits(10)).toBe(false);
    expect(canDecreaseCredits(11)).toBe(true);
    expect(parseCreditQuantity('1.5')).toBe(15);
    expect(parseCreditQuantity('')).toBe(0);
  });

  it('blocks adding keychains once the count reaches the balance', () => {
    expect(canAddKeychain(2, 3)).toBe(true);
    expect(canAddKeychain(3, 3)).toBe(false);
    expect(orderCreditSummary(3, 2, 20)).toEqual({ totalKeychains: 3, creditsRequired: 2, availableCredits: 20, remainingCredits: 18 });
  });
});

describe('saved designs in the dealer order', () => {
  const saved = { customText: 'SHOP42', fontFamily: 'pacifico', textColor: 'red' };
  it('replaces a lone empty keychain, keeping its id', () => {
    const blank = blankKeychainDraft();
    expect(withSavedDesign([blank], saved, 5)).toEqual([{ ...saved, id: blank.id }]);
  });
  it('appends while the balance allows another keychain, and refuses past it', () => {
    const first = { ...blankKeychainDraft(), customText: 'ONE' };
    const next = withSavedDesign([first], saved, 2);
    expect(next).toHaveLength(2);
    expect(next?.[1]).toMatchObject(saved);
    expect(withSavedDesign([first], saved, 1)).toBeNull();
  });
});
