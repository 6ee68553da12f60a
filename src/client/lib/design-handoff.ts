/**
 * Hands a saved or shared design to the customizer ("Customize this") through
 * session storage, read once on the customizer's next mount. Kept apart from api/designs.ts so
 * the storefront's first load stays on zod/mini (docs/product.md#budgets).
 */
import * as z from 'zod/mini';
import { MAX_ORDER_TEXT, keychainTextProblem } from '#shared/keychain-text';
import { storedChoiceFieldsMini } from '#shared/schemas/design-fields-mini';
import type { KeychainChoice } from '#shared/schemas/keychain-design';

/** Session-storage key of the design handed over. */
export const EDIT_DESIGN_KEY = 'chaabiEditDesign';

/** A design's cart fields. */
type HandedDesign = KeychainChoice;

/** The design as read back: the stored-choice fields, with a text the checkout would accept. */
export const HandedDesignSchema = z.object({
  ...storedChoiceFieldsMini({ required: true }),
  customText: z.string().check(z.refine((text) => text.trim() !== '' && keychainTextProblem(text, MAX_ORDER_TEXT) === null)),
}) satisfies z.ZodMiniType<KeychainChoice>;

/** Hands a design to the customizer (read by takeDesignToEdit on its next mount). */
export function handDesignToCustomizer(d: HandedDesign): void {
  try {
    const { customText, fontFamily, textColor } = d;
    window.sessionStorage.setItem(EDIT_DESIGN_KEY, JSON.stringify({ customText, fontFamily, textColor }));
  } catch {
    // storage unavailable: the customizer opens as usual
  }
}

/** The design handed over, removed as it is read; null when none or invalid. */
export function takeDesignToEdit(): HandedDesign | null {
  try {
    const raw = window.sessionStorage.getItem(EDIT_DESIGN_KEY);
    window.sessionStorage.removeItem(EDIT_DESIGN_KEY);
    if (!raw) return null;
    const parsed = HandedDesignSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
