/**
 * Dealer contracts both audiences use (docs/product.md#dealers-and-ledger,
 * docs/product.md#dealer-inputs, docs/product.md#api, docs/product.md#dealer-messages): the
 * messages, the dealer and ledger shapes, the history pages, the setup code. The admin's Dealers
 * tab contracts are in ./dealer-admin, the dealer portal's in ./dealer-portal. The pages and the
 * server import these objects, so the spec's messages live only here (contact and address ones in
 * ./contact, keychain text ones in shared/keychain-text). docs/decisions/014-dealer-pin-security.md
 * explains the PIN rules.
 */
import { z } from 'zod';
import { DealerVolumeBonus } from '../dealer-volume-bonus';
import { STL_TEXT_MESSAGES } from '../keychain-text';
import {
  CONTACT_MESSAGES,
  gstStateName,
  mobileDigits,
  optionalStateCode,
  PIN_CODE,
  PostalAddress,
  requiredText,
  withStateCode,
} from './contact';

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
  nothingToUpdate: 'Change at least one field',
  sessionExpired: 'Session expired',
  duplicatePhone: 'A dealer with this phone number already exists',
  businessNameRequired: 'Business name is required',
  ownerNameRequired: 'Owner name is required',
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  streetRequired: CONTACT_MESSAGES.streetRequired,
  cityRequired: CONTACT_MESSAGES.cityRequired,
  stateRequired: CONTACT_MESSAGES.stateRequired,
  /** The dealer's business address asks for an Indian PIN code (not a "Zip Code"). */
  zipRequired: CONTACT_MESSAGES.pinCodeRequired,
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

/** A dealer's mobile number: 10 digits, with the dealer portal's message. */
export const DealerPhone = z.string({ error: DEALER_MESSAGES.phoneInvalid }).pipe(mobileDigits(DEALER_MESSAGES.phoneInvalid));
/** A row id (PostgreSQL serial). */
/** A row id in a path or body (a positive int4). */
export const RowId = z.coerce.number().int().positive().max(2_147_483_647);

/** Required free text with the dealer forms' message (a field's own maximum length). */
export const requiredDealerText = (message: string, max = 200) => requiredText(message, max);

/** A dealer's business address (docs/product.md#dealers-and-ledger; country defaults to India). */
export const BusinessAddress = z
  .object({
    street: requiredDealerText(DEALER_MESSAGES.streetRequired),
    city: requiredDealerText(DEALER_MESSAGES.cityRequired, 100),
    state: gstStateName(DEALER_MESSAGES.stateRequired),
    stateCode: optionalStateCode,
    zipCode: z
      .string({ error: DEALER_MESSAGES.zipRequired })
      .trim()
      .min(1, DEALER_MESSAGES.zipRequired)
      .regex(PIN_CODE, DEALER_MESSAGES.zipInvalid),
    country: requiredDealerText(DEALER_MESSAGES.countryRequired, 60).default('India'),
  })
  .transform(withStateCode);
export type BusinessAddress = z.input<typeof BusinessAddress>;

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
  /** The dealer's GSTIN (B2B invoices for credits), or null when unregistered. */
  gstin: z.string().nullable(),
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
  /** The volume offer (docs/product.md#dealer-volume-bonus), or null without one. */
  volumeBonus: DealerVolumeBonus.nullable(),
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
  /**
   * 'purchase_intent' (pending payment, no balance change), 'purchase', 'volume_bonus' (free
   * credits of a purchase, docs/product.md#dealer-volume-bonus), 'order' or 'admin_adjustment'.
   */
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

/** A freshly issued one-time setup code, shown to the admin once (docs/decisions/016). */
export const IssuedSetupCode = z.object({
  /** SETUP_CODE_LENGTH characters of SETUP_CODE_ALPHABET. */
  setupCode: z.string(),
  /** ISO time after which the code is refused (72 h after issue). */
  setupCodeExpiresAt: z.string(),
});
export type IssuedSetupCode = z.infer<typeof IssuedSetupCode>;

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
  /** 'purchase' (credits bought), 'volume_bonus' (free credits of a purchase), 'order' (credits spent) or 'admin_adjustment'. */
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
  /** The tax invoice of a purchase (GET /api/dealer/invoices/{invoiceId}.pdf), else null. */
  invoiceId: z.number().int().nullable().default(null),
  invoiceNumber: z.string().nullable().default(null),
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
