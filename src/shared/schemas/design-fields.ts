/**
 * The keychain design's fields, once: every schema that carries a design (requests, answers, the
 * cart, drafts and hand-offs in browser storage) composes these builders, so a field has one
 * limit everywhere (docs/decisions/127-one-design-schema.md). The design's shape is
 * schemas/keychain-design.ts (docs/product.md#keychain-design).
 *
 * Only functions and constants live here, never a schema built at load. The zod/mini builders of
 * the storefront's first load live apart in design-fields-mini.ts, so the cart pulls in neither
 * the classic zod nor the server's rules (docs/decisions/022-saved-designs-and-share-links.md,
 * first-load budget).
 */
import { z } from 'zod';
import { HEX_COLOR_MESSAGE, HEX_COLOR_PATTERN } from '../catalog';
import { documentTextProblem } from '../document-text';
import { freeText } from '../free-text';
import { keychainTextProblem, textTooLongMessage } from '../keychain-text';
import { DESIGN_OPTION_MAX, type DesignColours } from './design-fields-mini';

/** The text field's message when no font is chosen (docs/product.md#checkout-order). */
export const FONT_REQUIRED_MESSAGE = 'Please select a font';

/**
 * Keychain text in a request: trimmed, NFC, then keychainTextProblem with `maxLetters` letters
 * (docs/decisions/045-text-by-grapheme-cluster.md; 13 or 15 by where it is typed,
 * docs/product.md#limits); an empty text gets `requiredMessage`, a text far too long (over 400
 * code units, checked before the letters are counted) the length message of `maxLetters`.
 */
export function customTextField(requiredMessage: string, maxLetters: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(400, { error: textTooLongMessage(maxLetters), abort: true })
    .overwrite((text) => text.normalize('NFC'))
    .superRefine((text, ctx) => {
      const message = keychainTextProblem(text, maxLetters);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** An option value of a design in a request: trimmed, free text (shared/free-text), 1 to DESIGN_OPTION_MAX. */
function optionValue(requiredMessage?: string) {
  const required = requiredMessage === undefined ? z.string() : z.string({ error: requiredMessage });
  return freeText(required.trim().min(1, requiredMessage).max(DESIGN_OPTION_MAX));
}

/**
 * The font option's value in a request (FONT_REQUIRED_MESSAGE when blank); it names the font on
 * the job sheet and e-mails, so the documents must print it (docs/product.md#document-scripts).
 */
export function fontFamilyField() {
  return optionValue(FONT_REQUIRED_MESSAGE).superRefine((value, ctx) => {
    const problem = documentTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The colour option's value in a request. */
export function textColorField() {
  return optionValue();
}

/** A `#rrggbb` colour of a colour combination. */
function hexColour() {
  return z.string().regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE);
}

/** The colour combination stored on a design, in a request (docs/product.md#keychain-design). */
export function designColoursField() {
  return z.object({
    fontColor: hexColour(),
    backgroundColor: hexColour(),
    displayName: freeText(z.string().trim().min(1).max(DESIGN_OPTION_MAX)),
  }) satisfies z.ZodType<DesignColours>;
}

/**
 * The design's fields as stored, answered and kept in browser drafts: the same limits, without the
 * other request rules (rows from before a rule still read; a draft holds text being typed), colours
 * optional. Every stored value passed a request's limit, never wider than DESIGN_OPTION_MAX.
 */
export function storedDesignFields() {
  const value = () => z.string().max(DESIGN_OPTION_MAX);
  return {
    customText: z.string(),
    fontFamily: value(),
    textColor: value(),
    colorCombination: z.object({ fontColor: z.string(), backgroundColor: z.string(), displayName: value() }).optional(),
  } as const;
}
