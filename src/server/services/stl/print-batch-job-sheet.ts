/**
 * The batch zip's last step: the job sheet, as text for the printer's desk and as CSV (order,
 * dealer, customer first name, text, font and font file SHA-256, colours and filaments, plate,
 * and the height where the filament changes, which is the height PrusaSlicer pauses at:
 * docs/print-room.md).
 */
import { toPlainTextField } from '#shared/free-text';
import { formatMm, type BedOptions } from '../../../geometry/index.js';
import { csvText, formatCsvDate } from '../../lib/csv';
import type { PrintRoomLayers } from './print-room-layers';
import { filamentChangeText, firstName, layersText, type BuiltKeychain, type OrderRow } from './build-order-print-files';
import type { BatchKeychain } from './print-batch-build';
import type { BatchPlateGroup } from './print-batch-plates';
import { countOf } from '#shared/plural';

/** A keychain's status on the job sheet when its files are in the batch (the plate is queued, not printed). */
const READY = 'ready to print';

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
  'text filament',
  'plate filament',
  'colour change Z mm',
  'build plate',
  'triangles',
  'thickened mm per side',
  'files',
  'proof',
  'status',
] as const;

/** What the job sheet is written from. */
export interface BatchJobSheetInput {
  rows: readonly OrderRow[];
  entries: readonly BatchKeychain[];
  dealerNames: ReadonlyMap<number, string>;
  groups: readonly BatchPlateGroup[];
  plateNames: ReadonlyMap<BuiltKeychain, string>;
  proofNames: ReadonlyMap<BuiltKeychain, string>;
  bed: BedOptions;
  print: PrintRoomLayers;
  /** When the batch was made (the sheet's heading, UTC). */
  now: Date;
}

/** The job sheet as plain text and as CSV (every stored text made plain: controls and bidi overrides shown as U+FFFD). */
export function batchJobSheet(input: BatchJobSheetInput): { text: string; csv: string } {
  const { rows, entries, dealerNames, print } = input;
  const t = toPlainTextField;
  const csvRows = entries.map(({ order, k }) => ({
    order: order.id,
    keychain: k.index + 1,
    dealer: order.dealerId === null ? '' : t(dealerNames.get(order.dealerId) ?? ''),
    'customer first name': firstName(order.customerName),
    text: t(k.design.customText),
    font: k.font?.value ?? k.design.fontFamily,
    'font file': k.font?.source ?? '',
    'font SHA-256': k.font?.sha256 ?? '',
    colour: t(k.colours.displayName),
    'text colour': k.colours.fontColor,
    'plate colour': k.colours.backgroundColor,
    'text filament': t(k.filaments.text),
    'plate filament': t(k.filaments.plate),
    'colour change Z mm': formatMm(print.changeZMm),
    'build plate': input.plateNames.get(k) ?? '',
    triangles: k.files?.triangleCount ?? '',
    'thickened mm per side': k.files?.thickenMm ? k.files.thickenMm.toFixed(2) : '',
    files: k.files ? `order-${order.id}/${k.baseName}.stl` : '',
    proof: input.proofNames.get(k) ?? '',
    // What is true when the batch is downloaded: its files are made, nothing is printed yet.
    status: k.files ? READY : `NOT GENERATED: ${t(k.notGenerated ?? '')}`,
  }));
  const ready = entries.filter(({ k }) => k.files).length;
  const plateCount = input.groups.reduce((n, g) => n + g.plates.length, 0);
  const plateLines = input.groups.flatMap((group) => [
    '',
    `== ${t(group.filamentName)} (${t(group.displayName)}: text ${group.first.colours.fontColor} on plate ${group.first.colours.backgroundColor}): ${countOf(group.keychains, 'keychain')}, ${countOf(group.plates.length, 'plate')}`,
    `   Filament: ${t(filamentChangeText(group.first.filaments, print))}`,
    ...group.plates.map(
      (plate) =>
        `  ${plate.path}: ${plate.members.map(({ order, design, k }) => `#${order.id}-${k.index + 1} "${t(design.customText)}"`).join(', ')}`,
    ),
  ]);
  const text = [
    `Chaabi print batch · ${formatCsvDate(input.now)} IST`,
    `Orders: ${rows.length} (${rows.map((r) => `#${r.id}`).join(', ')}) · keychains: ${entries.length}, ${READY} ${ready} · plates: ${plateCount}`,
    `Bed ${input.bed.widthMm} × ${input.bed.depthMm} mm, ${input.bed.spacingMm} mm between keychains; ${layersText(print)}; 60 × 20 × 5 mm keychains`,
    `Filament change: each plate prints its plate filament first and pauses once (M600) at Z ${formatMm(print.changeZMm)} mm, the first layer above the 3.5 mm plate, for the text filament; prusa-slicer -g slices a plate with no profile`,
    ...plateLines,
    '',
    'Keychains:',
    ...csvRows.map(
      (r) =>
        `#${r.order}-${r.keychain} ${r['customer first name']}${r.dealer ? ` (dealer ${r.dealer})` : ''}: "${r.text}" · ${r.font} (${r['font file']} SHA-256 ${r['font SHA-256'] || '-'}) · ${r.colour}: ${r['text filament']} ${r['text colour']} on ${r['plate filament']} ${r['plate colour']} · ${r.status}${r['build plate'] ? ` · ${r['build plate']}` : ''}`,
    ),
    '',
  ].join('\n');
  return { text, csv: csvText(CSV_COLUMNS, csvRows) };
}
