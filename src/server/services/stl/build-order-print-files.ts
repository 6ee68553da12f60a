/**
 * Print files for one order (issue 4 "Download print files"): every keychain design of the
 * order built by the geometry engine in the worker pool, as a binary STL and a two-colour 3MF,
 * zipped (fflate) with a plain-text job sheet. Each keychain is built in exactly the font it
 * was ordered in: a built-in font, or the option's uploaded file (issue 12). There is no
 * fallback: a font without a buildable file is reported NOT GENERATED, and the job sheet names
 * the font file and its SHA-256 for every keychain printed.
 */
import { toPlainTextField } from '#shared/free-text';
import { and, asc, eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { BUILT_IN_COLORS } from '#shared/catalog';
import { MAX_ORDER_TEXT } from '#shared/keychain-text';
import type { Db } from '../../db/client';
import { customizationOptions, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { DEFAULT_MIN_STROKE_MM } from '../../../geometry/index.js';
import type { StlContext } from './stl-context';
import { resolveEngineFont, type EngineFontResult } from './resolve-engine-font';

/** The zip and its download name. */
export interface OrderPrintFiles {
  fileName: string;
  zip: Uint8Array;
}

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40) || 'keychain';
}

/**
 * Builds the print files of order `orderId`.
 * @throws AppError NOT_FOUND for an unknown order; GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function buildOrderPrintFiles(db: Db, stl: StlContext, orderId: number): Promise<OrderPrintFiles> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', `Order #${orderId} not found`);
  const colorRows = await db
    .select()
    .from(customizationOptions)
    .where(and(eq(customizationOptions.type, 'color_combination')))
    .orderBy(asc(customizationOptions.sortOrder));

  const folder = `order-${order.id}`;
  const files: Zippable = {};
  // Stored text is copied into a plain-text sheet: controls and bidi overrides shown as U+FFFD (issue 11).
  const t = toPlainTextField;
  const address = order.shippingAddress;
  const sheet: string[] = [
    `Chaabi order #${order.id}`,
    `Customer: ${t(order.customerName)} (${t(order.customerPhone)})`,
    `Ship to: ${[address.street, address.addressLine2, address.city, address.state, address.zipCode, address.country]
      .filter(Boolean)
      .map((v) => t(v!))
      .join(', ')}`,
    `Keychains: ${order.keychains.length}`,
    'Print settings: 0.2 mm layer height, 20% infill, PLA/PETG/ABS; 60 × 20 × 5 mm (3.5 mm base + 1.5 mm text)',
    '',
  ];

  const fonts = new Map<string, Promise<EngineFontResult>>();
  for (const [i, design] of order.keychains.entries()) {
    let fontPromise = fonts.get(design.fontFamily);
    if (!fontPromise) fonts.set(design.fontFamily, (fontPromise = resolveEngineFont(db, stl.storage, { fontFamily: design.fontFamily })));
    const font = await fontPromise;
    if (!font.ok) {
      sheet.push(`${i + 1}. "${t(design.customText)}": NOT GENERATED (${t(font.message)})`);
      continue;
    }
    const option = colorRows.find((c) => c.value === design.textColor);
    const builtIn = BUILT_IN_COLORS.find((c) => c.value === design.textColor) ?? BUILT_IN_COLORS[0]!;
    const colors = design.colorCombination
      ? { fontColor: design.colorCombination.fontColor, backgroundColor: design.colorCombination.backgroundColor }
      : { fontColor: option?.fontColor ?? builtIn.fontColor, backgroundColor: option?.backgroundColor ?? builtIn.backgroundColor };
    const colourName = design.colorCombination?.displayName ?? option?.displayName ?? builtIn.displayName;
    const result = await stl.pool().run({
      text: design.customText,
      font: font.value,
      ...(font.fontFile ? { fontFile: font.fontFile } : {}),
      colors,
      maxLength: MAX_ORDER_TEXT,
      title: `Order ${order.id} keychain ${i + 1}: ${design.customText}`,
      guardMinStrokeMm: DEFAULT_MIN_STROKE_MM,
    });
    const base = `${String(i + 1).padStart(2, '0')}-${safeName(design.customText)}-${safeName(font.value)}`;
    if (!result.ok) {
      sheet.push(`${i + 1}. "${t(design.customText)}": NOT GENERATED (${t(result.message)})`);
      continue;
    }
    files[`${base}.stl`] = result.stl;
    files[`${base}.3mf`] = result.threeMf;
    sheet.push(
      `${i + 1}. "${t(design.customText)}" · ${t(font.value)} · ${t(colourName)}: text ${colors.fontColor} on plate ${colors.backgroundColor} · ${result.triangleCount} triangles → ${base}.stl / .3mf`,
      `   font file ${font.source} · SHA-256 ${font.sha256}`,
      ...(result.thickenMm ? [`   thin strokes thickened by ${result.thickenMm.toFixed(2)} mm per side (printability guard)`] : []),
    );
  }
  files['job-sheet.txt'] = strToU8(`${sheet.join('\n')}\n`);
  return { fileName: `chaabi-order-${order.id}-print-files.zip`, zip: zipSync({ [folder]: files }, { level: 6 }) };
}
