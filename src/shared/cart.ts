/**
 * The browser cart (docs/product.md#cart-and-local-storage).
 * Amounts on cart items and summaries are integer paise; the stored `orderData` keeps the
 * spec's rupee fields `pricePerUnit` and `totalPrice`, recomputed whenever it is written.
 */
// zod/mini keeps the storefront's first-load bundle small (docs/product.md#budgets); same validation.
import * as z from 'zod/mini';
import { FIXED_PRICES_PAISE, KEYCHAIN_BASE_PRICE_PAISE, quoteKeychains } from './pricing';
import { storedChoiceFieldsMini } from './schemas/design-fields-mini';
import type { KeychainChoice } from './schemas/keychain-design';
import { paiseToRupees } from './money';

/** Local-storage keys (docs/product.md#cart-and-local-storage). */
export const STORAGE_KEYS = {
  orderData: 'orderData',
  cartData: 'cartData',
  checkoutData: 'checkoutData',
  adminLoggedIn: 'admin_logged_in',
  dealerToken: 'dealerToken',
  dealerId: 'dealerId',
  dealerCustomerInfo: 'dealerCustomerInfo',
  dealerKeychainCustomization: 'dealerKeychainCustomization',
} as const;

/**
 * Window event fired after every cart change so the header count refreshes
 * (docs/product.md#cart-state).
 */
export const CART_UPDATED_EVENT = 'cart-updated';

// The cart's keychains are designs by catalogue value (schemas/keychain-design.ts), parsed with zod/mini here.
const StoredKeychain = z.object(storedChoiceFieldsMini({ required: false })) satisfies z.ZodMiniType<KeychainChoice>;
const StoredPhoneCase = z.object({ customText: z.string(), model: z.string(), color: z.string() });
const StoredMug = z.object({ customText: z.string(), size: z.string(), color: z.string() });

/**
 * `orderData` as kept in local storage or passed in the checkout URL
 * (docs/product.md#cart-and-local-storage).
 */
export const OrderDataSchema = z.object({
  keychains: z._default(z.array(StoredKeychain), []),
  phoneCases: z.optional(z.array(StoredPhoneCase)),
  mugs: z.optional(z.array(StoredMug)),
  quantity: z.optional(z.int().check(z.nonnegative())),
  /** Rupees per keychain at the tier price. */
  pricePerUnit: z.optional(z.number()),
  /** Rupees for the keychains. */
  totalPrice: z.optional(z.number()),
});
export type OrderData = z.infer<typeof OrderDataSchema>;
export type StoredKeychain = KeychainChoice;

/**
 * Parses stored or URL order data; anything unparsable is an empty cart
 * (docs/product.md#cart-state: "Stored cart data that fails to parse is treated as an empty cart").
 */
export function parseOrderData(raw: string | null | undefined): OrderData | null {
  if (!raw) return null;
  try {
    const parsed = OrderDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Builds order data for a list of keychains with the prices recomputed from the tier table. */
export function makeOrderData(keychains: StoredKeychain[], rest: Pick<OrderData, 'phoneCases' | 'mugs'> = {}): OrderData {
  const quantity = keychains.length;
  const quote = quantity > 0 ? quoteKeychains(quantity) : null;
  const data: OrderData = {
    keychains,
    quantity,
    pricePerUnit: quote ? paiseToRupees(quote.unitPrice) : 0,
    totalPrice: quote ? paiseToRupees(quote.total) : 0,
  };
  if (rest.phoneCases && rest.phoneCases.length > 0) data.phoneCases = rest.phoneCases;
  if (rest.mugs && rest.mugs.length > 0) data.mugs = rest.mugs;
  return data;
}

/** Number of items in an order (header cart count). */
export function countItems(order: OrderData | null): number {
  if (!order) return 0;
  return order.keychains.length + (order.phoneCases?.length ?? 0) + (order.mugs?.length ?? 0);
}

/** Category slugs of the cart summary (docs/product.md#checkout). */
export type CategorySlug = 'custom-keychains' | 'phone-cases' | 'mugs';

/** A cart line (docs/product.md#cart-and-local-storage); prices in paise. */
export interface CartItem {
  id: string;
  category: CategorySlug;
  productId: 1 | 2 | 3;
  productName: string;
  customization: { customText: string; fontFamily?: string; textColor?: string; model?: string; color?: string; size?: string };
  basePrice: number;
  finalPrice: number;
  quantity: number;
  /** Index of the entry in its orderData list, for removal. */
  index: number;
}

/** Per-category totals (docs/product.md#cart-and-local-storage); paise. */
export interface CategorySummary {
  items: CartItem[];
  totalQuantity: number;
  subtotal: number;
  discount: number;
  finalPrice: number;
  pricePerUnit: number;
}

/**
 * The whole cart (docs/product.md#cart-and-local-storage): categories keyed by slug, grand total in
 * paise, item count.
 */
export interface Cart {
  categories: Partial<Record<CategorySlug, CategorySummary>>;
  grandTotal: number;
  totalItems: number;
}

/**
 * Groups order data into category summaries. Keychains get the tier price
 * (docs/product.md#pricing-tiers); phone cases and mugs their fixed prices with no bulk discount,
 * since the spec does not give its rate (docs/decisions/003-cart-bulk-discount.md).
 */
export function buildCart(order: OrderData | null): Cart {
  const categories: Cart['categories'] = {};
  if (order && order.keychains.length > 0) {
    const quote = quoteKeychains(order.keychains.length);
    categories['custom-keychains'] = {
      items: order.keychains.map((k, index) => ({
        id: `custom-keychain-${index}`,
        category: 'custom-keychains',
        productId: 1,
        productName: 'Custom Keychain',
        customization: { customText: k.customText, fontFamily: k.fontFamily, textColor: k.textColor },
        basePrice: KEYCHAIN_BASE_PRICE_PAISE,
        finalPrice: quote.unitPrice,
        quantity: 1,
        index,
      })),
      totalQuantity: quote.quantity,
      subtotal: quote.original,
      discount: quote.savings,
      finalPrice: quote.total,
      pricePerUnit: quote.unitPrice,
    };
  }
  const fixed = (
    slug: 'phone-cases' | 'mugs',
    productId: 2 | 3,
    productName: string,
    price: number,
    list: { customText: string; model?: string; size?: string; color: string }[] | undefined,
  ) => {
    if (!list || list.length === 0) return;
    categories[slug] = {
      items: list.map((p, index) => ({
        id: `${slug === 'phone-cases' ? 'phone-case' : 'mug'}-${index}`,
        category: slug,
        productId,
        productName,
        customization: { customText: p.customText, model: p.model, size: p.size, color: p.color },
        basePrice: price,
        finalPrice: price,
        quantity: 1,
        index,
      })),
      totalQuantity: list.length,
      subtotal: price * list.length,
      discount: 0,
      finalPrice: price * list.length,
      pricePerUnit: price,
    };
  };
  fixed('phone-cases', 2, 'Custom Phone Case', FIXED_PRICES_PAISE.phoneCase, order?.phoneCases);
  fixed('mugs', 3, 'Custom Mug', FIXED_PRICES_PAISE.mug, order?.mugs);
  const summaries = Object.values(categories);
  return {
    categories,
    grandTotal: summaries.reduce((sum, c) => sum + c.finalPrice, 0),
    totalItems: summaries.reduce((sum, c) => sum + c.totalQuantity, 0),
  };
}

/**
 * Removes one cart item and returns the new order data, or null when nothing remains
 * (docs/product.md#cart-state: then all cart storage is cleared; the last phone case or mug deletes
 * its list).
 */
export function removeCartItem(order: OrderData, category: CategorySlug, index: number): OrderData | null {
  const keychains = category === 'custom-keychains' ? order.keychains.filter((_, i) => i !== index) : order.keychains;
  const phoneCases = category === 'phone-cases' ? order.phoneCases?.filter((_, i) => i !== index) : order.phoneCases;
  const mugs = category === 'mugs' ? order.mugs?.filter((_, i) => i !== index) : order.mugs;
  const next = makeOrderData(keychains, { phoneCases, mugs });
  return countItems(next) === 0 ? null : next;
}

/** What `sellableOrder` left out of an order, by category. */
export interface LeftOut {
  phoneCases: number;
  mugs: number;
}

/**
 * The part of an order the shop can take today: its keychains. Phone cases and mugs are
 * "Coming Soon" (docs/product.md#screens) and the order API prices and stores keychains only, so a
 * cart that showed them would show more than the server charges (decision 027). The
 * checkout uses this before showing any total, so the amount shown is the amount charged.
 * Returns null for the order when no keychain remains.
 */
export function sellableOrder(order: OrderData | null): { order: OrderData | null; leftOut: LeftOut } {
  const leftOut = { phoneCases: order?.phoneCases?.length ?? 0, mugs: order?.mugs?.length ?? 0 };
  if (!order || order.keychains.length === 0) return { order: null, leftOut };
  return { order: makeOrderData(order.keychains), leftOut };
}

/** The shopper-facing note for items `sellableOrder` left out, or null when nothing was. */
export function leftOutMessage(leftOut: LeftOut): string | null {
  const parts: string[] = [];
  if (leftOut.phoneCases > 0) parts.push(leftOut.phoneCases === 1 ? '1 phone case' : `${leftOut.phoneCases} phone cases`);
  if (leftOut.mugs > 0) parts.push(leftOut.mugs === 1 ? '1 mug' : `${leftOut.mugs} mugs`);
  if (parts.length === 0) return null;
  return `Custom phone cases and mugs are coming soon, so ${parts.join(' and ')} left your cart. You pay only for your keychains.`;
}
