/**
 * The geometry pool's task (runs in a worker thread; docs/decisions/011): builds one keychain
 * with the in-process engine and returns its STL and 3MF bytes. WASM init and each font are
 * loaded once per thread: built-in fonts by name, uploaded fonts from the bytes the task
 * carries, parsed once per SHA-256 (issue 12: an uploaded font prints in that font, never a
 * fallback). Engine errors come back as values: a thrown error loses its `code` crossing the
 * thread boundary.
 */
import * as hb from 'harfbuzzjs';
import {
  GeometryError,
  assessPrintability,
  buildKeychain,
  printThickening,
  type PrintabilityReport,
  initGeometry,
  to3mf,
  toStl,
  type DimensionsMm,
  type Font,
  type ColourChangePrint,
  type KeychainColors,
  type TriangleMesh,
  keychainProofSvg,
  loadFont,
  shapeText,
  validateKeychainText,
  type ShapedText,
} from '../../../geometry/index.js';
import { loadBuiltInFont } from '../../../geometry/node-fonts.js';

/** What the pool is asked to build. */
export interface GeometryTask {
  text: string;
  /** A built-in font value (bangers, chewy, pacifico, permanent-marker, knewave), or the uploaded font's option value. */
  font: string;
  /** An uploaded font file's bytes and their SHA-256 (hex); without it `font` must be built in. */
  fontFile?: { bytes: Uint8Array; sha256: string };
  colors: KeychainColors;
  /** Longest text accepted (13 in the shop, 20 on the Blender page). */
  maxLength: number;
  /** Title written into the 3MF's metadata. */
  title: string;
  /** The filament change a single-extruder printer makes (print files: docs/print-room.md). */
  print?: ColourChangePrint;
  /**
   * Print files only: run the printability guard first (issue 12), refuse an unprintable text
   * (code UNPRINTABLE) and build with the guard's thickening. The minimum stroke in mm.
   */
  guardMinStrokeMm?: number;
  /** Batch plates (issue 12): also return the plate and text meshes, in the keychain's own coordinates. */
  includeMeshes?: boolean;
  /** Also return the proof image's SVG, drawn from this build's outline (issue 12). */
  includeProofSvg?: boolean;
}

/** What the printability check is asked (no files are built). */
export interface AssessTask {
  text: string;
  font: string;
  fontFile?: { bytes: Uint8Array; sha256: string };
  maxLength: number;
  minStrokeMm: number;
}

/** The guard's report, or the engine's refusal of the text or font. */
export type AssessTaskResult = ({ ok: true } & PrintabilityReport) | { ok: false; code: string; message: string };

/** The built files, or the engine's refusal. */
export type GeometryTaskResult =
  | {
      ok: true;
      stl: Uint8Array;
      threeMf: Uint8Array;
      dimensions: DimensionsMm;
      triangleCount: number;
      buildMs: number;
      /** Set when the guard ran: how much the letters were thickened per side, mm. */
      thickenMm?: number;
      /** With `includeMeshes`: the base plate and the raised text, mm. */
      meshes?: { base: TriangleMesh; text: TriangleMesh };
      /** With `includeProofSvg`: the proof's SVG. */
      proofSvg?: string;
    }
  | { ok: false; code: string; message: string };

const builtInFonts = new Map<string, Font>();
const uploadedFonts = new Map<string, Font>();
const UPLOADED_FONT_CACHE_SIZE = 16;

function taskFont(task: Pick<GeometryTask, 'font' | 'fontFile'>): Font {
  if (!task.fontFile) return loadBuiltInFont(hb, task.font, builtInFonts); // GeometryError INVALID_FONT for any other name
  let font = uploadedFonts.get(task.fontFile.sha256);
  if (!font) {
    const { bytes } = task.fontFile;
    font = loadFont(hb, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    if (uploadedFonts.size >= UPLOADED_FONT_CACHE_SIZE) uploadedFonts.clear();
    uploadedFonts.set(task.fontFile.sha256, font);
  }
  return font;
}

/** Builds the keychain; never throws for an engine refusal (see the file comment). */
export default async function buildKeychainFiles(task: GeometryTask): Promise<GeometryTaskResult> {
  await initGeometry();
  const started = performance.now();
  try {
    const font = taskFont(task);
    let strokeOffsetMm = 0;
    if (task.guardMinStrokeMm !== undefined) {
      const report = printThickening({
        text: task.text,
        font,
        options: { maxLength: task.maxLength },
        minStrokeMm: task.guardMinStrokeMm,
      });
      if (!report.printable) return { ok: false, code: 'UNPRINTABLE', message: report.warnings[0] ?? 'Unprintable' };
      strokeOffsetMm = report.thickenMm;
    }
    const model = buildKeychain({ text: task.text, font, colors: task.colors, options: { maxLength: task.maxLength, strokeOffsetMm } });
    const stl = toStl(model);
    const threeMf = to3mf(model, model.colors, task.title, task.print);
    // Typed arrays are structured-cloned back (a copy of ~100-400 KB, well under a millisecond).
    return {
      ok: true,
      stl,
      threeMf,
      dimensions: model.dimensions,
      triangleCount: model.triangleCount,
      buildMs: performance.now() - started,
      ...(task.guardMinStrokeMm !== undefined ? { thickenMm: strokeOffsetMm } : {}),
      ...(task.includeMeshes ? { meshes: { base: model.base, text: model.text } } : {}),
      ...(task.includeProofSvg ? { proofSvg: keychainProofSvg(model.outline, model.colors) } : {}),
    };
  } catch (error) {
    if (error instanceof GeometryError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/** Measures a design with the printability guard; never throws for an engine refusal. */
export async function assess(task: AssessTask): Promise<AssessTaskResult> {
  await initGeometry();
  try {
    const report = assessPrintability({
      text: task.text,
      font: taskFont(task),
      options: { maxLength: task.maxLength },
      minStrokeMm: task.minStrokeMm,
    });
    return { ok: true, ...report };
  } catch (error) {
    if (error instanceof GeometryError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/** A proof image's task: the keychain as the print builds it (guard thickening included), drawn as SVG. */
export interface ProofTask {
  text: string;
  font: string;
  fontFile?: { bytes: Uint8Array; sha256: string };
  colors: KeychainColors;
  maxLength: number;
  minStrokeMm: number;
}

/** The proof's SVG text, or the engine's refusal. */
export type ProofTaskResult = { ok: true; svg: string } | { ok: false; code: string; message: string };

/**
 * Draws the proof of one keychain from the outline its mesh is built from (issue 12). An
 * unprintable text is drawn unthickened: the proof shows what was ordered either way.
 */
export async function proof(task: ProofTask): Promise<ProofTaskResult> {
  await initGeometry();
  try {
    const font = taskFont(task);
    const report = printThickening({ text: task.text, font, options: { maxLength: task.maxLength }, minStrokeMm: task.minStrokeMm });
    const model = buildKeychain({
      text: task.text,
      font,
      colors: task.colors,
      options: { maxLength: task.maxLength, strokeOffsetMm: report.printable ? report.thickenMm : 0 },
    });
    return { ok: true, svg: keychainProofSvg(model.outline, model.colors) };
  } catch (error) {
    if (error instanceof GeometryError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/** The shaping task: the engine's HarfBuzz glyphs for a text, as POST /api/designs/layout answers them. */
export interface LayoutTask {
  text: string;
  font: string;
  fontFile?: { bytes: Uint8Array; sha256: string };
  maxLength: number;
}

/** The shaped glyphs (font units), or the engine's refusal. */
export type LayoutTaskResult = ({ ok: true } & ShapedText) | { ok: false; code: string; message: string };

/** Shapes a text as buildKeychain does (docs/decisions/043-harfbuzz-shaping.md); never throws for an engine refusal. */
export function layout(task: LayoutTask): LayoutTaskResult {
  try {
    validateKeychainText(task.text, { maxLength: task.maxLength, validateCharacters: true });
    return { ok: true, ...shapeText(taskFont(task), task.text) };
  } catch (error) {
    if (error instanceof GeometryError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
