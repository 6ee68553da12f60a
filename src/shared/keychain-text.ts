/** Keychain text rules (docs/product.md#keychain-text, docs/product.md#limits). */

/** Longest keychain text in the customizer, dealer order and STL tools (docs/product.md#limits). */
export const MAX_KEYCHAIN_TEXT = 13;
/**
 * Longest text the checkout order schema accepts (docs/product.md#checkout-order conflict note:
 * 15).
 */
export const MAX_ORDER_TEXT = 15;
/** Longest text on the Blender test page (docs/product.md#limits). */
export const MAX_BLENDER_TEXT = 20;

/**
 * Keychain text as printed: ASCII letters and digits only, at least one
 * (docs/product.md#keychain-text).
 */
export const KEYCHAIN_TEXT_CHARACTERS = /^[A-Za-z0-9]+$/;

/** Helper text under every keychain text input (docs/product.md#keychain-text). */
export const KEYCHAIN_TEXT_HELPER = 'Maximum 13 characters, only letters and numbers';

/**
 * Sanitizes typed keychain text (docs/product.md#keychain-text): drops every character that is not
 * an ASCII letter or digit, caps the length (default 13) and upper-cases the first letter.
 */
export function sanitizeKeychainText(input: string, maxLength: number = MAX_KEYCHAIN_TEXT): string {
  const kept = input.replace(/[^A-Za-z0-9]/g, '').slice(0, maxLength);
  return kept.charAt(0).toUpperCase() + kept.slice(1);
}

/** The STL tool's messages (docs/product.md#stl-inputs). */
export const STL_TEXT_MESSAGES = {
  required: 'Text is required',
  tooLong: 'Text must be 13 characters or less',
  spaces: 'Spaces not allowed - text must be a single piece',
  symbols: 'Only letters and numbers allowed',
} as const;

/**
 * Validates STL text without changing it (docs/product.md#stl-inputs); returns the first broken
 * rule's message, or null when the text is printable.
 */
export function validateStlText(text: string, maxLength: number = MAX_KEYCHAIN_TEXT): string | null {
  if (text.trim().length === 0) return STL_TEXT_MESSAGES.required;
  if (text.length > maxLength) {
    return maxLength === MAX_KEYCHAIN_TEXT ? STL_TEXT_MESSAGES.tooLong : `Text must be ${maxLength} characters or less`;
  }
  if (/\s/.test(text)) return STL_TEXT_MESSAGES.spaces;
  if (/[^A-Za-z0-9]/.test(text)) return STL_TEXT_MESSAGES.symbols;
  return null;
}
