/**
 * "Send to printer" (docs/print-room.md#printers, docs/decisions/091-printers-over-their-rest-apis.md):
 * the plate's G-code (sliced here when PrusaSlicer is installed, else its 3MF) is uploaded and
 * started, and the plate moves queued → printing. A `plate_sends` row per plate is claimed
 * first, so a plate sent twice starts once; when the printer does not take it the claim is
 * dropped and the plate stays queued.
 */
import { and, eq } from 'drizzle-orm';
import type { Plate } from '#shared/schemas/plates';
import type { Db } from '../../db/client';
import { plateSends } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../catalog/db-errors';
import { advancePlate, getPlate } from '../print-room/plates';
import type { PrinterAddressRules } from './printer-address';
import { printerClientOf } from './choose-printer';
import type { PrintFile, PrinterTarget } from './provider';
import { getPrinterTarget } from './printers';

/** What the send needs besides the database. */
export interface SendPlateOptions {
  plateId: number;
  printerId: number;
  /** SESSION_SECRET, to open the printer's key. */
  secret: string;
  now: () => Date;
  /** The plate's 3MF (services/print-room/build-plate-3mf.ts). */
  build3mf: (plateId: number) => Promise<{ fileName: string; bytes: Uint8Array }>;
  /** Slices a 3MF to G-code; null when PrusaSlicer is not installed (services/print-room/slice-plate.ts). */
  slice: (bytes: Uint8Array) => Promise<{ gcode: string } | null>;
  /** Where the printer may be (printer-address.ts). */
  rules: PrinterAddressRules;
  /** Where a fault's detail is logged. */
  log?: PrinterTarget['log'];
  /** Printer timeout override for tests, ms. */
  timeoutMs?: number;
}

async function printFileOf(options: SendPlateOptions): Promise<PrintFile> {
  const file = await options.build3mf(options.plateId);
  const sliced = await options.slice(file.bytes);
  if (!sliced) return file;
  return { fileName: file.fileName.replace(/\.3mf$/i, '') + '.gcode', bytes: new TextEncoder().encode(sliced.gcode) };
}

/**
 * Sends plate `plateId` to printer `printerId` and starts it.
 * @throws AppError NOT_FOUND (plate or printer); CONFLICT when the plate is not queued, was
 *   already sent, or the printer did not take it (the message says why; the plate stays queued).
 */
export async function sendPlateToPrinter(db: Db, options: SendPlateOptions): Promise<Plate> {
  const plate = await getPlate(db, options.plateId);
  if (plate.state !== 'queued') throw new AppError('CONFLICT', `Plate #${plate.id} is ${plate.state}: only a queued plate is sent`);
  const printer = await getPrinterTarget(db, { id: options.printerId, secret: options.secret, rules: options.rules, log: options.log });
  try {
    await db.insert(plateSends).values({ plateId: plate.id, printerId: printer.id, createdAt: options.now() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `Plate #${plate.id} is already being sent to a printer`);
    throw error;
  }
  const release = () => db.delete(plateSends).where(and(eq(plateSends.plateId, plate.id), eq(plateSends.state, 'sending')));
  let result: { ok: true } | { ok: false; message: string };
  try {
    const file = await printFileOf(options);
    const target = options.timeoutMs === undefined ? printer.target : { ...printer.target, timeoutMs: options.timeoutMs };
    result = await printerClientOf(printer.kind, target).uploadAndStart(file);
  } catch (error) {
    await release();
    throw error;
  }
  if (!result.ok) {
    await release();
    throw new AppError('CONFLICT', `${printer.name} did not start plate #${plate.id}: ${result.message}. The plate stays queued.`);
  }
  await db.update(plateSends).set({ state: 'started' }).where(eq(plateSends.plateId, plate.id));
  return advancePlate(db, { id: plate.id, from: 'queued', now: options.now() });
}
