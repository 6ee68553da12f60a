/**
 * Pure checkout helpers: where the order comes from (docs/product.md#checkout: the orderData query
 * parameter or local storage) and the POST /api/orders body it becomes
 * (docs/product.md#customer-calls).
 */
import { buildCart, countItems, parseOrderData, type CategorySummary, type OrderData } from '#shared/cart';
import { HEX_COLOR_PATTERN, type ColorCombination } from '#shared/catalog';
import { digitsOnly, nationalPhoneDigits, withIndiaPrefix } from '#shared/phone';
import type { CheckoutForm, CheckoutFormSchema, CreateOrderRequest } from '#shared/schemas/order';
import type { z } from 'zod';
import { paiseToRupees } from '#shared/money';

/** The validated checkout form (after zod: trimmed strings, country filled in). */
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;

/**
 * The order in a `?orderData=<URL-encoded JSON>` search string, or null when it is missing,
 * unparsable or holds no items.
 */
export function orderFromSearch(search: string): OrderData | null {
  const raw = new URLSearchParams(search).get('orderData');
  const order = parseOrderData(raw);
  return order && countItems(order) > 0 ? order : null;
}

/**
 * The order the checkout starts with: the URL's wins (and must then be saved, so a refresh
 * keeps it), else the stored one.
 */
export function resolveInitialOrder(search: string, stored: OrderData | null): { order: OrderData | null; fromUrl: boolean } {
  const fromUrl = orderFromSearch(search);
  if (fromUrl) return { order: fromUrl, fromUrl: true };
  return { order: stored && countItems(stored) > 0 ? stored : null, fromUrl: false };
}

/** The search string with `orderData` removed ("" when nothing else is left), for history.replaceState. */
export function searchWithoutOrderData(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('orderData');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The colour combination stored on a design: only when `textColor` names a known combination
 * whose colours are six-digit hex (what the server accepts); otherwise omitted, since the
 * field is optional and a guessed colour would be wrong on the printed keychain.
 */
export function colorCombinationFor(
  textColor: string,
  colors: readonly ColorCombination[],
): CreateOrderRequest['keychains'][number]['colorCombination'] {
  const match = colors.find((c) => c.value === textColor);
  if (!match || !HEX_COLOR_PATTERN.test(match.fontColor) || !HEX_COLOR_PATTERN.test(match.backgroundColor)) return undefined;
  return { fontColor: match.fontColor, backgroundColor: match.backgroundColor, displayName: match.displayName };
}

/**
 * Builds the POST /api/orders body (docs/product.md#customer-calls) from the validated form and the
 * cart. The form's fields are the request's own (CheckoutFormSchema); this adds only what the form
 * does not hold: "+91 " before the phone, `whatsappOptIn` and `language` only when ticked
 * (docs/product.md#whatsapp-updates), an empty address line 2 left out, the keychains with their
 * colour combination, quantity = number of keychains, totalPrice in rupees (the server recomputes
 * it), both statuses pending.
 */
export function buildCreateOrderRequest(
  order: OrderData,
  form: CheckoutFormValues,
  colors: readonly ColorCombination[],
): CreateOrderRequest {
  const keychainSummary = buildCart(order).categories['custom-keychains'];
  const { whatsappOptIn, language, shippingAddress, ...contact } = form;
  const { addressLine2, ...address } = shippingAddress;
  return {
    ...contact,
    customerPhone: withIndiaPrefix(form.customerPhone),
    // The updates' language goes with the opt-in; unticked, the server uses the profile's (docs/product.md#whatsapp-updates).
    ...(whatsappOptIn ? { whatsappOptIn: true, language: language ?? 'en' } : {}),
    modelId: 1,
    keychains: order.keychains.map((k) => {
      const colorCombination = colorCombinationFor(k.textColor, colors);
      return {
        customText: k.customText,
        fontFamily: k.fontFamily,
        textColor: k.textColor,
        ...(colorCombination ? { colorCombination } : {}),
      };
    }),
    quantity: order.keychains.length,
    totalPrice: keychainSummary ? paiseToRupees(keychainSummary.finalPrice) : 0,
    paymentStatus: 'pending',
    orderStatus: 'pending',
    shippingAddress: { ...address, ...(addressLine2 ? { addressLine2 } : {}) },
  };
}

/**
 * A signed-in user as far as the checkout cares (docs/product.md#roles: the form is pre-filled from
 * the profile).
 */
export interface ProfileForPrefill {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: { street: string; city: string; state: string; zipCode: string; country: string } | null;
  /** The language of their order updates ('en' or 'hi'; anything else reads as English). */
  preferredLanguage?: string;
}

/** The form's empty values. */
export function emptyCheckoutForm(): CheckoutForm {
  return {
    customerEmail: '',
    customerName: '',
    customerPhone: '',
    shippingAddress: { street: '', addressLine2: '', city: '', state: '', zipCode: '', country: 'India' },
    whatsappOptIn: false,
  };
}

/** Form values pre-filled from the profile (the updates' language too); missing fields stay empty. */
export function prefillFromProfile(user: ProfileForPrefill | null): CheckoutForm {
  const form = emptyCheckoutForm();
  if (!user) return form;
  const name = [user.firstName, user.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return {
    customerEmail: user.email ?? '',
    customerName: name,
    customerPhone: nationalPhoneDigits(user.phone),
    shippingAddress: {
      street: user.address?.street ?? '',
      addressLine2: '',
      city: user.address?.city ?? '',
      state: user.address?.state ?? '',
      zipCode: digitsOnly(user.address?.zipCode ?? '', 6),
      country: 'India',
    },
    whatsappOptIn: false,
    language: user.preferredLanguage === 'hi' ? 'hi' : 'en',
  };
}

/**
 * Where "home" is for this visitor (docs/product.md#screens: / when signed in, /guest otherwise).
 */
export function shopHomePath(isAuthenticated: boolean): string {
  return isAuthenticated ? '/' : '/guest';
}

/** The customizer anchor on the visitor's home page. */
export function customizerHref(isAuthenticated: boolean): string {
  return `${shopHomePath(isAuthenticated)}#customizer`;
}

/** A fingerprint of the cart's contents, so a saved unpaid order is reused only for the same cart. */
export function cartFingerprint(order: OrderData): string {
  return JSON.stringify([
    order.keychains.map((k) => [k.customText, k.fontFamily, k.textColor]),
    (order.phoneCases ?? []).map((p) => [p.customText, p.model, p.color]),
    (order.mugs ?? []).map((m) => [m.customText, m.size, m.color]),
  ]);
}

/** One line of a category's totals in the checkout summary; `amount` in paise, negative for a discount. */
export interface SummaryLine {
  label: string;
  amount: number;
  kind: 'subtotal' | 'discount' | 'total';
}

/**
 * The totals under a category in the checkout summary: subtotal, the bulk discount only when
 * there is one ("Bulk discount ₹0" is noise), and the category total.
 */
export function summaryLines(summary: CategorySummary, title: string): SummaryLine[] {
  return [
    { label: 'Subtotal', amount: summary.subtotal, kind: 'subtotal' },
    ...(summary.discount > 0 ? [{ label: 'Bulk discount', amount: -summary.discount, kind: 'discount' as const }] : []),
    { label: `${title} total`, amount: summary.finalPrice, kind: 'total' },
  ];
}
