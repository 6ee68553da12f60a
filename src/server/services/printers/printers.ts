/**
 * The print room's printers (docs/print-room.md#printers): registered with their API key sealed
 * under SESSION_SECRET (lib/secret-box.ts), listed with the poller's last reading, removed.
 * The key is never answered back.
 */
import { asc, eq } from 'drizzle-orm';
import type { Printer, PrinterKind } from '#shared/schemas/printers';
import type { Db } from '../../db/client';
import { printers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { checkPrinterAddress, PRINTER_ADDRESS_REFUSED, type PrinterAddressRules } from './printer-address';
import type { PrinterTarget } from './provider';

/** The secret-box purpose of printer API keys. */
const API_KEY_PURPOSE = 'printer-api-key';

type PrinterRow = typeof printers.$inferSelect;

function toPrinter(row: PrinterRow): Printer {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PrinterKind,
    url: row.url,
    hasApiKey: row.apiKeySealed !== '',
    lastState: row.lastState ?? null,
    stateReadAt: row.stateReadAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Registers a printer; `secret` is SESSION_SECRET; `printer` is the parsed request; its address
 * is checked under `rules` (a name that does not resolve now is taken: it is checked again
 * before every request). @throws AppError BAD_REQUEST (issue on `url`) for a refused address
 * (docs/decisions/108-printers-are-devices-on-the-shop-network.md).
 */
export async function createPrinter(
  db: Db,
  options: {
    printer: { name: string; kind: PrinterKind; url: string; apiKey: string };
    secret: string;
    now: Date;
    rules: PrinterAddressRules;
  },
): Promise<Printer> {
  const { name, kind, url, apiKey } = options.printer;
  try {
    await checkPrinterAddress(url, options.rules, { allowUnresolved: true });
  } catch {
    throw new AppError('BAD_REQUEST', PRINTER_ADDRESS_REFUSED, { issues: [{ path: 'url', message: PRINTER_ADDRESS_REFUSED }] });
  }
  const [row] = await db
    .insert(printers)
    .values({ name, kind, url, apiKeySealed: sealSecret(options.secret, API_KEY_PURPOSE, apiKey), createdAt: options.now })
    .returning();
  return toPrinter(row!);
}

/**
 * Changes printer `id`: its name, kind, address or API key (sealed as at registration). A new
 * address is checked under `rules` as at registration. @throws AppError BAD_REQUEST (issue on
 * `url`) for a refused address (docs/decisions/108-printers-are-devices-on-the-shop-network.md),
 * NOT_FOUND for an unknown printer.
 */
export async function updatePrinter(
  db: Db,
  options: {
    id: number;
    changes: { name?: string | undefined; kind?: PrinterKind | undefined; url?: string | undefined; apiKey?: string | undefined };
    secret: string;
    rules: PrinterAddressRules;
  },
): Promise<Printer> {
  const { name, kind, url, apiKey } = options.changes;
  if (url !== undefined) {
    try {
      await checkPrinterAddress(url, options.rules, { allowUnresolved: true });
    } catch {
      throw new AppError('BAD_REQUEST', PRINTER_ADDRESS_REFUSED, { issues: [{ path: 'url', message: PRINTER_ADDRESS_REFUSED }] });
    }
  }
  const [row] = await db
    .update(printers)
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(kind !== undefined ? { kind } : {}),
      ...(url !== undefined ? { url } : {}),
      ...(apiKey !== undefined ? { apiKeySealed: sealSecret(options.secret, API_KEY_PURPOSE, apiKey) } : {}),
    })
    .where(eq(printers.id, options.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', `Printer #${options.id} not found`);
  return toPrinter(row);
}

/** Every printer, oldest first, with its last state. */
export async function listPrinters(db: Db): Promise<Printer[]> {
  const rows = await db.select().from(printers).orderBy(asc(printers.id));
  return rows.map(toPrinter);
}

/** Removes printer `id`; plates sent to it keep their state. @throws AppError NOT_FOUND. */
export async function deletePrinter(db: Db, options: { id: number }): Promise<void> {
  const removed = await db.delete(printers).where(eq(printers.id, options.id)).returning({ id: printers.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', `Printer #${options.id} not found`);
}

/** A printer and how to reach it (its key opened), for the clients. */
export interface PrinterWithTarget {
  id: number;
  name: string;
  kind: PrinterKind;
  target: PrinterTarget;
}

/** How a printer is reached: the address rules and where faults are logged. */
interface Reach {
  rules: PrinterAddressRules;
  log?: PrinterTarget['log'];
}

function withTarget(row: PrinterRow, secret: string, reach: Reach): PrinterWithTarget {
  let apiKey: string;
  try {
    apiKey = openSecret(secret, API_KEY_PURPOSE, row.apiKeySealed);
  } catch {
    // SESSION_SECRET changed since the key was sealed: the admin registers the printer again.
    apiKey = '';
  }
  return { id: row.id, name: row.name, kind: row.kind as PrinterKind, target: { url: row.url, apiKey, ...reach } };
}

/** Printer `id` ready to talk to. @throws AppError NOT_FOUND. */
export async function getPrinterTarget(db: Db, options: { id: number; secret: string } & Reach): Promise<PrinterWithTarget> {
  const [row] = await db.select().from(printers).where(eq(printers.id, options.id));
  if (!row) throw new AppError('NOT_FOUND', `Printer #${options.id} not found`);
  return withTarget(row, options.secret, options);
}

/** Every printer ready to talk to. */
export async function listPrinterTargets(db: Db, options: { secret: string } & Reach): Promise<PrinterWithTarget[]> {
  const rows = await db.select().from(printers).orderBy(asc(printers.id));
  return rows.map((row) => withTarget(row, options.secret, options));
}
