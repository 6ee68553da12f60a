/**
 * The keychain design: the one contract for what a keychain looks like
 * (docs/product.md#keychain-design "Keychain design"), used by the cart, the customizer, orders as
 * stored, e-mails, print files, proofs and every API answer that shows a design. Every schema of a
 * design composes the fields of schemas/design-fields.ts and is tied back to these types with
 * `satisfies` (docs/decisions/127-one-design-schema.md); this module holds the shape.
 */
import { z } from 'zod';
import { storedDesignFields } from './design-fields';
import type { DesignColours } from './design-fields-mini';

export type { DesignColours };

/**
 * A keychain design: its text, the font option's value, the colour option's value, and, once
 * the server has resolved the design against the catalogue, the colour combination's colours.
 */
export interface KeychainDesign {
  customText: string;
  fontFamily: string;
  textColor: string;
  colorCombination?: DesignColours;
}

/** A design named by catalogue values only (cart, hand-offs, requests before the server resolves them). */
export type KeychainChoice = Pick<KeychainDesign, 'customText' | 'fontFamily' | 'textColor'>;

/** What the print engine needs to draw a design's letters: text and font option value. */
export type KeychainLettering = Pick<KeychainDesign, 'customText' | 'fontFamily'>;

/** The design as stored and answered (lenient: no input rules; older rows may lack the colours). */
export const KeychainDesignShape = z.object(storedDesignFields()) satisfies z.ZodType<KeychainDesign>;

/** The catalogue-values part of KeychainDesignShape (answers that show no colours). */
export const KeychainChoiceShape = KeychainDesignShape.pick({
  customText: true,
  fontFamily: true,
  textColor: true,
}) satisfies z.ZodType<KeychainChoice>;
