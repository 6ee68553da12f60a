/**
 * Batch production: one zip for many orders, so the print room works by colour, not
 * by order. It holds, for each order, the folder the per-order download gives (`order-<id>/`:
 * STL, two-colour 3MF and job sheet per keychain), one build-plate 3MF per colour combination
 * and plate (`plates/`: as many keychains as fit the bed, one object with two parts each),
 * a proof PNG per keychain (`proofs/`), and the batch job sheet as CSV and text (order,
 * dealer, customer first name, text, font and font file SHA-256, colours, plate, the layer
 * where the filament changes). Identical designs are built once.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { strToU8, type Zippable } from 'fflate';
import { toPlainTextField } from '#shared/free-text';
import { MAX_BATCH_ORDERS, type PrintBatchQuery } from '#shared/schemas/print';
import {
  DEFAULT_BED,
  DEFAULT_KEYCHAIN_OPTIONS,
  buildPlateTo3mf,
  layoutBuildPlates,
  type BedOptions,
  type PlateItem,
} from '../../../geometry/index.js';
import type { Db } from '../../db/client';
import { dealers, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { csvText } from '../../lib/csv';
import { zipStream } from '../../lib/zip-stream';
import {
  buildOrderKeychain,
  orderFolderFiles,
  safeName,
  startPrintBuildSession,
  type BuiltKeychain,
  type OrderRow,
} from './build-order-print-files';
import { proofSvgToPng } from './render-proof-png';
import type { StlContext } from './stl-context';

/** The batch zip and what is in it. */
export interface PrintBatch {
  fileName: string;
  /** The zip, deflated as it is read (every entry is already built: reading it cannot fail half-way for a build). */
  zip: Readable;
  orders: number;
  keychains: number;
  plates: number;
}

/** Builds in flight at once: the pool has two threads; a third keeps one queued so none idles. */
const BUILD_CONCURRENCY = 3;

/** Z where the text filament starts: the first 0.2 mm layer above the 3.5 mm plate (PrusaSlicer: 3.55 mm after a 0.35 mm first layer). */
const COLOUR_CHANGE_NOTE = `Filament change: plate colour (extruder 1) up to Z ${DEFAULT_KEYCHAIN_OPTIONS.baseThickness} mm, text colour (extruder 2) from the first layer above it (Z 3.55 mm with 0.2 mm layers)`;

/** The first word of a name, for the printer's sheet (no surnames or contact details there). */
export function firstName(name: string): string {
  return toPlainTextField(name).trim().split(/\s+/)[0] ?? '';
}

/** The colour group key of a keychain: `fbbf24-on-000000`. */
export function colourKey(colours: { fontColor: string; backgroundColor: string }): string {
  return `${colours.fontColor.replace('#', '').toLowerCase()}-on-${colours.backgroundColor.replace('#', '').toLowerCase()}`;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function loadOrders(db: Db, query: PrintBatchQuery): Promise<OrderRow[]> {
  if (query.ids) {
    const rows = await db.select().from(orders).where(inArray(orders.id, query.ids));
    const found = new Set(rows.map((r) => r.id));
    const missing = query.ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new AppError('NOT_FOUND', `Orders not found: ${missing.map((id) => `#${id}`).join(', ')}`);
    const order = new Map(query.ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.orderStatus, 'confirmed'))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(MAX_BATCH_ORDERS);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No confirmed orders to print');
  return rows;
}

const CSV_COLUMNS = [
  'order',
  'keychain',
  'dealer',
  'customer first name',
  'text',
  'font',
  'font file',
  'font SHA-256',
  'colour',
  'text colour',
  'plate colour',
  'build plate',
  'triangles',
  'thickened mm per side',
  'files',
  'proof',
  'status',
] as const;

/**
 * Builds the batch zip for `query` on `bed` (default 250 × 210 mm, 5 mm apart).
 * @throws AppError NOT_FOUND (unknown ids, or no confirmed orders); GATEWAY_UNAVAILABLE when
 * the pool is saturated; BAD_REQUEST when a keychain does not fit the bed.
 */
export async function buildPrintBatch(
  db: Db,
  stl: StlContext,
  query: PrintBatchQuery,
  options: { bed?: BedOptions; now?: Date } = {},
): Promise<PrintBatch> {
  const bed = options.bed ?? DEFAULT_BED;
  const rows = await loadOrders(db, query);
  const dealerIds = [...new Set(rows.map((r) => r.dealerId).filter((id): id is number => id !== null))];
  const dealerNames = new Map(
    dealerIds.length === 0
      ? []
      : (await db.select({ id: dealers.id, name: dealers.businessName }).from(dealers).where(inArray(dealers.id, dealerIds))).map(
          (d) => [d.id, d.name] as const,
        ),
  );
  const session = await startPrintBuildSession(db, { forBatch: true });
  const jobs = rows.flatMap((order) => order.keychains.map((design, index) => ({ order, index, design })));
  const built = await mapLimit(jobs, BUILD_CONCURRENCY, (job) => buildOrderKeychain(db, stl, session, job.order, job.index, job.design));

  const files: Zippable = {};
  const byOrder = new Map<number, BuiltKeychain[]>();
  jobs.forEach((job, i) => {
    const list = byOrder.get(job.order.id) ?? [];
    list.push(built[i]!);
    byOrder.set(job.order.id, list);
  });
  for (const order of rows) {
    files[`order-${order.id}`] = orderFolderFiles(
      order,
      byOrder.get(order.id) ?? [],
      order.dealerId === null ? null : (dealerNames.get(order.dealerId) ?? null),
    );
  }

  // Proofs: one PNG per printed keychain, rasterised from the SVG its build drew.
  const proofNames = new Map<BuiltKeychain, string>();
  const proofs: Zippable = {};
  const printable = jobs.map((job, i) => ({ job, k: built[i]! })).filter(({ k }) => k.files?.proofSvg);
  const pngBySvg = new Map<string, Promise<Buffer>>();
  await mapLimit(printable, 4, async ({ job, k }) => {
    const svg = k.files!.proofSvg!;
    let png = pngBySvg.get(svg);
    if (!png) pngBySvg.set(svg, (png = proofSvgToPng(svg)));
    const name = `order-${job.order.id}-${k.baseName}.png`;
    proofs[name] = [new Uint8Array(await png), { level: 0 }];
    proofNames.set(k, `proofs/${name}`);
  });
  files.proofs = proofs;

  // Build plates: keychains grouped by colour combination in batch order, laid out on the bed.
  const groups = new Map<string, { displayName: string; items: { job: (typeof jobs)[number]; k: BuiltKeychain }[] }>();
  for (const entry of printable) {
    const key = colourKey(entry.k.colours);
    const group = groups.get(key) ?? { displayName: entry.k.colours.displayName, items: [] };
    group.items.push(entry);
    groups.set(key, group);
  }
  const plateNames = new Map<BuiltKeychain, string>();
  const plates: Zippable = {};
  const sheet: string[] = [];
  let plateCount = 0;
  const footprint = { widthMm: DEFAULT_KEYCHAIN_OPTIONS.width, depthMm: DEFAULT_KEYCHAIN_OPTIONS.height };
  for (const [key, group] of groups) {
    let layout;
    try {
      layout = layoutBuildPlates(group.items.length, footprint, bed);
    } catch (error) {
      throw new AppError('BAD_REQUEST', (error as Error).message, { cause: error });
    }
    sheet.push(
      '',
      `== ${toPlainTextField(group.displayName)} (text ${key.replace('-on-', ' on plate ')}): ${group.items.length} keychains, ${layout.length} plate(s)`,
    );
    let start = 0;
    for (const [p, slots] of layout.entries()) {
      const members = group.items.slice(start, start + slots.length);
      start += slots.length;
      const name = `${safeName(group.displayName)}-${key}-plate-${p + 1}-of-${layout.length}.3mf`;
      const items: PlateItem[] = members.map(({ job, k }) => ({
        name: `#${job.order.id}-${k.index + 1} ${job.design.customText}`,
        parts: [
          { name: 'base', mesh: k.files!.meshes!.base, color: k.colours.backgroundColor, extruder: 1 },
          { name: 'text', mesh: k.files!.meshes!.text, color: k.colours.fontColor, extruder: 2 },
        ],
      }));
      plates[name] = [buildPlateTo3mf(items, slots, `${group.displayName} plate ${p + 1} of ${layout.length}`, 1), { level: 0 }];
      plateCount += 1;
      sheet.push(
        `  plates/${name}: ${members.map(({ job, k }) => `#${job.order.id}-${k.index + 1} "${toPlainTextField(job.design.customText)}"`).join(', ')}`,
      );
      for (const { k } of members) plateNames.set(k, `plates/${name}`);
    }
  }
  files.plates = plates;

  const csvRows = jobs.map(({ order }, i) => {
    const k = built[i]!;
    return {
      order: order.id,
      keychain: k.index + 1,
      dealer: order.dealerId === null ? '' : toPlainTextField(dealerNames.get(order.dealerId) ?? ''),
      'customer first name': firstName(order.customerName),
      text: toPlainTextField(k.design.customText),
      font: k.font?.value ?? k.design.fontFamily,
      'font file': k.font?.source ?? '',
      'font SHA-256': k.font?.sha256 ?? '',
      colour: toPlainTextField(k.colours.displayName),
      'text colour': k.colours.fontColor,
      'plate colour': k.colours.backgroundColor,
      'build plate': plateNames.get(k) ?? '',
      triangles: k.files?.triangleCount ?? '',
      'thickened mm per side': k.files?.thickenMm ? k.files.thickenMm.toFixed(2) : '',
      files: k.files ? `order-${order.id}/${k.baseName}.stl` : '',
      proof: proofNames.get(k) ?? '',
      status: k.files ? 'printed' : `NOT GENERATED: ${toPlainTextField(k.notGenerated ?? '')}`,
    };
  });
  const printed = built.filter((k) => k.files).length;
  const when = (options.now ?? new Date()).toISOString();
  const text = [
    `Chaabi print batch · ${when.slice(0, 16).replace('T', ' ')} UTC`,
    `Orders: ${rows.length} (${rows.map((r) => `#${r.id}`).join(', ')}) · keychains: ${jobs.length}, printed ${printed} · plates: ${plateCount}`,
    `Bed ${bed.widthMm} × ${bed.depthMm} mm, ${bed.spacingMm} mm between keychains; 0.2 mm layers, 60 × 20 × 5 mm keychains`,
    COLOUR_CHANGE_NOTE,
    ...sheet,
    '',
    'Keychains:',
    ...csvRows.map(
      (r) =>
        `#${r.order}-${r.keychain} ${r['customer first name']}${r.dealer ? ` (dealer ${r.dealer})` : ''}: "${r.text}" · ${r.font} (${r['font file']} SHA-256 ${r['font SHA-256'] || '-'}) · ${r.colour} ${r['text colour']} on ${r['plate colour']} · ${r.status}${r['build plate'] ? ` · ${r['build plate']}` : ''}`,
    ),
    '',
  ].join('\n');
  files['job-sheet.txt'] = strToU8(text);
  files['job-sheet.csv'] = strToU8(csvText(CSV_COLUMNS, csvRows));
  const day = when.slice(0, 10);
  return {
    fileName: `chaabi-print-batch-${day}-${rows.length}-orders.zip`,
    // Level 1: the STLs are most of the bytes and deflate ~3× faster than at 6 for ~10 % more size.
    zip: zipStream(files, 1),
    orders: rows.length,
    keychains: jobs.length,
    plates: plateCount,
  };
}
