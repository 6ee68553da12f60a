/**
 * Checkout order contract (spec §5 "Checkout order", §7 POST /api/orders). The form and the
 * server import these objects, so the spec's messages live only here.
 */
import { z } from 'zod';
import { freeText } from '../free-text';
import { MAX_ORDER_TEXT } from '../keychain-text';
import { INDIAN_MOBILE_DIGITS, INDIAN_MOBILE_WITH_PREFIX } from '../phone';

/** Spec §5 messages for the checkout order. */
export const ORDER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Customer name is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  keychainsRequired: 'At least one keychain is required',
  fontRequired: 'Please select a font',
  textRequired: 'Please enter custom text',
  textTooLong: 'Text must be 15 characters or less',
  textSymbols: 'Only letters and numbers allowed',
  modelRequired: 'Please select a keychain model',
  streetRequired: 'Address line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'PIN code is required',
  zipInvalid: 'Please enter a valid 6-digit PIN code',
} as const;

/** Most keychains one order may hold; the tier table's last step is "10 or more" (spec §9). */
export const MAX_ORDER_KEYCHAINS = 100;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #fbbf24');

/** A colour combination as stored on a keychain design (spec §3). */
export const ColorCombinationSchema = z.object({
  fontColor: hexColor,
  backgroundColor: hexColor,
  displayName: freeText(z.string().trim().min(1).max(60)),
});

/** One keychain design of an order (spec §3 "Keychain design"). */
export const KeychainDesignSchema = z.object({
  customText: z
    .string({ error: ORDER_MESSAGES.textRequired })
    .trim()
    .min(1, ORDER_MESSAGES.textRequired)
    .max(MAX_ORDER_TEXT, ORDER_MESSAGES.textTooLong)
    .regex(/^[A-Za-z0-9]+$/, ORDER_MESSAGES.textSymbols),
  fontFamily: freeText(z.string({ error: ORDER_MESSAGES.fontRequired }).trim().min(1, ORDER_MESSAGES.fontRequired).max(60)),
  textColor: freeText(z.string().trim().min(1).max(60)),
  colorCombination: ColorCombinationSchema.optional(),
});
export type KeychainDesign = z.infer<typeof KeychainDesignSchema>;

/** Shipping address, India only (spec §5). */
export const ShippingAddressSchema = z.object({
  street: freeText(z.string({ error: ORDER_MESSAGES.streetRequired }).trim().min(1, ORDER_MESSAGES.streetRequired).max(200)),
  addressLine2: freeText(z.string().trim().max(200)).optional(),
  city: freeText(z.string({ error: ORDER_MESSAGES.cityRequired }).trim().min(1, ORDER_MESSAGES.cityRequired).max(100)),
  state: freeText(z.string({ error: ORDER_MESSAGES.stateRequired }).trim().min(1, ORDER_MESSAGES.stateRequired).max(100)),
  zipCode: z
    .string({ error: ORDER_MESSAGES.zipRequired })
    .trim()
    .min(1, ORDER_MESSAGES.zipRequired)
    .regex(/^\d{6}$/, ORDER_MESSAGES.zipInvalid),
  country: z.literal('India').default('India'),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

const email = z
  .string({ error: ORDER_MESSAGES.emailRequired })
  .trim()
  .min(1, ORDER_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(ORDER_MESSAGES.emailInvalid));
const customerName = freeText(z.string({ error: ORDER_MESSAGES.nameRequired }).trim().min(1, ORDER_MESSAGES.nameRequired).max(120));

/**
 * The checkout form as the shopper fills it (spec §5): a bare 10-digit phone. The client
 * sends it as "+91 " + digits (withIndiaPrefix in shared/phone).
 */
export const CheckoutFormSchema = z.object({
  customerEmail: email,
  customerName,
  customerPhone: z.string().trim().regex(INDIAN_MOBILE_DIGITS, ORDER_MESSAGES.phoneInvalid),
  shippingAddress: ShippingAddressSchema,
});
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;

/**
 * POST /api/orders body (spec §7). Prices, paymentStatus and orderStatus are accepted for
 * compatibility but the server recomputes the price and stores both statuses as pending.
 */
export const CreateOrderRequest = z.object({
  customerEmail: email,
  customerName,
  customerPhone: z.string().trim().regex(INDIAN_MOBILE_WITH_PREFIX, ORDER_MESSAGES.phoneInvalid),
  keychains: z
    .array(KeychainDesignSchema, { error: ORDER_MESSAGES.keychainsRequired })
    .min(1, ORDER_MESSAGES.keychainsRequired)
    .max(MAX_ORDER_KEYCHAINS, `At most ${MAX_ORDER_KEYCHAINS} keychains per order`),
  modelId: z.number({ error: ORDER_MESSAGES.modelRequired }).int().min(1, ORDER_MESSAGES.modelRequired).default(1),
  quantity: z.number().int().min(1).optional(),
  totalPrice: z.union([z.number(), z.string()]).optional(),
  pricePerUnit: z.union([z.number(), z.string()]).optional(),
  paymentStatus: z.string().optional(),
  orderStatus: z.string().optional(),
  shippingAddress: ShippingAddressSchema,
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

/** POST /api/orders answer. */
export const CreateOrderResponse = z.object({
  id: z.number().int(),
  totalPrice: z.string(),
  quantity: z.number().int(),
  paymentStatus: z.string(),
  orderStatus: z.string(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

/** Order fulfilment statuses (spec §4) plus the two DESIGN.md §4 adds for the admin. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment statuses (spec §4 badges). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
