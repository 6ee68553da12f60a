/**
 * Saved designs and share links. The text, font and colour rules are the cart's own
 * (KeychainDesignSchema, docs/product.md#customization-options, docs/product.md#keychain-text
 * messages), so a saved design always fits in an order.
 */
import { z } from 'zod';
import { ColorCombinationSchema, KeychainDesignSchema } from './order';
import { KeychainDesignShape, type DesignColours, type KeychainChoice } from './keychain-design';

/** Most designs one account may keep. */
export const MAX_DESIGNS_PER_ACCOUNT = 200;

/** Messages of the designs API and pages. */
export const DESIGN_MESSAGES = {
  limitReached: `You can keep at most ${MAX_DESIGNS_PER_ACCOUNT} designs. Delete one to save another.`,
  notFound: 'Design not found',
  shareNotFound: 'This design link is no longer shared',
  emptyPatch: 'Nothing to change',
} as const;

/** POST /api/designs body: one keychain design (same rules as a cart keychain). */
export const CreateDesignRequest = KeychainDesignSchema;
export type CreateDesignRequest = z.input<typeof CreateDesignRequest>;

/** PATCH /api/designs/:id body: any of the fields; `colorCombination: null` clears it. */
export const UpdateDesignRequest = z
  .object({
    customText: KeychainDesignSchema.shape.customText.optional(),
    fontFamily: KeychainDesignSchema.shape.fontFamily.optional(),
    textColor: KeychainDesignSchema.shape.textColor.optional(),
    colorCombination: ColorCombinationSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: DESIGN_MESSAGES.emptyPatch,
  }) satisfies z.ZodType<Partial<KeychainChoice> & { colorCombination?: DesignColours | null }>;
export type UpdateDesignRequest = z.input<typeof UpdateDesignRequest>;

/** `:id` of /api/designs/:id (a PostgreSQL serial, so at most 2^31 - 1). */
export const DesignIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `:token` of /api/designs/shared/:token and /d/:token (base64url; anything else is simply not found). */
export const ShareTokenParams = z.object({ token: z.string().max(200) });

/** A saved design as its owner sees it. */
export const DesignResponse = KeychainDesignShape.extend({
  id: z.number().int(),
  /** True while a share link is live. */
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignResponse = z.infer<typeof DesignResponse>;

/** GET /api/designs answer, newest first. */
export const DesignListResponse = z.object({ designs: z.array(DesignResponse), limit: z.number().int() });
export type DesignListResponse = z.infer<typeof DesignListResponse>;

/** POST /api/designs/:id/share answer; the token is shown once (only its SHA-256 is stored). */
export const ShareDesignResponse = z.object({ token: z.string(), url: z.string() });
export type ShareDesignResponse = z.infer<typeof ShareDesignResponse>;

/** GET /api/designs/shared/:token answer: the design alone, nothing about its owner. */
export const SharedDesignResponse = KeychainDesignShape;
export type SharedDesignResponse = z.infer<typeof SharedDesignResponse>;

/** The share page's path for a token. */
export function sharePath(token: string): string {
  return `/d/${token}`;
}
