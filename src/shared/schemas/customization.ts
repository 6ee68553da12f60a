/** Customization option contracts (spec §3 "Customization option", §7). */
import { z } from 'zod';

export const OPTION_TYPES = ['font', 'color_combination'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** GET /api/admin/customization-options query. */
export const ListOptionsQuery = z.object({ type: z.enum(OPTION_TYPES).optional() });

/** A customization option as the API returns it (spec §3 field names). */
export const CustomizationOption = z.object({
  id: z.number().int(),
  type: z.enum(OPTION_TYPES),
  name: z.string(),
  value: z.string(),
  displayName: z.string(),
  hexColor: z.string().nullable(),
  cssClass: z.string().nullable(),
  fontColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomizationOption = z.infer<typeof CustomizationOption>;
