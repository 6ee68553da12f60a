/**
 * The dealer portal's contracts (docs/product.md#dealer-order-payload,
 * docs/product.md#dealer-login-responses, docs/product.md#dealer-inputs,
 * docs/product.md#dealer-calls): login and PIN setup, credit purchases and their payments, dealer
 * orders. Shared dealer shapes and messages: ./dealer; docs/decisions/014-dealer-pin-security.md
 * explains the PIN rules.
 */
import { z } from 'zod';
import { countField, rupeeAmount } from './amounts';
import { DEFAULT_COLOR, DEFAULT_FONT } from '../catalog';
import { freeText } from '../free-text';
import { MAX_KEYCHAIN_TEXT } from '../keychain-text';
import { customTextField, fontFamilyField, textColorField } from './design-fields';
import type { KeychainDesign } from './keychain-design';
import { addressLine2, emailFormat, gstStateName, mobileWithPrefix, optionalStateCode, pinCodeFormat, withStateCode } from './contact';
import { CreatePaymentResponse, GatewayFailureFields, GatewaySuccessFields } from './payment';
import { ColorCombinationSchema } from './order';
import {
  DEALER_MESSAGES,
  Dealer,
  DealerPhone,
  RowId,
  SETUP_CODE_ALPHABET,
  SETUP_CODE_LENGTH,
  normalizeSetupCode,
  requiredDealerText,
} from './dealer';

/** Smallest credit purchase (docs/product.md#dealer-credits). */
export const MIN_CREDIT_PURCHASE = 10;
/** Largest credit purchase in one payment (keeps the amount inside numeric(10,2) and Razorpay limits). */
export const MAX_CREDIT_PURCHASE = 10_000;
/** Most keychains one dealer order may hold. */
export const MAX_DEALER_ORDER_KEYCHAINS = 500;

/**
 * PINs refused at setup (docs/decisions/014-dealer-pin-security.md): the 20 most frequent 4-digit
 * PINs of the DataGenetics study (Berry 2012, 3.4 M PINs) plus the top 5- and 6-digit PINs of
 * Markert et al., "This PIN Can Be Easily Guessed" (IEEE S&P 2020). Sources in
 * docs/decisions/014-dealer-pin-security.md.
 */
export const COMMON_PINS: ReadonlySet<string> = new Set([
  '1234',
  '1111',
  '0000',
  '1212',
  '7777',
  '1004',
  '2000',
  '4444',
  '2222',
  '6969',
  '9999',
  '3333',
  '5555',
  '6666',
  '1122',
  '1313',
  '8888',
  '4321',
  '2001',
  '1010',
  '12345',
  '11111',
  '00000',
  '54321',
  '55555',
  '12321',
  '123456',
  '654321',
  '111111',
  '000000',
  '123123',
  '666666',
  '121212',
  '112233',
  '789456',
  '159753',
  '222222',
  '696969',
  '777777',
  '999999',
  '555555',
  '123321',
  '888888',
  '333333',
  '444444',
]);

/** True when `pin` is on the common-PIN list. */
export function isCommonPin(pin: string): boolean {
  return COMMON_PINS.has(pin);
}

const LoginPin = z.string({ error: DEALER_MESSAGES.pinInvalid }).regex(/^\d{4,6}$/, DEALER_MESSAGES.pinInvalid);
const NewPin = z.string({ error: DEALER_MESSAGES.pinSetupInvalid }).regex(/^\d{4,6}$/, DEALER_MESSAGES.pinSetupInvalid);
/** `{ success: false, message }` answers of login and setup (401, 403, 423, 429). */
export const DealerLoginFailure = z.object({
  success: z.literal(false),
  code: z.string().optional(),
  message: z.string(),
  /** Seconds to wait, on a 429 (the Retry-After header carries the same). */
  retryAfter: z.number().int().optional(),
});
export type DealerLoginFailure = z.infer<typeof DealerLoginFailure>;

/** POST /api/dealer/check-phone body. */
export const CheckPhoneRequest = z.object({ phoneNumber: DealerPhone });
export type CheckPhoneRequest = z.infer<typeof CheckPhoneRequest>;

/** POST /api/dealer/check-phone answer (docs/product.md#dealer-login-responses). */
export const CheckPhoneResponse = z.object({
  exists: z.boolean(),
  isActive: z.boolean(),
  needsSetup: z.boolean(),
  businessName: z.string().nullable(),
});
export type CheckPhoneResponse = z.infer<typeof CheckPhoneResponse>;

/** POST /api/dealer/login body. */
export const DealerLoginRequest = z.object({ phoneNumber: DealerPhone, pin: LoginPin });
export type DealerLoginRequest = z.infer<typeof DealerLoginRequest>;

const SetupCode = z
  .string({ error: DEALER_MESSAGES.setupCodeInvalid })
  .max(40, DEALER_MESSAGES.setupCodeInvalid)
  .transform(normalizeSetupCode)
  .pipe(z.string().regex(new RegExp(`^[${SETUP_CODE_ALPHABET}]{${SETUP_CODE_LENGTH}}$`), DEALER_MESSAGES.setupCodeInvalid));

/** POST /api/dealer/setup-pin body: the admin's one-time setup code and a 4-6 digit PIN that is not common. */
export const SetupPinRequest = z.object({
  phoneNumber: DealerPhone,
  setupCode: SetupCode,
  newPin: NewPin.refine((pin) => !isCommonPin(pin), DEALER_MESSAGES.pinTooCommon),
});
export type SetupPinRequest = z.input<typeof SetupPinRequest>;

/**
 * Login and setup-pin success (docs/product.md#dealers-and-ledger): the bearer token and the
 * dealer.
 */
export const DealerLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  dealer: Dealer,
  message: z.string(),
});
export type DealerLoginResponse = z.infer<typeof DealerLoginResponse>;

/** GET /api/dealer/profile answer. */
export const DealerProfileResponse = z.object({ dealer: Dealer });
export type DealerProfileResponse = z.infer<typeof DealerProfileResponse>;

/** POST /api/dealer/purchase-credits body; `amount` (rupees) is informative: the server computes quantity × 130. */
export const PurchaseCreditsRequest = z.object({
  quantity: z
    .number({ error: DEALER_MESSAGES.minimumPurchase })
    .int(DEALER_MESSAGES.minimumPurchase)
    .min(MIN_CREDIT_PURCHASE, DEALER_MESSAGES.minimumPurchase)
    .max(MAX_CREDIT_PURCHASE, `At most ${MAX_CREDIT_PURCHASE} credits per purchase`),
  amount: rupeeAmount().optional(),
});
export type PurchaseCreditsRequest = z.infer<typeof PurchaseCreditsRequest>;

/** POST /api/dealer/purchase-credits answer: the pending purchase's transactionId; amount in rupees. */
export const PurchaseCreditsResponse = z.object({
  success: z.literal(true),
  transactionId: z.number().int(),
  amount: z.number(),
  credits: z.number().int(),
  /** Free credits of the dealer's volume offer, added once paid (docs/product.md#dealer-volume-bonus). */
  bonusCredits: z.number().int().default(0),
});
export type PurchaseCreditsResponse = z.infer<typeof PurchaseCreditsResponse>;

/** POST /api/dealer/create-payment-order body. */
export const DealerCreatePaymentRequest = z.object({ transactionId: RowId });
export type DealerCreatePaymentRequest = z.infer<typeof DealerCreatePaymentRequest>;

/** POST /api/dealer/create-payment-order answer: the checkout options (amount in paise) plus a message. */
export const DealerCreatePaymentResponse = CreatePaymentResponse.extend({ message: z.string() });
export type DealerCreatePaymentResponse = z.infer<typeof DealerCreatePaymentResponse>;

/** POST /api/dealer/verify-payment body: Razorpay Checkout's handler fields plus our transactionId. */
export const DealerVerifyPaymentRequest = GatewaySuccessFields.extend({ transactionId: RowId });
export type DealerVerifyPaymentRequest = z.infer<typeof DealerVerifyPaymentRequest>;

/** POST /api/dealer/verify-payment answer: credits bought and the balance after. */
export const DealerVerifyPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  credits: z.number().int(),
  balance: z.number().int(),
});
export type DealerVerifyPaymentResponse = z.infer<typeof DealerVerifyPaymentResponse>;

/** POST /api/dealer/payment-failed body (the provider order id, when known, as for shop orders). */
export const DealerPaymentFailedRequest = GatewayFailureFields.extend({ transactionId: RowId });
export type DealerPaymentFailedRequest = z.infer<typeof DealerPaymentFailedRequest>;

const customerField = (max = 200) => requiredDealerText(DEALER_MESSAGES.missingCustomer, max);

/**
 * One keychain of a dealer order: only entries with text are sent (docs/product.md#dealer-inputs).
 */
export const DealerKeychain = z.object({
  id: z.union([z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), z.string().max(100)]).optional(),
  customText: customTextField(DEALER_MESSAGES.noKeychains, MAX_KEYCHAIN_TEXT),
  fontFamily: fontFamilyField().default(DEFAULT_FONT),
  textColor: textColorField().default(DEFAULT_COLOR),
  colorCombination: ColorCombinationSchema.optional(),
}) satisfies z.ZodType<KeychainDesign>;
export type DealerKeychain = z.input<typeof DealerKeychain>;

/**
 * POST /api/dealer/create-order body (docs/product.md#dealer-order-payload); customer fields first
 * (docs/product.md#customer-messages order of checks).
 */
export const DealerCreateOrderRequest = z.object({
  customerName: customerField(120),
  customerEmail: customerField(254).pipe(emailFormat),
  customerPhone: customerField(20).pipe(mobileWithPrefix),
  shippingAddress: z
    .object(
      {
        street: customerField(),
        addressLine2,
        city: customerField(100),
        state: gstStateName(DEALER_MESSAGES.missingCustomer),
        stateCode: optionalStateCode,
        zipCode: customerField(10).pipe(pinCodeFormat),
        country: z.literal('India').default('India'),
      },
      { error: DEALER_MESSAGES.missingCustomer },
    )
    .transform(withStateCode),
  specialInstructions: freeText(z.string().trim().max(1000), { multiLine: true }).optional(),
  /** Informative: the server charges one credit per keychain sent. */
  quantity: countField().optional(),
  /** Dealers pay with credits; 'cod' is refused with a 400 (docs/product.md#cash-on-delivery). */
  paymentMethod: z.enum(['credits', 'cod'], { error: 'paymentMethod must be credits' }).optional(),
  keychains: z
    .array(DealerKeychain, { error: DEALER_MESSAGES.noKeychains })
    .min(1, DEALER_MESSAGES.noKeychains)
    .max(MAX_DEALER_ORDER_KEYCHAINS, `At most ${MAX_DEALER_ORDER_KEYCHAINS} keychains per order`),
});
export type DealerCreateOrderRequest = z.input<typeof DealerCreateOrderRequest>;

/** POST /api/dealer/create-order answer (201). */
export const DealerCreateOrderResponse = z.object({
  orderId: z.number().int(),
  creditsDeducted: z.number().int(),
  balance: z.number().int(),
});
export type DealerCreateOrderResponse = z.infer<typeof DealerCreateOrderResponse>;
