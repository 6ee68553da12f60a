/**
 * The customizer's state and rules as pure functions (docs/product.md#customizer-state,
 * docs/product.md#keychain-text): quantity 1-10, one design per keychain, one design being edited
 * at a time.
 */
import { DEFAULT_COLOR, DEFAULT_FONT } from '#shared/catalog';
import { makeOrderData, type OrderData } from '#shared/cart';
import { MAX_CUSTOMIZER_QUANTITY } from '#shared/pricing';
import { keychainTextProblem, sanitizeKeychainText } from '#shared/keychain-text';
import type { KeychainChoice } from '#shared/schemas/keychain-design';

/** One keychain's design as the customizer edits it (catalogue values; the server resolves the colours). */
export type KeychainDesign = KeychainChoice;

/** Customizer state: `keychains.length === quantity` always holds. */
export interface CustomizerState {
  quantity: number;
  keychains: KeychainDesign[];
  /** Index of the keychain being edited. */
  selectedIndex: number;
}

export type CustomizerAction =
  | { type: 'setQuantity'; quantity: number }
  | { type: 'addAnother' }
  | { type: 'select'; index: number }
  | { type: 'edit'; index: number; patch: Partial<KeychainDesign> }
  | { type: 'reset' }
  | { type: 'restore'; state: CustomizerState };

/**
 * A blank keychain with the default font and colour (docs/product.md#defaults: bangers, yellow).
 */
export function blankKeychain(): KeychainDesign {
  return { customText: '', fontFamily: DEFAULT_FONT, textColor: DEFAULT_COLOR };
}

/** One blank keychain, selected. */
export function initialCustomizerState(): CustomizerState {
  return { quantity: 1, keychains: [blankKeychain()], selectedIndex: 0 };
}

/**
 * The keychains with typed text that lowering the quantity to `requested` would drop (the
 * customizer asks before it drops them and offers Undo after).
 */
export function namedKeychainsDroppedBy(state: CustomizerState, requested: number): KeychainDesign[] {
  return state.keychains.slice(clampQuantity(requested)).filter((k) => k.customText.trim() !== '');
}

/** Clamps a requested quantity to a whole number in 1-10 (docs/product.md#validation). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_CUSTOMIZER_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/**
 * Changes the quantity (docs/product.md#states): raising appends blank default keychains; lowering
 * truncates and resets the edited index to the first when it falls out of range.
 */
export function withQuantity(state: CustomizerState, requested: number): CustomizerState {
  const quantity = clampQuantity(requested);
  const keychains =
    quantity > state.keychains.length
      ? [...state.keychains, ...Array.from({ length: quantity - state.keychains.length }, blankKeychain)]
      : state.keychains.slice(0, quantity);
  const selectedIndex = state.selectedIndex < quantity ? state.selectedIndex : 0;
  return { quantity, keychains, selectedIndex };
}

/** Whether Add Another Keychain can still add one (disabled at 10). */
export function canAddAnother(state: CustomizerState): boolean {
  return state.quantity < MAX_CUSTOMIZER_QUANTITY;
}

/**
 * Add Another Keychain (docs/product.md#customizer-state): quantity + 1, a blank keychain appended
 * and selected.
 */
export function withAnotherKeychain(state: CustomizerState): CustomizerState {
  if (!canAddAnother(state)) return state;
  const keychains = [...state.keychains, blankKeychain()];
  return { quantity: keychains.length, keychains, selectedIndex: keychains.length - 1 };
}

/**
 * `keychain` with `patch` applied, typed text tidied (sanitizeKeychainText: NFC, 13 letters, a
 * Latin first letter upper-cased): every edit of a keychain in the customizer and the dealer's order.
 */
export function editKeychain<K extends KeychainDesign>(keychain: K, patch: Partial<KeychainDesign>): K {
  return { ...keychain, ...patch, ...(patch.customText !== undefined ? { customText: sanitizeKeychainText(patch.customText) } : {}) };
}

/** The customizer reducer. */
export function customizerReducer(state: CustomizerState, action: CustomizerAction): CustomizerState {
  switch (action.type) {
    case 'setQuantity':
      return withQuantity(state, action.quantity);
    case 'addAnother':
      return withAnotherKeychain(state);
    case 'select':
      return action.index >= 0 && action.index < state.keychains.length ? { ...state, selectedIndex: action.index } : state;
    case 'edit':
      if (action.index < 0 || action.index >= state.keychains.length) return state;
      return {
        ...state,
        keychains: state.keychains.map((k, i) => (i === action.index ? editKeychain(k, action.patch) : k)),
        selectedIndex: action.index,
      };
    case 'reset':
      return initialCustomizerState();
    case 'restore':
      return action.state;
  }
}

/**
 * A keychain is ready when it has printable text (docs/product.md#keychain-text,
 * docs/decisions/045), a font and a colour.
 */
export function isKeychainComplete(keychain: KeychainDesign): boolean {
  return keychainTextProblem(keychain.customText) === null && keychain.fontFamily !== '' && keychain.textColor !== '';
}

/**
 * Add to Cart and Buy Now are enabled only when every keychain is complete
 * (docs/product.md#validation).
 */
export function canOrder(state: CustomizerState): boolean {
  return state.keychains.length > 0 && state.keychains.every(isKeychainComplete);
}

/** "Please customize all keychains before ordering" shows for quantity > 1 while ordering is disabled. */
export function showsCustomizeAllMessage(state: CustomizerState): boolean {
  return state.quantity > 1 && !canOrder(state);
}

/**
 * Start Fresh toasts only when any keychain has text or quantity exceeds 1
 * (docs/product.md#customizer-state).
 */
export function shouldToastStartFresh(state: CustomizerState): boolean {
  return state.quantity > 1 || state.keychains.some((k) => k.customText.trim() !== '');
}

/** Order data for Add to Cart: only keychains with non-blank text (docs/product.md#cart-state). */
export function cartOrder(state: CustomizerState): OrderData {
  return makeOrderData(state.keychains.filter((k) => k.customText.trim() !== '').map((k) => ({ ...k })));
}

/** Order data for Buy Now: every keychain (all are complete when Buy Now is enabled). */
export function buyNowOrder(state: CustomizerState): OrderData {
  return makeOrderData(state.keychains.map((k) => ({ ...k })));
}

/** The checkout URL carrying the order as URL-encoded JSON (docs/product.md#checkout). */
export function checkoutUrl(order: OrderData): string {
  return `/checkout?orderData=${encodeURIComponent(JSON.stringify(order))}`;
}

/**
 * The state to restore from a saved order (docs/product.md#states): quantity = number of keychains,
 * the first selected. Null when there is nothing to restore. Keeps at most 10 and fills a missing
 * font or colour with the default so every restored design can be edited.
 */
export function stateFromSavedOrder(order: OrderData | null): CustomizerState | null {
  if (!order || order.keychains.length === 0) return null;
  const keychains = order.keychains.slice(0, MAX_CUSTOMIZER_QUANTITY).map((k) => ({
    customText: sanitizeKeychainText(k.customText),
    fontFamily: k.fontFamily || DEFAULT_FONT,
    textColor: k.textColor || DEFAULT_COLOR,
  }));
  return { quantity: keychains.length, keychains, selectedIndex: 0 };
}
