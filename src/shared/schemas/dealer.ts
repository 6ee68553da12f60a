/**
 * Dealer portal and admin Dealers tab contracts (docs/product.md#admin-dealers,
 * docs/product.md#dealers-and-ledger, docs/product.md#dealer-order-payload,
 * docs/product.md#dealer-login-responses, docs/product.md#dealer-inputs,
 * docs/product.md#admin-inputs, docs/product.md#dealer-calls dealer and admin dealer calls,
 * docs/product.md#dealer-messages). The pages and the server import these objects, so the spec's
 * messages live only here (contact and address ones in ./contact, keychain text ones in
 * shared/keychain-text). docs/decisions/014-dealer-pin-security.md explains the PIN rules.
 */
import { z } from 'zod';
import { freeText } from '../free-text';
import { KEYCHAIN_TEXT_CHARACTERS, MAX_KEYCHAIN_TEXT, STL_TEXT_MESSAGES } from '../keychain-text';
import {
  addressLine2,
  CONTACT_MESSAGES,
  emailAddress,
  emailFormat,
  mobileDigits,
  mobileWithPrefix,
  pinCodeFormat,
  PostalAddress,
  requiredText,
} from './contact';
import { CheckoutOptions, GatewayFailureFields, GatewaySuccessFields } from './payment';
import { ColorCombinationSchema } from './order';

/**
 * docs/product.md#admin-inputs, docs/product.md#dealer-messages messages of the dealer portal and
 * the admin Dealers tab.
 */
export const DEALER_MESSAGES = {
  phoneInvalid: CONTACT_MESSAGES.phoneExactly,
  pinInvalid: 'PIN must be 4-6 digits',
  pinSetupInvalid: 'PIN must be 4-6 digits only.',
  pinMismatch: 'PINs do not match. Please try again.',
  pinTooCommon: 'This PIN is too common. Choose a less predictable PIN.',
  invalidPin: 'Invalid PIN',
  loginSuccess: 'Login successful',
  inactive: 'Your dealer account is inactive. Please contact admin.',
  pinDisabled: 'Your account is disabled after too many wrong PINs. Please contact the shop to unlock it.',
  pinAlreadySet: 'A PIN is already set for this dealer. Please log in with your PIN.',
  setupCodeInvalid: 'Enter the 10-character setup code from your admin',
  setupCodeRefused: 'This setup code is wrong or no longer valid. Check it, or ask the admin for a new one.',
  dealerNotFound: 'Dealer not found',
  sessionExpired: 'Session expired',
  duplicatePhone: 'A dealer with this phone number already exists',
  businessNameRequired: 'Business name is required',
  ownerNameRequired: 'Owner name is required',
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  streetRequired: CONTACT_MESSAGES.streetRequired,
  cityRequired: CONTACT_MESSAGES.cityRequired,
  stateRequired: CONTACT_MESSAGES.stateRequired,
  zipRequired: CONTACT_MESSAGES.zipRequired,
  countryRequired: CONTACT_MESSAGES.countryRequired,
  creditsInvalid: 'Credits must be a whole number from 1 to 10,000',
  reasonRequired: 'Reason is required',
  creditsBelowZero: 'Credits cannot go below 0',
  minimumPurchase: 'Minimum purchase is 10 credits',
  transactionNotFound: 'Transaction not found',
  alreadyCredited: 'These credits have already been added',
  creditsAdded: 'Credits added successfully',
  paymentOrderCreated: 'Payment order created',
  missingCustomer: 'Please fill in all required customer details',
  noKeychains: 'Please add at least one keychain with text',
  phoneFormat: CONTACT_MESSAGES.phoneInvalid,
  zipInvalid: CONTACT_MESSAGES.pinCodeInvalid,
  textTooLong: STL_TEXT_MESSAGES.tooLong,
  textSymbols: STL_TEXT_MESSAGES.symbols,
} as const;

/** "Too many attempts. Try again in N seconds." (429 while a PIN delay or spray limit runs). */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Try again in ${seconds} seconds.`;
}

/**
 * "Too many wrong PINs. Try again in N minutes." (429 while one dealer's PIN delay runs): the wait
 * in whole minutes, rounded up, at least 1.
 */
export function pinLockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many wrong PINs. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** "You need {n} credits but only have {m}" (docs/product.md#dealer-inputs dealer order). */
export function insufficientCreditsMessage(needed: number, available: number): string {
  return `You need ${needed} credits but only have ${available}`;
}

/** "Cannot remove {n} credits: the balance is only {m}" (admin Remove credits). */
export function removalBeyondBalanceMessage(credits: number, balance: number): string {
  return `Cannot remove ${credits} credits: the balance is only ${balance}`;
}

/** Most credits one admin adjustment (add or remove) may move (a typo must not mint 100,000). */
export const MAX_CREDIT_ADJUSTMENT = 10_000;
/** Above this many credits the admin confirms the adjustment before it is sent. */
export const CONFIRM_CREDIT_ADJUSTMENT_ABOVE = 1_000;

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

const Phone = z.string({ error: DEALER_MESSAGES.phoneInvalid }).pipe(mobileDigits(DEALER_MESSAGES.phoneInvalid));
const LoginPin = z.string({ error: DEALER_MESSAGES.pinInvalid }).regex(/^\d{4,6}$/, DEALER_MESSAGES.pinInvalid);
const NewPin = z.string({ error: DEALER_MESSAGES.pinSetupInvalid }).regex(/^\d{4,6}$/, DEALER_MESSAGES.pinSetupInvalid);
/** A row id (PostgreSQL serial). */
const Id = z.coerce.number().int().positive().max(2_147_483_647);

const required = (message: string, max = 200) => requiredText(message, max);

/** A dealer's business address (docs/product.md#dealers-and-ledger; country defaults to India). */
export const BusinessAddress = z.object({
  street: required(DEALER_MESSAGES.streetRequired),
  city: required(DEALER_MESSAGES.cityRequired, 100),
  state: required(DEALER_MESSAGES.stateRequired, 100),
  zipCode: required(DEALER_MESSAGES.zipRequired, 20),
  country: required(DEALER_MESSAGES.countryRequired, 60).default('India'),
});
export type BusinessAddress = z.infer<typeof BusinessAddress>;

/**
 * A dealer as the admin and the dealer see it (docs/product.md#dealers-and-ledger); never the PIN
 * hash.
 */
export const Dealer = z.object({
  id: z.number().int(),
  businessName: z.string(),
  ownerName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  businessAddress: PostalAddress.omit({ addressLine2: true }),
  isActive: z.boolean(),
  keychainCredits: z.number().int(),
  totalCreditsEarned: z.number().int(),
  totalCreditsUsed: z.number().int(),
  /** Rupees paid for credits, two decimals ("1300.00"). */
  totalPurchases: z.string(),
  totalOrders: z.number().int(),
  lastLoginAt: z.string().nullable(),
  lastPurchaseAt: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** False until the dealer has set a PIN (first-time setup). */
  hasPin: z.boolean(),
  /** True after 10 consecutive wrong PINs, until the admin unlocks the dealer or resets the PIN. */
  pinDisabled: z.boolean(),
  /** Until when an unused setup code is accepted (null: none issued, used or burnt; docs/decisions/016). */
  setupCodeExpiresAt: z.string().nullable(),
  /** When the last PIN delay (from the 4th wrong PIN in a row) ends; locked while it is in the future. */
  pinLockedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dealer = z.infer<typeof Dealer>;

/**
 * One row of the credit ledger (docs/product.md#dealers-and-ledger); `id` is the client's
 * transactionId.
 */
export const LedgerEntry = z.object({
  id: z.number().int(),
  dealerId: z.number().int().nullable(),
  /** 'purchase_intent' (pending payment, no balance change), 'purchase', 'order' or 'admin_adjustment'. */
  type: z.string(),
  productType: z.string(),
  /** Credits, signed: + earned, − used. */
  amount: z.number().int(),
  /** Balance after this row; null for a purchase intent (it changes nothing until paid). */
  balanceAfter: z.number().int().nullable(),
  description: z.string().nullable(),
  /** Rupees, two decimals. */
  paymentAmount: z.string().nullable(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentStatus: z.string(),
  failureReason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  adminUserId: z.string().nullable(),
  adminReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/** `{ success: true }` answers. */
export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** `{ success: false, message }` answers of login and setup (401, 403, 423, 429). */
export const DealerLoginFailure = z.object({
  success: z.literal(false),
  code: z.string().optional(),
  message: z.string(),
  /** Seconds to wait, on a 429 (the Retry-After header carries the same). */
  retryAfter: z.number().int().optional(),
});
export type DealerLoginFailure = z.infer<typeof DealerLoginFailure>;

// ---------------------------------------------------------------- admin (docs/product.md#admin-calls)

/** :dealerId params. */
export const DealerIdParams = z.object({ dealerId: Id });

/** POST /api/admin/dealers body (docs/product.md#admin-inputs). */
export const CreateDealerRequest = z.object({
  businessName: required(DEALER_MESSAGES.businessNameRequired),
  ownerName: required(DEALER_MESSAGES.ownerNameRequired, 120),
  phoneNumber: Phone,
  email: emailAddress(DEALER_MESSAGES.emailInvalid),
  businessAddress: BusinessAddress,
  adminNotes: freeText(z.string().trim().max(2000), { multiLine: true }).optional(),
});
export type CreateDealerRequest = z.input<typeof CreateDealerRequest>;

/** The fields PUT /api/admin/dealers/:dealerId may change. */
export const DealerUpdates = z.object({
  businessName: CreateDealerRequest.shape.businessName.optional(),
  ownerName: CreateDealerRequest.shape.ownerName.optional(),
  phoneNumber: Phone.optional(),
  email: CreateDealerRequest.shape.email.optional(),
  businessAddress: BusinessAddress.optional(),
  isActive: z.boolean().optional(),
  adminNotes: freeText(z.string().trim().max(2000), { multiLine: true }).nullable().optional(),
});

/**
 * PUT /api/admin/dealers/:dealerId body (docs/product.md#admin-calls: {dealerId, updates}); the
 * path's id wins.
 */
export const UpdateDealerRequest = z.object({
  dealerId: Id.optional(),
  updates: DealerUpdates,
});
export type UpdateDealerRequest = z.input<typeof UpdateDealerRequest>;

/**
 * Credits of one admin adjustment: a whole number from 1 to 10,000. A form's text ("10.5",
 * " 25 ") is read as a number first; anything else (true, "", null) is refused, never coerced.
 */
export const AdjustmentCredits = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number({ error: DEALER_MESSAGES.creditsInvalid })
    .int(DEALER_MESSAGES.creditsInvalid)
    .min(1, DEALER_MESSAGES.creditsInvalid)
    .max(MAX_CREDIT_ADJUSTMENT, DEALER_MESSAGES.creditsInvalid),
);

/** POST /api/admin/dealers/add-credits and /remove-credits body (docs/product.md#admin-calls). */
export const AddCreditsRequest = z.object({
  dealerId: Id,
  credits: AdjustmentCredits,
  reason: required(DEALER_MESSAGES.reasonRequired, 500),
});
export type AddCreditsRequest = z.input<typeof AddCreditsRequest>;

/** POST /api/admin/dealers/add-credits answer. */
export const AddCreditsResponse = z.object({ success: z.literal(true), dealer: Dealer, transaction: LedgerEntry });
export type AddCreditsResponse = z.infer<typeof AddCreditsResponse>;

/**
 * POST /api/admin/dealers/reset-pin body: the PIN is cleared and a new setup code issued
 * (docs/decisions/016); the dealer chooses the new PIN with it. Any other field is ignored.
 */
export const ResetPinRequest = z.object({ dealerId: Id });
export type ResetPinRequest = z.infer<typeof ResetPinRequest>;

/** A freshly issued one-time setup code, shown to the admin once (docs/decisions/016). */
export const IssuedSetupCode = z.object({
  /** SETUP_CODE_LENGTH characters of SETUP_CODE_ALPHABET. */
  setupCode: z.string(),
  /** ISO time after which the code is refused (72 h after issue). */
  setupCodeExpiresAt: z.string(),
});
export type IssuedSetupCode = z.infer<typeof IssuedSetupCode>;

/** POST /api/admin/dealers answer: the new dealer and its first setup code. */
export const CreateDealerResponse = Dealer.extend(IssuedSetupCode.shape);
export type CreateDealerResponse = z.infer<typeof CreateDealerResponse>;

/** POST /api/admin/dealers/reset-pin answer. */
export const ResetPinResponse = z.object({ success: z.literal(true), ...IssuedSetupCode.shape });
export type ResetPinResponse = z.infer<typeof ResetPinResponse>;

// ---------------------------------------------------------------- dealer portal (docs/product.md#dealer-calls)

/** POST /api/dealer/check-phone body. */
export const CheckPhoneRequest = z.object({ phoneNumber: Phone });
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
export const DealerLoginRequest = z.object({ phoneNumber: Phone, pin: LoginPin });
export type DealerLoginRequest = z.infer<typeof DealerLoginRequest>;

/**
 * Setup codes: Crockford base32 without I, L, O, U (no two characters look alike), 10 of them
 * (50 bits) from crypto, valid 72 h, burnt after one use or 5 wrong tries (docs/decisions/016).
 */
export const SETUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters in a setup code. */
export const SETUP_CODE_LENGTH = 10;

/**
 * A typed setup code in canonical form: upper case, spaces and hyphens dropped, and the
 * look-alikes a person may type mapped as Crockford decodes them (O → 0, I and L → 1).
 */
export function normalizeSetupCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** "ABCDE-FGHJK": a setup code grouped for reading aloud and typing. */
export function formatSetupCode(code: string): string {
  return code.length === SETUP_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

const SetupCode = z
  .string({ error: DEALER_MESSAGES.setupCodeInvalid })
  .max(40, DEALER_MESSAGES.setupCodeInvalid)
  .transform(normalizeSetupCode)
  .pipe(z.string().regex(new RegExp(`^[${SETUP_CODE_ALPHABET}]{${SETUP_CODE_LENGTH}}$`), DEALER_MESSAGES.setupCodeInvalid));

/** POST /api/dealer/setup-pin body: the admin's one-time setup code and a 4-6 digit PIN that is not common. */
export const SetupPinRequest = z.object({
  phoneNumber: Phone,
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
  amount: z.number().optional(),
});
export type PurchaseCreditsRequest = z.infer<typeof PurchaseCreditsRequest>;

/** POST /api/dealer/purchase-credits answer: the pending purchase's transactionId; amount in rupees. */
export const PurchaseCreditsResponse = z.object({
  success: z.literal(true),
  transactionId: z.number().int(),
  amount: z.number(),
  credits: z.number().int(),
});
export type PurchaseCreditsResponse = z.infer<typeof PurchaseCreditsResponse>;

/** POST /api/dealer/create-payment-order body. */
export const DealerCreatePaymentRequest = z.object({ transactionId: Id });
export type DealerCreatePaymentRequest = z.infer<typeof DealerCreatePaymentRequest>;

/** POST /api/dealer/create-payment-order answer: the checkout options (amount in paise) plus a message. */
export const DealerCreatePaymentResponse = CheckoutOptions.extend({ message: z.string() });
export type DealerCreatePaymentResponse = z.infer<typeof DealerCreatePaymentResponse>;

/** POST /api/dealer/verify-payment body: Razorpay Checkout's handler fields plus our transactionId. */
export const DealerVerifyPaymentRequest = GatewaySuccessFields.extend({ transactionId: Id });
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
export const DealerPaymentFailedRequest = GatewayFailureFields.extend({ transactionId: Id });
export type DealerPaymentFailedRequest = z.infer<typeof DealerPaymentFailedRequest>;

const customerField = (max = 200) => required(DEALER_MESSAGES.missingCustomer, max);

/**
 * One keychain of a dealer order: only entries with text are sent (docs/product.md#dealer-inputs).
 */
export const DealerKeychain = z.object({
  id: z.union([z.number(), z.string().max(100)]).optional(),
  customText: z
    .string({ error: DEALER_MESSAGES.noKeychains })
    .trim()
    .min(1, DEALER_MESSAGES.noKeychains)
    .max(MAX_KEYCHAIN_TEXT, DEALER_MESSAGES.textTooLong)
    .regex(KEYCHAIN_TEXT_CHARACTERS, DEALER_MESSAGES.textSymbols),
  fontFamily: freeText(z.string().trim().min(1).max(60)).default('bangers'),
  textColor: freeText(z.string().trim().min(1).max(60)).default('yellow'),
  colorCombination: ColorCombinationSchema.optional(),
});
export type DealerKeychain = z.input<typeof DealerKeychain>;

/**
 * POST /api/dealer/create-order body (docs/product.md#dealer-order-payload); customer fields first
 * (docs/product.md#customer-messages order of checks).
 */
export const DealerCreateOrderRequest = z.object({
  customerName: customerField(120),
  customerEmail: customerField(254).pipe(emailFormat),
  customerPhone: customerField(20).pipe(mobileWithPrefix),
  shippingAddress: z.object(
    {
      street: customerField(),
      addressLine2,
      city: customerField(100),
      state: customerField(100),
      zipCode: customerField(10).pipe(pinCodeFormat),
      country: z.literal('India').default('India'),
    },
    { error: DEALER_MESSAGES.missingCustomer },
  ),
  specialInstructions: freeText(z.string().trim().max(1000), { multiLine: true }).optional(),
  /** Informative: the server charges one credit per keychain sent. */
  quantity: z.number().int().min(0).optional(),
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

// ---------------------------------------------------------------- history

/** Largest page of a dealer's ledger or orders. */
export const MAX_HISTORY_PAGE_SIZE = 100;

/** ?page=&pageSize= of the history lists: 1-based page, 20 rows by default. */
export const HistoryPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(20),
});
export type HistoryPageQuery = z.input<typeof HistoryPageQuery>;

/** One balance change of a dealer's ledger as the dealer and the admin read it. */
export const DealerLedgerEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** 'purchase' (credits bought), 'order' (credits spent) or 'admin_adjustment'. */
  type: z.string(),
  /** Credits, signed: + earned, − used. */
  credits: z.number().int(),
  /** The balance right after this entry. */
  balanceAfter: z.number().int(),
  description: z.string().nullable(),
  /** The admin's reason for an adjustment. */
  reason: z.string().nullable(),
  /** The order this entry paid for. */
  orderId: z.number().int().nullable(),
  /** The gateway's payment id of a purchase. */
  paymentId: z.string().nullable(),
  /** Rupees paid for a purchase, two decimals. */
  paymentAmount: z.string().nullable(),
});
export type DealerLedgerEntry = z.infer<typeof DealerLedgerEntry>;

/** GET /api/dealer/transactions (and the admin's /api/admin/dealers/:id/ledger): newest first. */
export const DealerLedgerPage = z.object({
  entries: z.array(DealerLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealerLedgerPage = z.infer<typeof DealerLedgerPage>;

/** One order a dealer placed, as the dealer and the admin list it. */
export const DealerOrderSummary = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  customerName: z.string(),
  city: z.string(),
  state: z.string(),
  /** The keychains' texts, in order. */
  texts: z.array(z.string()),
  /** Keychains, one credit each. */
  quantity: z.number().int(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
});
export type DealerOrderSummary = z.infer<typeof DealerOrderSummary>;

/** GET /api/dealer/orders (and the admin's /api/admin/dealers/:id/orders): newest first. */
export const DealerOrdersPage = z.object({
  orders: z.array(DealerOrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealerOrdersPage = z.infer<typeof DealerOrdersPage>;
