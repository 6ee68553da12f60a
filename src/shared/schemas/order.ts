/**
 * Checkout order contract (docs/product.md#checkout-order, docs/product.md#customer-calls POST
 * /api/orders). The form and the server import these objects, so the spec's messages live only here
 * and, for the contact and address fields, in ./contact.
 */
import { z } from 'zod';
import { countField, rupeeAmount } from './amounts';
import { MESSAGE_LANGUAGES } from '../whatsapp';
import { MAX_ORDER_TEXT, ORDER_TEXT_TOO_LONG, STL_TEXT_MESSAGES } from '../keychain-text';
import { customTextField, designColoursField, FONT_REQUIRED_MESSAGE, fontFamilyField, textColorField } from './design-fields';
import { KeychainChoiceShape, type KeychainDesign } from './keychain-design';
import {
  addressLine2,
  CONTACT_MESSAGES,
  emailAddress,
  gstStateName,
  mobileDigits,
  mobileWithPrefix,
  optionalStateCode,
  pinCode,
  requiredText,
  withStateCode,
} from './contact';
import { promotionCodeField } from './promotion';

/**
 * docs/product.md#checkout-order messages for the checkout order; the contact and address ones are
 * shared (./contact).
 */
export const ORDER_MESSAGES = {
  emailRequired: CONTACT_MESSAGES.emailRequired,
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  nameRequired: CONTACT_MESSAGES.customerNameRequired,
  phoneInvalid: CONTACT_MESSAGES.phoneInvalid,
  keychainsRequired: 'At least one keychain is required',
  fontRequired: FONT_REQUIRED_MESSAGE,
  textRequired: 'Please enter custom text',
  textTooLong: ORDER_TEXT_TOO_LONG,
  textSymbols: STL_TEXT_MESSAGES.symbols,
  modelRequired: 'Please select a keychain model',
  streetRequired: CONTACT_MESSAGES.addressLine1Required,
  cityRequired: CONTACT_MESSAGES.cityRequired,
  stateRequired: CONTACT_MESSAGES.stateRequired,
  zipRequired: CONTACT_MESSAGES.pinCodeRequired,
  zipInvalid: CONTACT_MESSAGES.pinCodeInvalid,
} as const;

/**
 * Most keychains one order may hold; the tier table's last step is "10 or more"
 * (docs/product.md#pricing-tiers).
 */
export const MAX_ORDER_KEYCHAINS = 100;

/** A colour combination as stored on a keychain design (docs/product.md#keychain-design). */
export const ColorCombinationSchema = designColoursField();

/**
 * One keychain design of an order as a request sends it (docs/product.md#keychain-design,
 * docs/product.md#validation messages); the shape is schemas/keychain-design.ts.
 */
export const KeychainDesignSchema = z.object({
  customText: customTextField(ORDER_MESSAGES.textRequired, MAX_ORDER_TEXT),
  fontFamily: fontFamilyField(),
  textColor: textColorField(),
  colorCombination: ColorCombinationSchema.optional(),
}) satisfies z.ZodType<KeychainDesign>;

/** Shipping address, India only (docs/product.md#validation). */
export const ShippingAddressSchema = z
  .object({
    street: requiredText(ORDER_MESSAGES.streetRequired, 200),
    addressLine2,
    city: requiredText(ORDER_MESSAGES.cityRequired, 100),
    state: gstStateName(ORDER_MESSAGES.stateRequired),
    stateCode: optionalStateCode,
    zipCode: pinCode,
    country: z.literal('India').default('India'),
  })
  .transform(withStateCode);

/**
 * POST /api/orders body (docs/product.md#customer-calls). Prices, paymentStatus and orderStatus are
 * accepted for compatibility but the server recomputes the price and stores both statuses as
 * pending.
 */
export const CreateOrderRequest = z.object({
  customerEmail: emailAddress(),
  customerName: requiredText(ORDER_MESSAGES.nameRequired, 120),
  customerPhone: mobileWithPrefix,
  keychains: z
    .array(KeychainDesignSchema, { error: ORDER_MESSAGES.keychainsRequired })
    .min(1, ORDER_MESSAGES.keychainsRequired)
    .max(MAX_ORDER_KEYCHAINS, `At most ${MAX_ORDER_KEYCHAINS} keychains per order`),
  modelId: z.number({ error: ORDER_MESSAGES.modelRequired }).int().min(1, ORDER_MESSAGES.modelRequired).max(2_147_483_647).default(1),
  quantity: countField(1).optional(),
  totalPrice: z.union([rupeeAmount(), z.string().max(20)]).optional(),
  pricePerUnit: z.union([rupeeAmount(), z.string().max(20)]).optional(),
  paymentStatus: z.string().optional(),
  orderStatus: z.string().optional(),
  shippingAddress: ShippingAddressSchema,
  /** One coupon code, normalised (docs/product.md#promotions); an empty field means none. */
  couponCode: z.union([z.literal('').transform(() => undefined), promotionCodeField]).optional(),
  /** Accepted and ignored: the server prices every discount (docs/product.md#promotions). */
  discount: z.unknown().optional(),
  /** The unticked box "Send order updates on WhatsApp to this number" (docs/product.md#whatsapp-updates). */
  whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false' }).optional(),
  /**
   * The language of the customer's messages, English or Hindi: the checkout's choice beside the
   * ticked WhatsApp box (docs/decisions/184-message-language-separate-from-site-language.md).
   */
  language: z.enum(MESSAGE_LANGUAGES, { error: 'language must be en or hi' }).optional(),
  /** How the order is paid (docs/product.md#cash-on-delivery): online (the default) or cash on delivery. */
  paymentMethod: z.enum(['online', 'cod'], { error: 'paymentMethod must be online or cod' }).default('online'),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

/**
 * The checkout form as the shopper fills it (docs/product.md#checkout-order): the request's own
 * field schemas (one declaration per field, one name end to end;
 * docs/decisions/225-checkout-form-derived-from-the-request.md) but a bare 10-digit phone. The
 * client sends it as "+91 " + digits (withIndiaPrefix in shared/phone) and adds what the cart
 * knows (order-request.ts).
 */
export const CheckoutFormSchema = CreateOrderRequest.pick({
  customerEmail: true,
  customerName: true,
  shippingAddress: true,
  whatsappOptIn: true,
  language: true,
}).extend({ customerPhone: mobileDigits() });
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;

/** POST /api/orders answer. */
export const CreateOrderResponse = z.object({
  id: z.number().int(),
  totalPrice: z.string(),
  /** The coupon applied (upper case) and what it and the prepaid discount took off, paise. */
  couponCode: z.string().nullable(),
  couponDiscountPaise: z.number().int(),
  prepaidDiscountPaise: z.number().int(),
  quantity: z.number().int(),
  paymentStatus: z.string(),
  orderStatus: z.string(),
  /** 'online' or 'cod' (docs/product.md#cash-on-delivery). */
  paymentMethod: z.enum(['online', 'cod']),
  /** The COD fee in the total, the advance to pay online first and the cash to pay on delivery, paise (0 online). */
  codFeePaise: z.number().int(),
  codAdvancePaise: z.number().int(),
  codCollectPaise: z.number().int(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

/**
 * Order fulfilment statuses (docs/product.md#order-status) plus the two
 * docs/product.md#order-status adds for the admin.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment statuses (docs/product.md#payment-status badges). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** POST /api/orders/confirmation: the order Order Confirmed shows again after a reload (needs its capability). */
export const OrderConfirmationRequest = z.object({ orderId: z.number().int().positive().max(2_147_483_647) });

/** What Order Confirmed shows: the buyer's own order, read through the browser's order capability. */
export const OrderConfirmationResponse = z.object({
  orderId: z.number().int(),
  paymentStatus: z.string(),
  amountPaise: z.number().int(),
  customerName: z.string(),
  shippingTo: z.string(),
  keychains: z.array(KeychainChoiceShape),
  /** 'online' or 'cod'; a COD order waits for its code until `orderStatus` is confirmed (docs/product.md#cash-on-delivery). */
  paymentMethod: z.enum(['online', 'cod']),
  orderStatus: z.string(),
  /** Cash to pay on delivery, paise (0 online). */
  codCollectPaise: z.number().int(),
  /** The coupon code the order used, or null (docs/product.md#promotions). */
  couponCode: z.string().nullable(),
  /** Paise the coupon took off. */
  couponDiscountPaise: z.number().int(),
  /** Paise the prepaid discount took off (docs/product.md#prepaid-discount). */
  prepaidDiscountPaise: z.number().int(),
});
export type OrderConfirmationResponse = z.infer<typeof OrderConfirmationResponse>;
