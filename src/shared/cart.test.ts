import { describe, expect, it } from 'vitest';
import { buildCart, countItems, makeOrderData, parseOrderData, removeCartItem } from './cart';

const k = (customText: string) => ({ customText, fontFamily: 'bangers', textColor: 'yellow' });

describe('parseOrderData (docs/product.md#4-states-and-transitions: unparsable data is an empty cart)', () => {
  it.each([null, '', 'not json', '{"keychains": "nope"}', '[]'])('treats %j as no order', (raw) => {
    expect(parseOrderData(raw)).toBeNull();
  });
  it('reads a stored order', () => {
    expect(parseOrderData(JSON.stringify({ keychains: [k('Asha')], quantity: 1 }))?.keychains).toEqual([k('Asha')]);
  });
});

describe('makeOrderData', () => {
  it('recomputes quantity and rupee prices from the tier table', () => {
    const order = makeOrderData([k('A'), k('B'), k('C')]);
    expect(order).toMatchObject({ quantity: 3, pricePerUnit: 170, totalPrice: 510 });
  });
});

describe('buildCart (docs/product.md#3-data category summary)', () => {
  it('groups keychains with subtotal at ₹199, tier discount and total', () => {
    const cart = buildCart(makeOrderData([k('A'), k('B'), k('C')]));
    const group = cart.categories['custom-keychains']!;
    expect(group.items.map((i) => i.id)).toEqual(['custom-keychain-0', 'custom-keychain-1', 'custom-keychain-2']);
    expect(group).toMatchObject({ totalQuantity: 3, subtotal: 59_700, discount: 8_700, finalPrice: 51_000, pricePerUnit: 17_000 });
    expect(cart.grandTotal).toBe(51_000);
    expect(cart.totalItems).toBe(3);
  });

  it('prices phone cases at ₹299 and mugs at ₹399 without a discount', () => {
    const cart = buildCart({
      keychains: [k('A')],
      phoneCases: [{ customText: 'P', model: 'iPhone 15', color: 'black' }],
      mugs: [
        { customText: 'M', size: '11oz', color: 'white' },
        { customText: 'N', size: '11oz', color: 'white' },
      ],
    });
    expect(cart.categories['phone-cases']).toMatchObject({ subtotal: 29_900, discount: 0, finalPrice: 29_900 });
    expect(cart.categories.mugs).toMatchObject({ totalQuantity: 2, finalPrice: 79_800 });
    expect(cart.grandTotal).toBe(19_900 + 29_900 + 79_800);
    expect(cart.totalItems).toBe(4);
  });

  it('is empty for no order', () => {
    expect(buildCart(null)).toEqual({ categories: {}, grandTotal: 0, totalItems: 0 });
  });
});

describe('removeCartItem (docs/product.md#4-states-and-transitions)', () => {
  it('removes a keychain and reprices the rest', () => {
    const next = removeCartItem(makeOrderData([k('A'), k('B'), k('C')]), 'custom-keychains', 1)!;
    expect(next.keychains.map((x) => x.customText)).toEqual(['A', 'C']);
    expect(next).toMatchObject({ quantity: 2, pricePerUnit: 180, totalPrice: 360 });
  });

  it('returns null when nothing remains', () => {
    expect(removeCartItem(makeOrderData([k('A')]), 'custom-keychains', 0)).toBeNull();
  });

  it('deletes the phone case list with its last item', () => {
    const next = removeCartItem({ keychains: [k('A')], phoneCases: [{ customText: 'P', model: 'x', color: 'y' }] }, 'phone-cases', 0)!;
    expect(next.phoneCases).toBeUndefined();
    expect(countItems(next)).toBe(1);
  });
});
