// The geometry engine's only entry point: text + font → solid → binary STL / 3MF.
// Browser-safe (no Node built-ins); Node-only font loading lives in ./node-fonts.ts.
//
//   await initGeometry();                       // once; in a Vite worker pass { locateFile: () => wasmUrl }
//   const hb = await import('harfbuzzjs');      // the shaper, handed in (docs/decisions/043)
//   const font = loadFont(hb, woffBytes);       // or loadBuiltInFont(hb, 'bangers') from './node-fonts.js' in Node
//   const model = buildKeychain({ text: 'Chaabi', font, colors: { fontColor: '#fbbf24', backgroundColor: '#000000' } });
//   const stl = toStl(model);                   // one closed mesh, mm
//   const threeMf = to3mf(model);               // base + text, coloured, for multi-material printers
//
// Everything returned is plain data (typed arrays): nothing to free, and a worker can post it.
import type { KeychainModel } from './keychain.js';
import { meshToStl } from './stl.js';
import type { KeychainColors } from './colors.js';
import { partsTo3mf } from './threemf.js';
import type { ColourChangePrint } from './colour-change.js';

export { GeometryError, type GeometryErrorCode } from './errors.js';
export {
  CURVE_TOLERANCE_MM,
  DEFAULT_KEYCHAIN_OPTIONS,
  MAX_TEXT_CODE_POINTS,
  MAX_TEXT_LENGTH,
  MAX_TEXT_LENGTH_BLENDER,
  DEFAULT_MIN_STROKE_MM,
  MAX_THICKEN_MM,
  type KeychainOptions,
} from './constants.js';
export {
  INDIC_TOO_LONG_MESSAGE,
  SCRIPT_MIN_LETTER_HEIGHT_MM,
  STROKE_LOSS_TOLERANCE,
  THIN_TEXT_MESSAGE,
  assessPrintability,
  printThickening,
  type AssessPrintabilityInput,
  type PrintabilityReport,
  type PrintThickening,
} from './printability.js';
export { initGeometry, getWasmHeapBytes, verifyManifold, type InitGeometryOptions, type ManifoldReport } from './wasm.js';
export {
  BUILT_IN_FONTS,
  BUILT_IN_FONT_FILES,
  KEYCHAIN_CHARACTERS,
  builtInFontFile,
  builtInFontFiles,
  isBuiltInFont,
  loadFont,
  missingGlyphs,
  woffToSfnt,
  type BuiltInFontName,
  type Font,
  type HarfBuzz,
} from './font.js';
export { shapeText, type ShapedGlyph, type ShapedText } from './shape.js';
export { KEYCHAIN_SCRIPTS, SCRIPT_REFERENCE_LETTER, scriptCharacters, scriptsOf, textScript, type KeychainScript } from './script.js';
export { buildKeychain, type BuildKeychainInput, type KeychainLayout, type KeychainModel } from './keychain.js';
export { resolveKeychainOptions, validateKeychainText } from './keychain-input.js';
export {
  boundsDimensions,
  checkClosed,
  meshBounds,
  meshVolume,
  type BoundsMm,
  type DimensionsMm,
  type MeshClosedness,
  type TriangleMesh,
} from './mesh.js';
export { meshToStl, parseStl, stlByteLength } from './stl.js';
export {
  objectsTo3mf,
  partsTo3mf,
  prusaModelConfigXml,
  threeMfModelXml,
  toThreeMfColor,
  type ColoredPart,
  type ThreeMfObject,
} from './threemf.js';
export {
  DEFAULT_BED,
  buildPlateTo3mf,
  layoutBuildPlates,
  plateGrid,
  type BedOptions,
  type FootprintMm,
  type PlateGrid,
  type PlateItem,
  type PlateSlot,
} from './build-plate.js';
export {
  DEFAULT_SLICER_LAYERS,
  colourChangeZ,
  formatMm,
  prusaColourChangeXml,
  prusaProjectConfig,
  type ColourChangePrint,
  type Filament,
  type SlicerLayers,
} from './colour-change.js';
export { DEFAULT_PROOF_SVG_OPTIONS, keychainProofSvg, type ProofOutline, type ProofSvgOptions } from './proof-svg.js';
export { DEFAULT_KEYCHAIN_COLORS, normalizeHexColor, normalizeKeychainColors, type KeychainColors } from './colors.js';
export type { ContourMm, RectMm } from './outline.js';

/** The keychain as one binary STL (base ∪ text, mm); byte length 84 + 50 × triangleCount. */
export function toStl(model: KeychainModel): Uint8Array {
  return meshToStl(model.solid);
}

/**
 * The keychain as a two-colour 3MF (base in backgroundColor, text in fontColor; defaults to the
 * colours the model was built with); with `print`, it also carries the filament change for a
 * single-extruder printer (colour-change.ts). Throws GeometryError INVALID_COLOR.
 */
export function to3mf(model: KeychainModel, colors: KeychainColors = model.colors, title?: string, print?: ColourChangePrint): Uint8Array {
  return partsTo3mf(
    [
      { name: 'base', mesh: model.base, color: colors.backgroundColor },
      { name: 'text', mesh: model.text, color: colors.fontColor },
    ],
    title,
    print,
  );
}
