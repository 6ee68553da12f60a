/**
 * The dealer order page's drafts and payload (docs/product.md#dealer-order-payload and the
 * saved customer form, docs/product.md#dealer-inputs). Drafts live in local storage under
 * `dealerCustomerInfo` and `dealerKeychainCustomization` and never throw when broken.
 */
import { documentTextProblem } from '#shared/document-text';
import { z } from 'zod';
import { DEFAULT_COLOR, DEFAULT_FONT, findColorCombination, type ColorCombination } from '#shared/catalog';
import { sanitizeKeychainText } from '#shared/keychain-text';
import { KeychainChoiceShape, type KeychainChoice, type KeychainDesign } from '#shared/schemas/keychain-design';
import { DEALER_MESSAGES, insufficientCreditsMessage } from '#shared/schemas/dealer';
import { digitsOnly, phoneDigits } from '#shared/phone';

/**
 * The saved customer form (docs/product.md#dealer-order-payload); the phone keeps its 10 digits
 * without the +91 prefix.
 */
export const CustomerInfo = z.object({
  customerName: z.string().catch(''),
  customerEmail: z.string().catch(''),
  customerPhone: z.string().catch(''),
  customerAddress: z.string().catch(''),
  customerAddressLine2: z.string().catch(''),
  customerCity: z.string().catch(''),
  customerState: z.string().catch(''),
  customerPinCode: z.string().catch(''),
  specialInstructions: z.string().catch(''),
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

/** One keychain being designed on the dealer order page. */
export const KeychainDraft = KeychainChoiceShape.extend({
  id: z.string(),
  /** Whom the keychain is for, from a pasted list's customer column; sent in the special instructions. */
  forCustomer: z.string().max(60).optional(),
}) satisfies z.ZodType<KeychainChoice>;
export type KeychainDraft = z.infer<typeof KeychainDraft>;

/** Longest special instructions the dealer order accepts (shared/schemas/dealer). */
export const MAX_SPECIAL_INSTRUCTIONS = 1000;

/**
 * The special instructions as sent: what the dealer typed, then one line per keychain that
 * names its customer ("Keychain 3 “Asha”: for Ravi"), so the packer can tell them apart.
 */
export function specialInstructionsFor(info: CustomerInfo, keychains: readonly KeychainDraft[]): string {
  const lines = keychainsWithText(keychains).flatMap((k, i) =>
    k.forCustomer ? [`Keychain ${i + 1} “${k.customText.trim()}”: for ${k.forCustomer}`] : [],
  );
  return [info.specialInstructions.trim(), ...lines].filter((line) => line !== '').join('\n');
}

/** An empty customer form. */
export function emptyCustomerInfo(): CustomerInfo {
  return {
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    customerAddress: '',
    customerAddressLine2: '',
    customerCity: '',
    customerState: '',
    customerPinCode: '',
    specialInstructions: '',
  };
}

let nextKeychainId = 1;

/** A new keychain with the default font and colour (docs/product.md#defaults: bangers, yellow). */
export function blankKeychainDraft(): KeychainDraft {
  return {
    id: `keychain-${Date.now().toString(36)}-${nextKeychainId++}`,
    customText: '',
    fontFamily: DEFAULT_FONT,
    textColor: DEFAULT_COLOR,
  };
}

/**
 * Puts a saved design into the order: it replaces a lone empty keychain, else it is
 * appended when the balance allows another keychain (docs/product.md#dealer-inputs: no more
 * keychains than credits). Null when there is no room.
 */
export function withSavedDesign(keychains: readonly KeychainDraft[], design: KeychainChoice, balance: number): KeychainDraft[] | null {
  const draft: KeychainDraft = {
    ...blankKeychainDraft(),
    customText: design.customText,
    fontFamily: design.fontFamily,
    textColor: design.textColor,
  };
  const [only] = keychains;
  if (keychains.length === 1 && only && only.customText.trim() === '') return [{ ...draft, id: only.id }];
  return keychains.length < balance ? [...keychains, draft] : null;
}

/** The customer form from its stored JSON; anything unreadable is an empty form. */
export function parseCustomerInfo(raw: string | null): CustomerInfo {
  if (!raw) return emptyCustomerInfo();
  try {
    const parsed = CustomerInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyCustomerInfo();
  } catch {
    return emptyCustomerInfo();
  }
}

/** The keychains from their stored JSON; anything unreadable or empty is one blank keychain. */
export function parseKeychainDrafts(raw: string | null): KeychainDraft[] {
  if (raw) {
    try {
      const parsed = z.array(KeychainDraft).safeParse(JSON.parse(raw));
      if (parsed.success && parsed.data.length > 0)
        return parsed.data.map((k) => ({ ...k, customText: sanitizeKeychainText(k.customText) }));
    } catch {
      // broken draft: start over
    }
  }
  return [blankKeychainDraft()];
}

/**
 * Applies one typed value to the form with the docs/product.md#dealer-inputs input rules (phone 10
 * digits, PIN code 6).
 */
export function withCustomerField(info: CustomerInfo, field: keyof CustomerInfo, value: string): CustomerInfo {
  if (field === 'customerPhone') return { ...info, customerPhone: phoneDigits(value) };
  if (field === 'customerPinCode') return { ...info, customerPinCode: digitsOnly(value, 6) };
  return { ...info, [field]: value };
}

const REQUIRED_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerAddress',
  'customerCity',
  'customerState',
  'customerPinCode',
] as const;

/**
 * True when every required customer detail is filled in (docs/product.md#validation; line 2 and
 * instructions are optional).
 */
export function hasRequiredCustomerInfo(info: CustomerInfo): boolean {
  return REQUIRED_FIELDS.every((field) => info[field].trim() !== '');
}

/** The customer details printed on the invoice and the courier label (docs/product.md#document-scripts). */
const PRINTED_FIELDS = [
  'customerName',
  'customerAddress',
  'customerAddressLine2',
  'customerCity',
] as const satisfies readonly (keyof CustomerInfo)[];

/**
 * The field message for a customer detail the invoice and label cannot print (a script no PDF face
 * draws: docs/product.md#document-scripts), or null; the server refuses the same with a 400.
 */
export function customerFieldProblem(info: CustomerInfo, field: keyof CustomerInfo): string | null {
  return (PRINTED_FIELDS as readonly string[]).includes(field) ? documentTextProblem(info[field]) : null;
}

/** The keychains that will be ordered: only those with text (docs/product.md#keychain-text). */
export function keychainsWithText(keychains: readonly KeychainDraft[]): KeychainDraft[] {
  return keychains.filter((k) => k.customText.trim() !== '');
}

/** The POST /api/dealer/create-order body (docs/product.md#dealer-order-payload). */
export interface DealerOrderPayload {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: { street: string; addressLine2?: string; city: string; state: string; zipCode: string; country: 'India' };
  specialInstructions?: string;
  quantity: number;
  keychains: (Required<KeychainDesign> & { id: string })[];
}

/** Builds the order body: trimmed details, "+91 " phone, only keychains with text with their colours. */
export function buildDealerOrderPayload(
  info: CustomerInfo,
  keychains: readonly KeychainDraft[],
  colors: readonly ColorCombination[],
): DealerOrderPayload {
  const ordered = keychainsWithText(keychains);
  const addressLine2 = info.customerAddressLine2.trim();
  const instructions = specialInstructionsFor(info, keychains);
  return {
    customerName: info.customerName.trim(),
    customerEmail: info.customerEmail.trim(),
    customerPhone: `+91 ${info.customerPhone}`,
    shippingAddress: {
      street: info.customerAddress.trim(),
      ...(addressLine2 ? { addressLine2 } : {}),
      city: info.customerCity.trim(),
      state: info.customerState.trim(),
      zipCode: info.customerPinCode,
      country: 'India',
    },
    ...(instructions ? { specialInstructions: instructions } : {}),
    quantity: ordered.length,
    keychains: ordered.map((k) => {
      const color = findColorCombination(k.textColor, colors);
      return {
        id: k.id,
        customText: k.customText.trim(),
        fontFamily: k.fontFamily,
        textColor: k.textColor,
        colorCombination: { fontColor: color.fontColor, backgroundColor: color.backgroundColor, displayName: color.displayName },
      };
    }),
  };
}

/**
 * Why Create Order cannot go ahead, with the docs/product.md#customer-messages toast; null when it
 * can.
 */
export function orderBlocker(
  info: CustomerInfo,
  keychains: readonly KeychainDraft[],
  balance: number,
): { title: string; description: string } | null {
  if (!hasRequiredCustomerInfo(info)) return { title: 'Missing Customer Information', description: DEALER_MESSAGES.missingCustomer };
  for (const field of PRINTED_FIELDS) {
    const problem = customerFieldProblem(info, field);
    if (problem) return { title: 'Customer details in English letters', description: problem };
  }
  const needed = keychainsWithText(keychains).length;
  if (needed === 0) return { title: 'No Valid Keychains', description: DEALER_MESSAGES.noKeychains };
  if (needed > balance) return { title: 'Insufficient Credits', description: insufficientCreditsMessage(needed, balance) };
  if (specialInstructionsFor(info, keychains).length > MAX_SPECIAL_INSTRUCTIONS) {
    return {
      title: 'Instructions too long',
      description: `The special instructions and the customer names come to more than ${MAX_SPECIAL_INSTRUCTIONS} characters: shorten them or split the order.`,
    };
  }
  return null;
}
