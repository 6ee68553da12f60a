// text + font → two solids (base plate, raised text) and their union, as plain meshes.
// Layout (docs/decisions/010): plate [0, width] × [0, height], Z from 0; the key-ring hole sits
// on the left end's centre line; the text is scaled uniformly into the rectangle right of the
// hole, centred, and clipped to it, so no letter can reach the hole or the plate's edge.
import type { KeychainOptions } from './constants.js';
import { DEFAULT_KEYCHAIN_COLORS, normalizeKeychainColors, type KeychainColors } from './colors.js';
import { GeometryError } from './errors.js';
import { boundsDimensions, meshBounds, type DimensionsMm, type TriangleMesh } from './mesh.js';
import type { Font } from './font.js';
import { HandleScope, region, toPolygons, triangulate } from './cross-section.js';
import {
  holeContour,
  plateLayout,
  resolveKeychainOptions,
  roundedRectContour,
  validateKeychainText,
  type KeyringHole,
} from './keychain-input.js';
import { layoutTextOutline, type ContourMm, type RectMm } from './outline.js';
import type { ShapedText } from './shape.js';
import { prismMesh, reverseLoops, stackedMesh, type TriangulatedRegion } from './prism.js';
import { getRawModule, type RawManifoldModule } from './wasm.js';

/** Where things sit on the plate, mm. */
export interface KeychainLayout {
  /** The plate's outline box: [0, width] × [0, height]. */
  plate: RectMm;
  /** Centre and diameter of the key-ring hole. */
  hole: KeyringHole;
  /** The rectangle the text is scaled into and clipped to. */
  textArea: RectMm;
  /** Bounding box of the placed text outline. */
  textBounds: RectMm;
  /** Text scale, mm per font unit. */
  textScale: number;
  /** The HarfBuzz shaping the letters were built from (glyph ids, clusters, positions in font units). */
  shaped: ShapedText;
  /** Z of the plate's top face (= base thickness). */
  baseTopZ: number;
  /** Z of the text's top face (= base thickness + relief). */
  topZ: number;
}

/** A built keychain as plain data: nothing in it needs freeing, and a worker can post it. */
export interface KeychainModel {
  /** The base plate with its key-ring hole (background colour). */
  base: TriangleMesh;
  /** The raised letters, standing on the plate's top face (font colour). */
  text: TriangleMesh;
  /** base ∪ text as one closed solid sharing the letters' footprint vertices: what the STL holds. */
  solid: TriangleMesh;
  /** Size of `solid`, mm (60 × 20 × 5 with the default options). */
  dimensions: DimensionsMm;
  /** Triangles in `solid`. */
  triangleCount: number;
  /** Where the hole, text area and text landed. */
  layout: KeychainLayout;
  /** The colour combination, normalised to #rrggbb. */
  colors: KeychainColors;
  /**
   * The top view as the mesh was built from it, mm (Z up, so Y up): the plate's loops (outline
   * and key-ring hole) and the letters' loops (after clipping and any thickening); outer loops
   * counter-clockwise, holes clockwise. Proof images are drawn from these.
   */
  outline: { plate: ContourMm[]; letters: ContourMm[] };
}

/** Input of `buildKeychain`. */
export interface BuildKeychainInput {
  /** 1..maxLength letters (grapheme clusters) of one script plus digits, unless `validateCharacters` is false. */
  text: string;
  /** A font parsed by `loadFont` (HarfBuzz faces). */
  font: Font;
  /** The colour combination (hex); defaults to the spec's yellow, #fbbf24 on #000000. */
  colors?: KeychainColors;
  /** Overrides of DEFAULT_KEYCHAIN_OPTIONS, mm. */
  options?: Partial<KeychainOptions>;
}

// The plate depends only on the options: keep a few as plain data (no WASM handles).
const plateCache = new Map<string, TriangulatedRegion>();
const PLATE_CACHE_SIZE = 8;

function plateRegionFor(m: RawManifoldModule, scope: HandleScope, o: KeychainOptions, hole: KeyringHole): TriangulatedRegion {
  const key = [o.width, o.height, o.cornerRadius, hole.x, hole.y, hole.diameter].join(',');
  let plate = plateCache.get(key);
  if (!plate) {
    plate = region(m, scope, [roundedRectContour(o.width, o.height, o.cornerRadius), holeContour(hole.x, hole.y, hole.diameter / 2)]);
    if (plateCache.size >= PLATE_CACHE_SIZE) plateCache.clear();
    plateCache.set(key, plate);
  }
  return plate;
}

/**
 * Builds the keychain solid for `text` in `font` (mm, Z up, plate corner at the origin).
 * Throws GeometryError: EMPTY_TEXT, TEXT_TOO_LONG, INVALID_CHARACTER, MISSING_GLYPH,
 * INVALID_OPTIONS, INVALID_COLOR, EMPTY_GEOMETRY, NOT_INITIALISED (call `initGeometry` first), MANIFOLD_FAILED.
 */
export function buildKeychain(input: BuildKeychainInput): KeychainModel {
  const o = resolveKeychainOptions(input.options);
  validateKeychainText(input.text, o);
  const colors = normalizeKeychainColors(input.colors ?? DEFAULT_KEYCHAIN_COLORS);
  const m = getRawModule();
  const { plate, hole, textArea } = plateLayout(o);
  const outline = layoutTextOutline(input.font, input.text, textArea);
  const topZ = o.baseThickness + o.textRelief;

  const scope = new HandleScope();
  try {
    const plateRegion = plateRegionFor(m, scope, o, hole);
    const letters = region(m, scope, outline.contours, textArea, o.strokeOffsetMm);
    if (letters.triangles.length === 0) {
      throw new GeometryError('EMPTY_GEOMETRY', `The text "${input.text}" has no visible outline in this font.`);
    }
    // The plate's top face: plate loops with the letters' loops reversed as holes.
    const topLoops = [...plateRegion.loops, ...reverseLoops(letters.loops)];
    const plateTop = triangulate(m, scope, toPolygons(m, scope, topLoops), topLoops);

    const solid = stackedMesh(plateRegion, letters, plateTop, o.baseThickness, topZ);
    return {
      base: prismMesh(plateRegion, 0, o.baseThickness),
      text: prismMesh(letters, o.baseThickness, topZ),
      solid,
      dimensions: boundsDimensions(meshBounds(solid)),
      triangleCount: solid.triangles.length / 3,
      layout: {
        plate,
        hole,
        textArea,
        textBounds: outline.bounds,
        textScale: outline.scale,
        shaped: outline.shaped,
        baseTopZ: o.baseThickness,
        topZ,
      },
      colors,
      outline: { plate: plateRegion.loops, letters: letters.loops },
    };
  } finally {
    scope.dispose();
  }
}
