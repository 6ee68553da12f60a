import { describe, expect, it } from 'vitest';
import { makeOrderData } from '#shared/cart';
import {
  blankKeychain,
  buyNowOrder,
  canAddAnother,
  canOrder,
  cartOrder,
  checkoutUrl,
  customizerReducer,
  isKeychainComplete,
  initialCustomizerState,
  namedKeychainsDroppedBy,
  shouldToastStartFresh,
  showsCustomizeAllMessage,
  stateFromSavedOrder,
  type CustomizerState,
} from './customizer-state';

const named = (text: string, font = 'bangers', color = 'yellow') => ({ customText: text, fontFamily: font, textColor: color });

function stateOf(...texts: string[]): CustomizerState {
  return { quantity: texts.length, keychains: texts.map((t) => named(t)), selectedIndex: 0 };
}

describe('quantity', () => {
  it('starts with one blank default keychain (bangers on yellow) selected', () => {
    expect(initialCustomizerState()).toEqual({
      quantity: 1,
      keychains: [{ customText: '', fontFamily: 'bangers', textColor: 'yellow' }],
      selectedIndex: 0,
    });
  });

  it('appends blank default keychains when raised and keeps the existing designs', () => {
    const next = customizerReducer(stateOf('Asha'), { type: 'setQuantity', quantity: 3 });
    expect(next.quantity).toBe(3);
    expect(next.keychains).toEqual([named('Asha'), blankKeychain(), blankKeychain()]);
    expect(next.selectedIndex).toBe(0);
  });

  it('truncates when lowered and resets an out-of-range edited index to the first', () => {
    const start = { ...stateOf('A', 'B', 'C', 'D'), selectedIndex: 3 };
    const next = customizerReducer(start, { type: 'setQuantity', quantity: 2 });
    expect(next.keychains.map((k) => k.customText)).toEqual(['A', 'B']);
    expect(next.selectedIndex).toBe(0);
  });

  it('keeps an edited index that is still in range when lowered', () => {
    const next = customizerReducer({ ...stateOf('A', 'B', 'C'), selectedIndex: 1 }, { type: 'setQuantity', quantity: 2 });
    expect(next.selectedIndex).toBe(1);
  });

  it('names the typed keychains a lower quantity would drop, and none that are blank or kept', () => {
    const start = stateOf('A', '', 'C', ' ');
    expect(namedKeychainsDroppedBy(start, 1).map((k) => k.customText)).toEqual(['C']);
    expect(namedKeychainsDroppedBy(start, 3)).toEqual([]);
    expect(namedKeychainsDroppedBy(start, 6)).toEqual([]);
    expect(namedKeychainsDroppedBy(stateOf('A', 'B'), 0).map((k) => k.customText)).toEqual(['B']);
  });

  it('clamps the quantity to 1-10', () => {
    expect(customizerReducer(stateOf('A'), { type: 'setQuantity', quantity: 14 }).keychains).toHaveLength(10);
    expect(customizerReducer(stateOf('A', 'B'), { type: 'setQuantity', quantity: 0 }).keychains).toHaveLength(1);
  });
});

describe('add another keychain', () => {
  it('raises the quantity by one, appends a blank keychain and selects it', () => {
    const next = customizerReducer(stateOf('A', 'B'), { type: 'addAnother' });
    expect(next.quantity).toBe(3);
    expect(next.keychains[2]).toEqual(blankKeychain());
    expect(next.selectedIndex).toBe(2);
  });

  it('does nothing at 10 keychains', () => {
    const ten = stateOf(...'ABCDEFGHIJ'.split(''));
    expect(canAddAnother(ten)).toBe(false);
    expect(customizerReducer(ten, { type: 'addAnother' })).toBe(ten);
    expect(canAddAnother(stateOf(...'ABCDEFGHI'.split('')))).toBe(true);
  });
});

describe('editing', () => {
  it('tidies text on every change (first letter up, 13 letters) without dropping what it cannot print, and selects the edited keychain', () => {
    const next = customizerReducer(stateOf('A', 'B'), { type: 'edit', index: 1, patch: { customText: 'hello world!! 2024xyz' } });
    expect(next.keychains[1]!.customText).toBe('Hello world!!');
    expect(next.selectedIndex).toBe(1);
    const indic = customizerReducer(stateOf('A'), { type: 'edit', index: 0, patch: { customText: 'आरव' } });
    expect(indic.keychains[0]!.customText).toBe('आरव');
  });

  it('counts a keychain complete only when its text can be printed', () => {
    expect(isKeychainComplete(named('आरव'))).toBe(true);
    expect(isKeychainComplete(named('Hello world'))).toBe(false);
    expect(isKeychainComplete(named('राजA'))).toBe(false);
  });

  it('changes font and colour of one keychain only', () => {
    let s = customizerReducer(stateOf('A', 'B'), { type: 'edit', index: 0, patch: { fontFamily: 'pacifico' } });
    s = customizerReducer(s, { type: 'edit', index: 0, patch: { textColor: 'green' } });
    expect(s.keychains).toEqual([named('A', 'pacifico', 'green'), named('B')]);
  });
});

describe('ordering rule', () => {
  it('disables ordering until every keychain has non-blank text, a font and a colour', () => {
    expect(canOrder(stateOf('A', 'B'))).toBe(true);
    expect(canOrder(stateOf('A', ''))).toBe(false);
    expect(canOrder(stateOf('A', '   '))).toBe(false);
    expect(canOrder({ quantity: 1, keychains: [named('A', '', 'yellow')], selectedIndex: 0 })).toBe(false);
    expect(canOrder({ quantity: 1, keychains: [named('A', 'bangers', '')], selectedIndex: 0 })).toBe(false);
  });

  it('shows "customize all" only for more than one keychain while disabled', () => {
    expect(showsCustomizeAllMessage(stateOf(''))).toBe(false);
    expect(showsCustomizeAllMessage(stateOf('A', ''))).toBe(true);
    expect(showsCustomizeAllMessage(stateOf('A', 'B'))).toBe(false);
  });

  it('keeps only keychains with text in the cart, with tier prices', () => {
    const order = cartOrder(stateOf('A', ' ', 'C'));
    expect(order.keychains.map((k) => k.customText)).toEqual(['A', 'C']);
    expect(order).toMatchObject({ quantity: 2, pricePerUnit: 180, totalPrice: 360 });
  });

  it('puts every keychain in the Buy Now checkout URL', () => {
    const order = buyNowOrder(stateOf('A', 'B', 'C'));
    const url = checkoutUrl(order);
    expect(url.startsWith('/checkout?orderData=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(url.slice('/checkout?orderData='.length)))).toEqual(order);
    expect(order.totalPrice).toBe(510);
  });
});

describe('start fresh', () => {
  it('toasts only when a keychain has text or the quantity exceeds 1', () => {
    expect(shouldToastStartFresh(initialCustomizerState())).toBe(false);
    expect(shouldToastStartFresh({ quantity: 1, keychains: [{ ...blankKeychain(), fontFamily: 'pacifico' }], selectedIndex: 0 })).toBe(
      false,
    );
    expect(shouldToastStartFresh(stateOf('A'))).toBe(true);
    expect(shouldToastStartFresh(stateOf('', ''))).toBe(true);
  });

  it('resets to one default keychain', () => {
    expect(customizerReducer(stateOf('A', 'B', 'C'), { type: 'reset' })).toEqual(initialCustomizerState());
  });
});

describe('restore', () => {
  it('restores a saved order with quantity = number of keychains and the first selected', () => {
    const saved = makeOrderData([named('Asha', 'pacifico', 'green'), named('Ravi')]);
    expect(stateFromSavedOrder(saved)).toEqual({
      quantity: 2,
      keychains: [named('Asha', 'pacifico', 'green'), named('Ravi')],
      selectedIndex: 0,
    });
  });

  it('restores nothing without a saved order or keychains', () => {
    expect(stateFromSavedOrder(null)).toBeNull();
    expect(stateFromSavedOrder(makeOrderData([]))).toBeNull();
  });

  it('keeps at most 10 keychains and fills a missing font or colour with the default', () => {
    const many = makeOrderData(Array.from({ length: 12 }, () => named('X', '', '')));
    const restored = stateFromSavedOrder(many)!;
    expect(restored.quantity).toBe(10);
    expect(restored.keychains[0]).toEqual(named('X'));
  });
});
