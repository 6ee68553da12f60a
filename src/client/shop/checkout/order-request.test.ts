import { describe, expect, it } from 'vitest';
import { BUILT_IN_COLORS, type ColorCombination } from '#shared/catalog';
import { CheckoutFormSchema, CreateOrderRequest } from '#shared/schemas/order';
import { buildCart, type OrderData } from '#shared/cart';
import {
  buildCreateOrderRequest,
  cartFingerprint,
  colorCombinationFor,
  customizerHref,
  orderFromSearch,
  prefillFromProfile,
  resolveInitialOrder,
  searchWithoutOrderData,
  summaryLines,
  shopHomePath,
  type CheckoutFormValues,
} from './order-request';

const threeKeychains: OrderData = {
  keychains: [
    { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
    { customText: 'Ravi', fontFamily: 'pacifico', textColor: 'green' },
    { customText: 'Meera', fontFamily: 'chewy', textColor: 'no-such-colour' },
  ],
  quantity: 3,
  pricePerUnit: 170,
  totalPrice: 510,
};

const form: CheckoutFormValues = {
  customerEmail: 'asha@example.in',
  customerName: 'Asha Rao',
  customerPhone: '9876543210',
  shippingAddress: {
    street: '12 MG Road',
    addressLine2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: '29',
    zipCode: '560001',
    country: 'India',
  },
};

describe('orderFromSearch', () => {
  it('reads URL-encoded JSON from the orderData parameter', () => {
    const search = `?orderData=${encodeURIComponent(JSON.stringify(threeKeychains))}`;
    expect(orderFromSearch(search)?.keychains.map((k) => k.customText)).toEqual(['Asha', 'Ravi', 'Meera']);
  });

  it('ignores a missing, broken or empty order', () => {
    expect(orderFromSearch('')).toBeNull();
    expect(orderFromSearch('?orderData=%7Bnot-json')).toBeNull();
    expect(orderFromSearch(`?orderData=${encodeURIComponent(JSON.stringify({ keychains: [] }))}`)).toBeNull();
    expect(orderFromSearch(`?orderData=${encodeURIComponent(JSON.stringify({ keychains: [{ customText: 1 }] }))}`)).toBeNull();
  });
});

describe('resolveInitialOrder', () => {
  const stored: OrderData = { keychains: [{ customText: 'Stored', fontFamily: 'bangers', textColor: 'yellow' }] };

  it('prefers the URL order and says so, so the page saves it', () => {
    const search = `?orderData=${encodeURIComponent(JSON.stringify(threeKeychains))}`;
    const result = resolveInitialOrder(search, stored);
    expect(result.fromUrl).toBe(true);
    expect(result.order?.keychains).toHaveLength(3);
  });

  it('falls back to the stored order, and to nothing when that is empty', () => {
    expect(resolveInitialOrder('?orderData=oops', stored)).toEqual({ order: stored, fromUrl: false });
    expect(resolveInitialOrder('', { keychains: [] })).toEqual({ order: null, fromUrl: false });
    expect(resolveInitialOrder('', null)).toEqual({ order: null, fromUrl: false });
  });
});

describe('searchWithoutOrderData', () => {
  it('drops only the order parameter', () => {
    expect(searchWithoutOrderData('?orderData=x')).toBe('');
    expect(searchWithoutOrderData('?orderData=x&utm_source=ig')).toBe('?utm_source=ig');
  });
});

describe('colorCombinationFor', () => {
  it('copies a known combination', () => {
    expect(colorCombinationFor('yellow', BUILT_IN_COLORS)).toEqual({
      fontColor: '#fbbf24',
      backgroundColor: '#000000',
      displayName: 'Yellow',
    });
  });

  it('omits unknown colours instead of guessing the default', () => {
    expect(colorCombinationFor('no-such-colour', BUILT_IN_COLORS)).toBeUndefined();
  });

  it('omits colours the server would refuse (not six-digit hex)', () => {
    const colors: ColorCombination[] = [
      { name: 'bw', value: 'blue-white', displayName: 'Blue/White', fontColor: '#fff', backgroundColor: '#0000ff' },
    ];
    expect(colorCombinationFor('blue-white', colors)).toBeUndefined();
  });
});

describe('buildCreateOrderRequest', () => {
  const body = buildCreateOrderRequest(threeKeychains, form, BUILT_IN_COLORS);

  it('sends the phone as +91, a space and the digits', () => {
    expect(body.customerPhone).toBe('+91 9876543210');
  });

  it('sends whatsappOptIn only when the box is ticked', () => {
    expect(body).not.toHaveProperty('whatsappOptIn');
    expect(buildCreateOrderRequest(threeKeychains, { ...form, whatsappOptIn: true }, BUILT_IN_COLORS).whatsappOptIn).toBe(true);
  });

  it("sends the updates' language with the opt-in only (English unless chosen)", () => {
    expect(body).not.toHaveProperty('language');
    const ticked = (extra: object) => buildCreateOrderRequest(threeKeychains, { ...form, whatsappOptIn: true, ...extra }, BUILT_IN_COLORS);
    expect(ticked({}).language).toBe('en');
    expect(ticked({ language: 'hi' }).language).toBe('hi');
    expect(buildCreateOrderRequest(threeKeychains, { ...form, language: 'hi' }, BUILT_IN_COLORS)).not.toHaveProperty('language');
  });

  it('counts the keychains and sends the tier total in rupees', () => {
    expect(body.quantity).toBe(3);
    expect(body.totalPrice).toBe(510);
    expect(body.modelId).toBe(1);
    expect(body.paymentStatus).toBe('pending');
    expect(body.orderStatus).toBe('pending');
  });

  it('fills each design with its colour combination where one is known', () => {
    expect(body.keychains[0]).toEqual({
      customText: 'Asha',
      fontFamily: 'bangers',
      textColor: 'yellow',
      colorCombination: { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' },
    });
    expect(body.keychains[1]?.colorCombination?.displayName).toBe('Green');
    expect(body.keychains[2]).not.toHaveProperty('colorCombination');
  });

  it('ships to India and leaves out an empty address line 2', () => {
    expect(body.shippingAddress).toEqual({
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      stateCode: '29',
      zipCode: '560001',
      country: 'India',
    });
    // The form hands over what its schema made of the typed text: trimmed.
    const typed = CheckoutFormSchema.parse({ ...form, shippingAddress: { ...form.shippingAddress, addressLine2: ' Flat 4 ' } });
    const withLine2 = buildCreateOrderRequest(threeKeychains, typed, BUILT_IN_COLORS);
    expect(withLine2.shippingAddress.addressLine2).toBe('Flat 4');
  });

  it('is accepted by the server contract', () => {
    expect(CreateOrderRequest.safeParse(body).success).toBe(true);
  });
});

describe('profile pre-fill', () => {
  it('fills name, e-mail, phone and address from the user', () => {
    const values = prefillFromProfile({
      email: 'asha@example.in',
      firstName: 'Asha',
      lastName: null,
      phone: '+91 9876543210',
      address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    });
    expect(values.customerName).toBe('Asha');
    expect(values.customerPhone).toBe('9876543210');
    expect(values.shippingAddress.city).toBe('Bengaluru');
    expect(values.shippingAddress.country).toBe('India');
  });

  it("starts the updates' language at the profile's: Hindi when saved, else English", () => {
    const user = { email: 'a@example.in', firstName: null, lastName: null, phone: null, address: null };
    expect(prefillFromProfile({ ...user, preferredLanguage: 'hi' }).language).toBe('hi');
    expect(prefillFromProfile({ ...user, preferredLanguage: 'fr' }).language).toBe('en');
    expect(prefillFromProfile(user).language).toBe('en');
  });

  it('gives empty values for a guest', () => {
    expect(prefillFromProfile(null).customerEmail).toBe('');
  });
});

describe('home paths', () => {
  it('sends signed-in users to / and guests to /guest', () => {
    expect(shopHomePath(true)).toBe('/');
    expect(shopHomePath(false)).toBe('/guest');
    expect(customizerHref(false)).toBe('/guest#customizer');
    expect(customizerHref(true)).toBe('/#customizer');
  });
});

describe('cartFingerprint', () => {
  it('changes when an item is removed and ignores stored prices', () => {
    const a = cartFingerprint(threeKeychains);
    expect(cartFingerprint({ ...threeKeychains, totalPrice: 1 })).toBe(a);
    expect(cartFingerprint({ ...threeKeychains, keychains: threeKeychains.keychains.slice(1) })).not.toBe(a);
  });
});

describe('summaryLines (no "Bulk discount ₹0")', () => {
  const k = { customText: 'A', fontFamily: 'bangers', textColor: 'yellow' };
  it('leaves the discount out for one keychain', () => {
    const summary = buildCart({ keychains: [k] }).categories['custom-keychains']!;
    expect(summaryLines(summary, 'Custom Keychains').map((l) => l.label)).toEqual(['Subtotal', 'Custom Keychains total']);
  });
  it('shows the discount as a negative line when there is one', () => {
    const summary = buildCart({ keychains: [k, k, k] }).categories['custom-keychains']!;
    expect(summaryLines(summary, 'Custom Keychains')).toEqual([
      { label: 'Subtotal', amount: 59_700, kind: 'subtotal' },
      { label: 'Bulk discount', amount: -8_700, kind: 'discount' },
      { label: 'Custom Keychains total', amount: 51_000, kind: 'total' },
    ]);
  });
});
