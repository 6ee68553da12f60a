/**
 * Print files for one order: every keychain design of the
 * order built by the geometry engine in the worker pool, as a binary STL and a two-colour 3MF,
 * zipped (fflate) with a plain-text job sheet. Each keychain is built in exactly the font it
 * was ordered in: a built-in font, or the option's uploaded file. There is no
 * fallback: a font without a buildable file is reported NOT GENERATED, and the job sheet names
 * the font file and its SHA-256 for every keychain printed. The batch zip (build-print-batch.ts)
 * puts the same folder in for each of its orders.
 */
import { toPlainTextField } from '#shared/free-text';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { MAX_ORDER_TEXT } from '#shared/keychain-text';
import type { Db } from '../../db/client';
import { dealers, orders } from '../../db/schema/index';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import { AppError } from '../../lib/app-error';
import { DEFAULT_MIN_STROKE_MM, formatMm } from '../../../geometry/index.js';
import type { PrintRoomLayers } from './print-room-layers';
import type { StlContext } from './stl-context';
import { resolveEngineFont, type EngineFont, type EngineFontResult } from './resolve-engine-font';
import { designColours, designFilaments, listColourRows, type ColourRow, type DesignColours, type DesignFilaments } from './design-colors';
import type { GeometryTaskResult } from './geometry-worker';

/** The zip and its download name. */
export interface OrderPrintFiles {
  fileName: string;
  zip: Uint8Array;
}

/** An order row as stored. */
export type OrderRow = typeof orders.$inferSelect;

/** A successful build from the pool. */
export type BuiltFiles = Extract<GeometryTaskResult, { ok: true }>;

/** One keychain of an order after building: its files, or why it was not built. */
export interface BuiltKeychain {
  /** 0-based position in the order. */
  index: number;
  design: KeychainDesign;
  colours: DesignColours;
  /** The filaments' names: plate first, text after the colour change. */
  filaments: DesignFilaments;
  /** `01-Kiran-bangers`: the file names' stem inside the order folder. */
  baseName: string;
  font?: EngineFont;
  files?: BuiltFiles;
  /** Set when nothing was built: the font's or the engine's reason. */
  notGenerated?: string;
}

/** Shared state while building one or many orders: fonts resolved once, identical designs built once. */
export interface PrintBuildSession {
  colourRows: readonly ColourRow[];
  /** The print room's layers and the colour change height every 3MF carries. */
  print: PrintRoomLayers;
  fonts: Map<string, Promise<EngineFontResult>>;
  builds: Map<string, Promise<GeometryTaskResult>>;
  /** Also return meshes (build plates) and the proof SVG. */
  forBatch: boolean;
}

/** A fresh session at the print room's `layers` (print-room-settings.ts getPrintRoomLayers reads them); reads the colour rows. */
export async function startPrintBuildSession(db: Db, options: { layers: PrintRoomLayers; forBatch?: boolean }): Promise<PrintBuildSession> {
  return {
    colourRows: await listColourRows(db),
    print: options.layers,
    fonts: new Map(),
    builds: new Map(),
    forBatch: options.forBatch ?? false,
  };
}

/** "Black PLA, then Light Pink PLA from Z 3.8 mm (M600)": the filament change, as the job sheets print it. */
export function filamentChangeText(filaments: DesignFilaments, print: PrintRoomLayers): string {
  return `${filaments.plate}, then ${filaments.text} from Z ${formatMm(print.changeZMm)} mm (M600)`;
}

/** "0.2 mm layers after a 0.2 mm first layer": the layers the files are made for. */
export function layersText(print: PrintRoomLayers): string {
  return `${formatMm(print.layers.layerHeightMm)} mm layers after a ${formatMm(print.layers.firstLayerHeightMm)} mm first layer`;
}

/**
 * The first word of a customer's name, made plain: the only part of a customer a print-room
 * sheet or list shows (no surnames or contact details there: docs/product.md#staff-roles).
 */
export function firstName(name: string): string {
  return toPlainTextField(name).trim().split(/\s+/)[0] ?? '';
}

/** A file-name-safe fragment of text: letters, digits and '-', at most 40, never empty. */
export function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40) || 'keychain';
}

/**
 * Builds one keychain of an order (guarded, thickened where needed), reusing the session's
 * font and identical builds. Never throws for a font or text the engine refuses: the keychain
 * comes back with `notGenerated`.
 * @throws GATEWAY_UNAVAILABLE (pool saturated) as the pool does.
 */
export async function buildOrderKeychain(
  db: Db,
  stl: StlContext,
  session: PrintBuildSession,
  order: Pick<OrderRow, 'id'>,
  index: number,
  design: KeychainDesign,
): Promise<BuiltKeychain> {
  const colours = designColours(design, session.colourRows);
  const filaments = designFilaments(design, colours, session.colourRows);
  let fontPromise = session.fonts.get(design.fontFamily);
  if (!fontPromise) {
    fontPromise = resolveEngineFont(db, stl.storage, { fontFamily: design.fontFamily });
    session.fonts.set(design.fontFamily, fontPromise);
  }
  const font = await fontPromise;
  const stem = (value: string) => `${String(index + 1).padStart(2, '0')}-${safeName(design.customText)}-${safeName(value)}`;
  if (!font.ok) return { index, design, colours, filaments, baseName: stem(design.fontFamily), notGenerated: font.message };
  const key = [font.sha256, design.customText, colours.fontColor, colours.backgroundColor, filaments.plate, filaments.text].join('\u0000');
  let build = session.builds.get(key);
  if (!build) {
    build = stl.pool().run({
      text: design.customText,
      font: font.value,
      ...(font.fontFile ? { fontFile: font.fontFile } : {}),
      colors: { fontColor: colours.fontColor, backgroundColor: colours.backgroundColor },
      maxLength: MAX_ORDER_TEXT,
      title: `Order ${order.id} keychain ${index + 1}: ${design.customText}`,
      print: {
        ...session.print,
        plate: { color: colours.backgroundColor, name: filaments.plate },
        text: { color: colours.fontColor, name: filaments.text },
      },
      guardMinStrokeMm: DEFAULT_MIN_STROKE_MM,
      ...(session.forBatch ? { includeMeshes: true, includeProofSvg: true } : {}),
    });
    session.builds.set(key, build);
  }
  const fontFacts: EngineFont = { value: font.value, source: font.source, sha256: font.sha256 };
  const result = await build;
  const base = { index, design, colours, filaments, baseName: stem(font.value), font: fontFacts };
  return result.ok ? { ...base, files: result } : { ...base, notGenerated: result.message };
}

/** The order folder's files: each built keychain's STL and 3MF, and job-sheet.txt. */
export function orderFolderFiles(
  order: OrderRow,
  built: readonly BuiltKeychain[],
  dealerName: string | null,
  print: PrintRoomLayers,
): Zippable {
  const files: Zippable = {};
  // Stored text is copied into a plain-text sheet: controls and bidi overrides shown as U+FFFD.
  const t = toPlainTextField;
  // The print room reads this sheet and holds no contact data (docs/product.md#staff-roles,
  // docs/decisions/201-job-sheets-carry-no-contact-data.md): a first name, never a phone, an
  // e-mail or an address; the packer's shipping labels carry those.
  const sheet: string[] = [
    `Chaabi order #${order.id}`,
    `Customer: ${firstName(order.customerName)}`,
    ...(dealerName ? [`Dealer: ${t(dealerName)}`] : []),
    `Keychains: ${order.keychains.length}`,
    `Print settings: ${layersText(print)}, 20% infill, PLA; 60 × 20 × 5 mm (3.5 mm base + 1.5 mm text). Each 3MF pauses once for the filament change (M600); prusa-slicer -g slices it with no profile.`,
    '',
  ];
  for (const k of built) {
    const n = k.index + 1;
    if (!k.files || !k.font) {
      sheet.push(`${n}. "${t(k.design.customText)}": NOT GENERATED (${t(k.notGenerated ?? 'unknown reason')})`);
      continue;
    }
    files[`${k.baseName}.stl`] = k.files.stl;
    files[`${k.baseName}.3mf`] = [k.files.threeMf, { level: 0 }]; // a 3MF is already a zip
    sheet.push(
      `${n}. "${t(k.design.customText)}" · ${t(k.font.value)} · ${t(k.colours.displayName)}: text ${k.colours.fontColor} on plate ${k.colours.backgroundColor} · ${k.files.triangleCount} triangles → ${k.baseName}.stl / .3mf`,
      `   filament: ${t(filamentChangeText(k.filaments, print))}`,
      `   font file ${k.font.source} · SHA-256 ${k.font.sha256}`,
      ...(k.files.thickenMm ? [`   thin strokes thickened by ${k.files.thickenMm.toFixed(2)} mm per side (printability guard)`] : []),
    );
  }
  files['job-sheet.txt'] = strToU8(`${sheet.join('\n')}\n`);
  return files;
}

/**
 * Builds the print files of order `orderId` at the print room's `layers`.
 * @throws AppError NOT_FOUND for an unknown order; GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function buildOrderPrintFiles(db: Db, stl: StlContext, orderId: number, layers: PrintRoomLayers): Promise<OrderPrintFiles> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', `Order #${orderId} not found`);
  const session = await startPrintBuildSession(db, { layers });
  const built: BuiltKeychain[] = [];
  for (const [i, design] of order.keychains.entries()) built.push(await buildOrderKeychain(db, stl, session, order, i, design));
  const [dealer] =
    order.dealerId === null ? [] : await db.select({ name: dealers.businessName }).from(dealers).where(eq(dealers.id, order.dealerId));
  const folder = `order-${order.id}`;
  return {
    fileName: `chaabi-order-${order.id}-print-files.zip`,
    zip: zipSync({ [folder]: orderFolderFiles(order, built, dealer?.name ?? null, session.print) }, { level: 6 }),
  };
}
