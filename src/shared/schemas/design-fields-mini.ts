/**
 * The design's fields for the storefront's first load, in zod/mini only (the cart in the header,
 * hand-offs and drafts in browser storage): importing this module pulls in neither the classic zod
 * nor the server's text rules (docs/decisions/127-one-design-schema.md; the first-load budget of
 * docs/architecture.md). design-fields.ts builds the request schemas with the same limit.
 */
import * as zm from 'zod/mini';

/** The colours a design is printed in, as the catalogue's colour combination has them (#rrggbb). */
export interface DesignColours {
  fontColor: string;
  backgroundColor: string;
  displayName: string;
}

/**
 * Longest font value, colour value and colour-combination name of a design, in characters: the
 * catalogue's own limit for an option's value and display name (schemas/customization.ts), so
 * every option the admin can create fits in an order. The columns are `text` (no size).
 */
export const DESIGN_OPTION_MAX = 100;

/**
 * The catalogue-value fields of a design kept in browser storage (cart, hand-offs, drafts), in
 * zod/mini for the storefront's first load: text as typed, font and colour values within
 * DESIGN_OPTION_MAX; `required` also refuses blank values.
 */
export function storedChoiceFieldsMini(options: { required: boolean }) {
  const value = () =>
    options.required
      ? zm.string().check(zm.minLength(1), zm.maxLength(DESIGN_OPTION_MAX))
      : zm.string().check(zm.maxLength(DESIGN_OPTION_MAX));
  return { customText: zm.string(), fontFamily: value(), textColor: value() };
}
