/**
 * The poller (docs/print-room.md#printers): reads every printer's state at once, each bounded
 * by the clients' 5 s timeout, and stores it with the time it was read.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PrinterState } from '#shared/schemas/printers';
import type { Db } from '../../db/client';
import { printers } from '../../db/schema/index';
import type { PrinterAddressRules } from './printer-address';
import { printerClientOf } from './choose-printer';
import type { PrinterClient, PrinterTarget } from './provider';
import { listPrinterTargets } from './printers';

/** How often the printers are read (ms). */
export const PRINTER_POLL_INTERVAL_MS = 10_000;

/**
 * Reads and stores every printer's state; `secret` is SESSION_SECRET; `rules` say where a printer
 * may be (printer-address.ts); faults' details go to `log`; `clientOf` defaults to the real
 * clients. Answers the count of printers per state.
 */
export async function pollPrinters(
  db: Db,
  options: {
    secret: string;
    now: () => Date;
    rules: PrinterAddressRules;
    log?: Pick<FastifyBaseLogger, 'warn'>;
    clientOf?: (kind: Parameters<typeof printerClientOf>[0], target: PrinterTarget) => PrinterClient;
  },
): Promise<Record<PrinterState['state'], number>> {
  const clientOf = options.clientOf ?? printerClientOf;
  const targets = await listPrinterTargets(db, { secret: options.secret, rules: options.rules, log: options.log });
  const counts: Record<PrinterState['state'], number> = { idle: 0, printing: 0, paused: 0, finished: 0, error: 0 };
  await Promise.all(
    targets.map(async (printer) => {
      const state = await clientOf(printer.kind, printer.target).readState();
      counts[state.state] += 1;
      await db.update(printers).set({ lastState: state, stateReadAt: options.now() }).where(eq(printers.id, printer.id));
    }),
  );
  return counts;
}
