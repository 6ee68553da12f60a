import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#shared/cart';
import { MAX_ORDER_KEYCHAINS } from '#shared/schemas/order';
import {
  GUEST_DESIGNS_KEY,
  GUEST_DESIGNS_OFFERED_KEY,
  addKeychainsToCart,
  clearGuestDesigns,
  handDesignToCustomizer,
  readGuestDesigns,
  saveGuestDesign,
  splitReorderable,
  takeDesignToEdit,
} from './designs';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

beforeEach(() => {
  Object.assign(globalThis, {
    window: { localStorage: memoryStorage(), sessionStorage: memoryStorage(), dispatchEvent: () => true },
  });
});

const asha = { customText: 'ASHA', fontFamily: 'bangers', textColor: 'yellow' };

describe('guest designs on this device', () => {
  it('keeps valid designs newest first and refuses ones the cart would refuse', () => {
    expect(saveGuestDesign(asha)).toBe(true);
    expect(saveGuestDesign({ ...asha, customText: 'RAVI' })).toBe(true);
    expect(saveGuestDesign({ ...asha, customText: 'NOT OK!' })).toBe(false);
    expect(readGuestDesigns().map((d) => d.customText)).toEqual(['RAVI', 'ASHA']);
    clearGuestDesigns();
    expect(readGuestDesigns()).toEqual([]);
  });

  it('reads a tampered, unversioned or broken value as no designs', () => {
    for (const raw of [
      '{',
      '[]',
      JSON.stringify({ designs: [asha] }),
      JSON.stringify({ version: 1, designs: [{ ...asha, customText: '<script>' }] }),
    ]) {
      window.localStorage.setItem(GUEST_DESIGNS_KEY, raw);
      expect(readGuestDesigns(), raw).toEqual([]);
    }
  });

  it('offers the move again after a new design is saved', () => {
    window.localStorage.setItem(GUEST_DESIGNS_OFFERED_KEY, '1');
    saveGuestDesign(asha);
    expect(window.localStorage.getItem(GUEST_DESIGNS_OFFERED_KEY)).toBeNull();
  });
});

describe('cart and customizer hand-offs', () => {
  it('appends keychains to the cart at the tier price for the new count', () => {
    addKeychainsToCart([asha]);
    addKeychainsToCart([{ ...asha, customText: 'RAVI' }]);
    const order = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.orderData)!) as {
      keychains: unknown[];
      quantity: number;
      totalPrice: number;
    };
    expect(order.keychains).toEqual([asha, { ...asha, customText: 'RAVI' }]);
    expect(order.quantity).toBe(2);
    expect(order.totalPrice).toBeGreaterThan(0);
  });

  it(`never fills the cart past ${MAX_ORDER_KEYCHAINS} keychains`, () => {
    expect(addKeychainsToCart(Array.from({ length: MAX_ORDER_KEYCHAINS + 5 }, () => asha))).toBe(MAX_ORDER_KEYCHAINS);
    expect(addKeychainsToCart([asha])).toBe(0);
  });

  it('hands one design to the customizer once, and ignores a tampered one', () => {
    handDesignToCustomizer(asha);
    expect(takeDesignToEdit()).toEqual(asha);
    expect(takeDesignToEdit()).toBeNull();
    window.sessionStorage.setItem('chaabiEditDesign', JSON.stringify({ ...asha, customText: 'A B' }));
    expect(takeDesignToEdit()).toBeNull();
  });
});

describe('order again', () => {
  const fonts = [{ value: 'bangers', displayName: 'Bangers' }];
  const colors = [{ value: 'yellow', name: 'yellow', displayName: 'Yellow' }];
  it('keeps keychains still on sale and names the font or colour no longer sold', () => {
    const { sellable, unsold } = splitReorderable(
      [asha, { ...asha, customText: 'OLD', fontFamily: 'gone-font' }, { ...asha, customText: 'PINK', textColor: 'pink' }],
      fonts,
      colors,
    );
    expect(sellable).toEqual([asha]);
    expect(unsold).toEqual([
      { customText: 'OLD', missing: ['font gone-font'] },
      { customText: 'PINK', missing: ['colour pink'] },
    ]);
  });
});
