/**
 * STL tool contracts (docs/product.md#media, docs/product.md#stl-inputs,
 * docs/product.md#stl-calls). The text is checked in the schema so a bad one answers 400 with the
 * spec's exact message (the error handler sends the first issue's message).
 */
import { z } from 'zod';
import { ORDER_MESSAGES } from './order';
import { MAX_BLENDER_TEXT, MAX_KEYCHAIN_TEXT, MAX_ORDER_TEXT, STL_TEXT_MESSAGES, validateStlText } from '../keychain-text';
import { customTextField, fontFamilyField } from './design-fields';
import type { KeychainLettering } from './keychain-design';

/** Which generator builds the solid: our in-process engine, or Blender where installed. */
export const STL_BACKENDS = ['engine', 'blender'] as const;
export type StlBackend = (typeof STL_BACKENDS)[number];

/** The Blender page's required-text message (docs/product.md#stl-inputs). */
export const BLENDER_TEXT_REQUIRED = 'Please enter text for the keychain';

/**
 * The first broken text rule for a backend, or null: the STL generator's four messages at 13
 * characters (docs/product.md#stl-inputs); the Blender page's "Please enter text…" and 20
 * characters.
 */
export function validateToolText(text: string, backend: StlBackend): string | null {
  if (backend === 'blender') {
    if (text.trim().length === 0) return BLENDER_TEXT_REQUIRED;
    return validateStlText(text, MAX_BLENDER_TEXT);
  }
  return validateStlText(text, MAX_KEYCHAIN_TEXT);
}

/** POST /api/blender-stl/generate body. */
export const GenerateStlRequest = z
  .object({
    text: z.string({ error: STL_TEXT_MESSAGES.required }).max(200),
    fontFamily: fontFamilyField(),
    /** One of the STL page's five (src/shared/stl-colors.ts); default blue-white. */
    colorCombination: z.string().max(40).optional(),
    /** 'engine' (default) or 'blender' (the Blender test page). */
    backend: z.enum(STL_BACKENDS).optional(),
  })
  .superRefine((body, ctx) => {
    const message = validateToolText(body.text, body.backend ?? 'engine');
    if (message) ctx.addIssue({ code: 'custom', path: ['text'], message });
  });
export type GenerateStlRequest = z.infer<typeof GenerateStlRequest>;

/** Overall size in mm: width along X, height along Y, depth (thickness) along Z. */
export const StlDimensions = z.object({ width: z.number(), height: z.number(), depth: z.number() });
export type StlDimensions = z.infer<typeof StlDimensions>;

/**
 * POST /api/blender-stl/generate answer (docs/product.md#media plus the 3MF link and a few facts).
 */
export const GenerateStlResponse = z.object({
  success: z.boolean(),
  /** The STL's stored name, e.g. keychain-Chaabi-bangers-0123456789abcdef.stl. */
  filename: z.string(),
  /** GET this for the binary STL (model/stl, attachment). */
  downloadUrl: z.string(),
  /** GET this for the two-colour 3MF (model/3mf); null from the Blender backend. */
  downloadUrl3mf: z.string().nullable(),
  dimensions: StlDimensions,
  /** Milliseconds the server spent on this request's model (a cache hit is near 0). */
  executionTime: z.number(),
  error: z.string().nullable(),
  backend: z.enum(STL_BACKENDS),
  /** True when the files came from the cache of earlier identical requests. */
  cached: z.boolean(),
  triangleCount: z.number().int(),
  /** Every edge shared by exactly two triangles (always true for the engine; Blender's booleans do not promise it). */
  closed: z.boolean(),
});
export type GenerateStlResponse = z.infer<typeof GenerateStlResponse>;

/** GET /api/blender-stl/test-blender answer (docs/product.md#media). */
export const TestBlenderResponse = z.object({
  blenderAvailable: z.boolean(),
  message: z.string(),
  error: z.string().nullable(),
  /** Blender's version line, e.g. "Blender 3.4.1", when available. */
  version: z.string().nullable(),
});
export type TestBlenderResponse = z.infer<typeof TestBlenderResponse>;

/** Names of files the STL service wrote: keychain-<Text>-<font>-<16 hex>.(stl|3mf). */
export const STL_FILE_NAME = /^keychain-([A-Za-z0-9]{1,20})-([a-z][a-z-]{0,39})-([0-9a-f]{16})\.(stl|3mf)$/;

/** GET /api/stl/download/:file params. */
export const StlDownloadParams = z.object({ file: z.string().regex(STL_FILE_NAME, 'Unknown file name') });

/** POST /api/designs/printability body. */
export const PrintabilityRequest = z.object({
  customText: customTextField(ORDER_MESSAGES.textRequired, MAX_ORDER_TEXT),
  fontFamily: fontFamilyField(),
}) satisfies z.ZodType<KeychainLettering>;
export type PrintabilityRequest = z.infer<typeof PrintabilityRequest>;

/** POST /api/designs/layout body: a design's text and font, as for printability. */
export const LayoutRequest = PrintabilityRequest.extend({}) satisfies z.ZodType<KeychainLettering>;
export type LayoutRequest = z.infer<typeof LayoutRequest>;

/** POST /api/designs/layout answer: the engine's HarfBuzz shaping, font units (docs/decisions/043-harfbuzz-shaping.md). */
export const LayoutResponse = z.object({
  /** UTF-16 offsets into the NFC text where each cluster starts, ascending. */
  clusters: z.array(z.number().int()),
  /** Glyphs in visual order, positions in font units. */
  glyphs: z.array(
    z.object({
      glyphId: z.number().int(),
      cluster: z.number().int(),
      xAdvance: z.number(),
      xOffset: z.number(),
      yOffset: z.number(),
    }),
  ),
});
export type LayoutResponse = z.infer<typeof LayoutResponse>;

/** POST /api/designs/printability answer: the printability guard's measurement, mm. */
export const PrintabilityResponse = z.object({
  printable: z.boolean(),
  /** Thinnest stroke of the text as laid out, mm. */
  minStrokeMm: z.number(),
  /** Capital-letter height at print scale, mm. */
  letterHeightMm: z.number(),
  /** How much the print thickens each letter outline per side, mm (0 = untouched). */
  thickenMm: z.number(),
  warnings: z.array(z.string()),
});
export type PrintabilityResponse = z.infer<typeof PrintabilityResponse>;
