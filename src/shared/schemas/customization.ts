/**
 * Customization option contracts (docs/product.md#customization-options,
 * docs/product.md#admin-inputs, docs/product.md#api, docs/product.md#constants).
 */
import { z } from 'zod';
import { HEX_COLOR_PATTERN, normalizeFontValue } from '../catalog';
import { freeText } from '../free-text';
import { printableText } from './contact';
import { DESIGN_OPTION_MAX } from './design-fields-mini';
import { filamentName } from '../filament';
import { KEYCHAIN_SCRIPTS, type KeychainScript } from '../keychain-text';

export { HEX_COLOR_PATTERN } from '../catalog';

export const OPTION_TYPES = ['font', 'color_combination'] as const;

/** The scripts a font may be offered for (ISO 15924; docs/decisions/044-fonts-per-script.md). */
export const FONT_SCRIPTS = Object.keys(KEYCHAIN_SCRIPTS) as [KeychainScript, ...KeychainScript[]];
export type OptionType = (typeof OPTION_TYPES)[number];

/** GET /api/admin/customization-options query (also the admin list's). */
export const ListOptionsQuery = z.object({ type: z.enum(OPTION_TYPES).optional() });

/**
 * A customization option as the API returns it (docs/product.md#customization-options field names).
 */
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
  /** The text's filament as the print room names it ("Light Pink PLA"); colour combinations only. */
  textFilamentName: z.string().nullable(),
  /** The plate's filament ("Black PLA"); colour combinations only. */
  plateFilamentName: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Stored name of the uploaded font file, served at /api/fonts/{fontFile}; fonts only. */
  fontFile: z.string().nullable(),
  /** Fonts: the script (ISO 15924) the font is offered for; colour combinations carry 'Latn'. */
  script: z.enum(FONT_SCRIPTS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomizationOption = z.infer<typeof CustomizationOption>;

/**
 * docs/product.md#defaults: a new colour combination is white text (#FFFFFF) on a black plate
 * (#000000).
 */
export const DEFAULT_NEW_FONT_COLOR = '#FFFFFF';
export const DEFAULT_NEW_BACKGROUND_COLOR = '#000000';

/**
 * docs/product.md#admin-inputs: a font name is lowercased and spaces become hyphens ("Open Sans" →
 * "open-sans"); the catalogue's rule.
 */
export const normalizeFontName = normalizeFontValue;

/** A required name or display name: it reaches the invoice lines, so the documents must print it (printableText). */
// One limit with the design's font and colour values (docs/decisions/127-one-design-schema.md).
const TOO_LONG = `Use at most ${DESIGN_OPTION_MAX} characters`;
const requiredText = (message: string) =>
  printableText(freeText(z.string({ error: message }).trim().min(1, message).max(DESIGN_OPTION_MAX, TOO_LONG)));
const hexColor = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(HEX_COLOR_PATTERN, `${label} must be a hex color like #FFFFFF`);
const optionalValue = freeText(z.string().trim().max(DESIGN_OPTION_MAX, TOO_LONG)).optional();
const optionalCssClass = freeText(z.string().trim().max(100, 'Use at most 100 characters')).nullable().optional();
const sortOrder = z.number({ error: 'Sort order must be a whole number' }).int('Sort order must be a whole number').min(0).max(100_000);

/**
 * Colour-combination fields (docs/product.md#admin-inputs: a colour add needs name and
 * displayName).
 */
export const ColorCombinationFields = z.object({
  name: requiredText('Color name is required'),
  displayName: requiredText('Display name is required'),
  /** Defaults to name. */
  value: optionalValue,
  fontColor: hexColor('Font color').default(DEFAULT_NEW_FONT_COLOR),
  backgroundColor: hexColor('Background color').default(DEFAULT_NEW_BACKGROUND_COLOR),
  /** Defaults to the nearest named colour of fontColor (shared/filament.ts). */
  textFilamentName: filamentName('Text filament').optional(),
  /** Defaults to the nearest named colour of backgroundColor. */
  plateFilamentName: filamentName('Plate filament').optional(),
  cssClass: optionalCssClass,
  /** Defaults to the number of colour combinations + 1 (docs/product.md#defaults). */
  sortOrder: sortOrder.optional(),
  isActive: z.boolean().optional(),
});
export type ColorCombinationFields = z.infer<typeof ColorCombinationFields>;

/**
 * Font fields (docs/product.md#admin-inputs: needs name and displayName; name lowercased, spaces →
 * hyphens). Fonts carry no colours.
 */
export const FontFields = z.object({
  name: requiredText('Font name is required').overwrite(normalizeFontName),
  displayName: requiredText('Display name is required'),
  /** Defaults to name; normalised like it. */
  value: optionalValue.overwrite((v) => (v === undefined ? v : normalizeFontName(v))),
  cssClass: optionalCssClass,
  /** The script the font draws (default Latin); an uploaded file must cover it. */
  script: z.enum(FONT_SCRIPTS, { error: 'Choose one of the scripts' }).optional(),
  sortOrder: sortOrder.optional(),
  isActive: z.boolean().optional(),
});
export type FontFields = z.infer<typeof FontFields>;

/** POST /api/admin/customization-options body (docs/product.md#admin-calls). */
export const CreateOptionRequest = z.discriminatedUnion(
  'type',
  [ColorCombinationFields.extend({ type: z.literal('color_combination') }), FontFields.extend({ type: z.literal('font') })],
  { error: 'Type must be font or color_combination' },
);
export type CreateOptionRequest = z.infer<typeof CreateOptionRequest>;

/** PUT /api/admin/customization-options/{id} body: any subset of the fields; the type cannot change. */
export const UpdateOptionRequest = z.object({
  name: requiredText('Name is required').optional(),
  displayName: requiredText('Display name is required').optional(),
  value: freeText(z.string().trim().min(1, 'Value cannot be empty').max(DESIGN_OPTION_MAX, TOO_LONG)).optional(),
  fontColor: hexColor('Font color').optional(),
  backgroundColor: hexColor('Background color').optional(),
  textFilamentName: filamentName('Text filament').optional(),
  plateFilamentName: filamentName('Plate filament').optional(),
  cssClass: optionalCssClass,
  /** Fonts only, and only while the font cannot print yet (FONT_SCRIPT_FIXED_MESSAGE); ignored on colour combinations. */
  script: z.enum(FONT_SCRIPTS, { error: 'Choose one of the scripts' }).optional(),
  sortOrder: sortOrder.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateOptionRequest = z.infer<typeof UpdateOptionRequest>;

/**
 * The 409 for a script change of a font that prints already (built in, or with its file on
 * record): the file was checked against its script (docs/decisions/094-font-script-until-its-file.md).
 */
export const FONT_SCRIPT_FIXED_MESSAGE =
  "A font's script cannot change once it has a font file (built-in fonts ship with theirs): add the font again to offer it for another script.";

/** Path params of /api/admin/customization-options/{id}. */
export const OptionIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** DELETE answer. */
export const DeleteOptionResponse = z.object({ success: z.literal(true), id: z.number().int() });

/** docs/product.md#media as GET /api/admin/product-categories returns them. */
export const ProductCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductCategory = z.infer<typeof ProductCategory>;

/** The largest font file an admin may upload (bytes). */
export const MAX_FONT_FILE_BYTES = 2 * 1024 * 1024;

/** The answer to a font file over MAX_FONT_FILE_BYTES (docs/decisions/012-admin-fonts.md). */
export const FONT_TOO_LARGE_MESSAGE = 'Font files can be at most 2 MB';

/** The answer when an option id names no row (404). */
export const OPTION_NOT_FOUND_MESSAGE = 'Customization option not found';

/** Stored font file names: random hex + extension (served by GET /api/fonts/{file}). */
export const FONT_FILE_NAME_PATTERN = /^[a-f0-9]{32}\.(ttf|otf|woff)$/;
