import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatRupeesWithPaise } from '#shared/money';
import { COD_REMITTANCE_MESSAGES, type RemittanceImportReport, type RemittanceReportLine } from '#shared/schemas/cod-remittances';
import type { Db, Tx } from '../../db/client';
import { codRemittanceImports, codRemittanceLines, orderEvents, orders, shipments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../catalog/db-errors';
import type { RemittanceLine } from '../shipping/provider';
import type { RemittanceRowProblem } from '../shipping/remittance-csv';

/** Orders whose cash never reaches the courier. */
const NO_CASH = new Set(['cancelled', 'refunded', 'returned']);

/** A remittance date (YYYY-MM-DD, India) as the moment it began. */
function startOfIndianDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

type OrderRow = typeof orders.$inferSelect;

/** What one line does to its order (`order` locked by the caller, `paidUtrs` the UTRs already applied to it), and why. */
function judge(
  line: RemittanceLine,
  order: OrderRow | undefined,
  paidUtrs: ReadonlySet<string>,
): Pick<RemittanceReportLine, 'outcome' | 'detail'> {
  if (!order) return { outcome: 'unknown_awb', detail: 'No shipment of ours has this AWB' };
  if (order.paymentMethod !== 'cod') return { outcome: 'not_cod', detail: `Order #${order.id} was paid online: no cash to remit` };
  if (order.codRemittedAt !== null || order.paymentStatus === 'completed' || paidUtrs.has(line.utr.toUpperCase())) {
    // The remittance day as the courier wrote it (India).
    const when = order.codRemittedAt ? new Date(order.codRemittedAt.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10) : 'earlier';
    const utr = paidUtrs.has(line.utr.toUpperCase()) ? line.utr : (order.codUtr ?? '—');
    return {
      outcome: 'duplicate',
      detail: `Order #${order.id} was already remitted (${when}, UTR ${utr}); not applied again`,
    };
  }
  if (NO_CASH.has(order.orderStatus) || order.paymentStatus === 'refunded') {
    return { outcome: 'not_cod', detail: `Order #${order.id} is ${order.orderStatus}: no cash was collected` };
  }
  // The amount due decides, never what the courier said it collected: a short collection
  // remitted in full leaves the order open (docs/decisions/218-cod-shortfall-stays-open.md).
  const outstanding = order.codCollectPaise - order.codRemittedPaise;
  if (line.amountPaise > outstanding) {
    return {
      outcome: 'amount_mismatch',
      detail: `Order #${order.id}: ${formatRupeesWithPaise(line.amountPaise)} remitted, only ${formatRupeesWithPaise(outstanding)} outstanding; not applied`,
    };
  }
  if (line.amountPaise < outstanding) {
    return {
      outcome: 'short',
      detail: `Order #${order.id}: ${formatRupeesWithPaise(line.amountPaise)} remitted of ${formatRupeesWithPaise(outstanding)} outstanding; ${formatRupeesWithPaise(outstanding - line.amountPaise)} still short, the order stays open`,
    };
  }
  return { outcome: 'matched', detail: `Order #${order.id}: ${formatRupeesWithPaise(line.amountPaise)} matched` };
}

/**
 * Applies a matched or short line to its order (locked by the caller), on its timeline: adds the
 * cash to cod_remitted_paise; `matched` (the sum reaches the amount due) makes the payment
 * `completed` with the remittance day and UTR; `short` leaves it `cod_collected`, open, with the
 * shortfall shown. A line before any delivery report counts the parcel collected; a matched line
 * after a short delivery report corrects the collected amount to the amount due (the dashboard's
 * cash follows it).
 */
async function applyRemittance(
  tx: Tx,
  order: OrderRow,
  line: RemittanceLine,
  outcome: 'matched' | 'short',
  actor: string,
  now: Date,
): Promise<void> {
  const remittedAt = startOfIndianDay(line.remittedOn);
  const remittedPaise = order.codRemittedPaise + line.amountPaise;
  const toStatus = outcome === 'matched' ? 'completed' : 'cod_collected';
  await tx
    .update(orders)
    .set({
      paymentStatus: toStatus,
      codRemittedPaise: remittedPaise,
      ...(outcome === 'matched' ? { codRemittedAt: remittedAt, codUtr: line.utr } : {}),
      // Paid in full, the courier evidently collected the amount due, whatever it first reported.
      codCollectedPaise:
        outcome === 'matched'
          ? Math.max(order.codCollectedPaise ?? 0, order.codCollectPaise)
          : (order.codCollectedPaise ?? line.amountPaise),
      codCollectedAt: order.codCollectedAt ?? remittedAt,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: outcome === 'matched' ? 'cod_remitted' : 'cod_remitted_short',
    fromStatus: order.paymentStatus,
    toStatus,
    actor,
    detail:
      outcome === 'matched'
        ? `${formatRupeesWithPaise(line.amountPaise)} remitted by the courier on ${line.remittedOn} (UTR ${line.utr})`
        : `${formatRupeesWithPaise(line.amountPaise)} remitted by the courier on ${line.remittedOn} (UTR ${line.utr}); ` +
          `${formatRupeesWithPaise(order.codCollectPaise - remittedPaise)} of ${formatRupeesWithPaise(order.codCollectPaise)} still short`,
    createdAt: now,
  });
}

/** The UTRs (upper case) already applied to `orderId` by a matched or short line. */
async function appliedUtrs(tx: Tx, orderId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ utr: codRemittanceLines.utr })
    .from(codRemittanceLines)
    .where(and(eq(codRemittanceLines.orderId, orderId), inArray(codRemittanceLines.outcome, ['matched', 'short'])));
  return new Set(rows.map((r) => (r.utr ?? '').toUpperCase()));
}

/**
 * Imports a courier's COD remittance (docs/product.md#cash-on-delivery): every line is matched to
 * the order whose shipment has its AWB, and its amount is added to the order's cod_remitted_paise.
 * A line that brings the sum to the amount due (cod_collect_paise) is `matched`: the order becomes
 * `paymentStatus: 'completed'` with cod_remitted_at (the remittance day) and cod_utr. A line that
 * leaves it below is `short`: the order stays open (`cod_collected`) with its shortfall shown, and
 * a later top-up line (another UTR) completes it (docs/decisions/218-cod-shortfall-stays-open.md).
 * A line for an order already completed, a UTR already applied to the order (in an earlier import,
 * or earlier in this one), an amount above what is outstanding, for an unknown AWB, or for an
 * order with no cash (prepaid, cancelled, returned) is reported and changes nothing; so are the
 * rows the file could not give (`problems`). One transaction: the orders are locked in id order,
 * so two imports of the same file at once match each AWB once (the second reports duplicates),
 * and a partial unique index (one `matched` line per order) stands behind it
 * (docs/decisions/175-cod-remittance-matched-once.md).
 * `lines` and `problems` come from parseRemittanceCsv or the courier's report; `now` is the shop's clock.
 * @throws AppError CONFLICT when a parallel import won the race in a way the locks did not see (retry).
 */
export async function importRemittances(
  db: Db,
  options: {
    lines: readonly (RemittanceLine & { row?: number })[];
    problems?: readonly RemittanceRowProblem[];
    source: 'file' | 'courier' | 'entry';
    fileName?: string | null;
    actor: string;
    now: Date;
  },
): Promise<RemittanceImportReport> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(codRemittanceImports)
        .values({ source: options.source, fileName: options.fileName ?? null, actor: options.actor, createdAt: options.now })
        .returning({ id: codRemittanceImports.id });
      const importId = created!.id;
      const awbs = [...new Set(options.lines.map((l) => l.awb.toUpperCase()))];
      const known = awbs.length
        ? await tx
            .select({ awb: shipments.awb, orderId: shipments.orderId })
            .from(shipments)
            .where(inArray(sql`upper(${shipments.awb})`, awbs))
        : [];
      const orderOf = new Map(known.map((k) => [k.awb!.toUpperCase(), k.orderId]));
      const ids = [...new Set(known.map((k) => k.orderId))].sort((a, b) => a - b);
      // Locked in id order: two imports of the same AWBs wait for each other instead of deadlocking.
      if (ids.length) await tx.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');

      const report: RemittanceReportLine[] = [];
      // UTRs applied earlier in this import, whose lines are inserted at the end.
      const appliedHere = new Map<number, string[]>();
      for (const line of options.lines) {
        const orderId = orderOf.get(line.awb.toUpperCase()) ?? null;
        const [order] = orderId === null ? [] : await tx.select().from(orders).where(eq(orders.id, orderId));
        const paid = order ? new Set([...(await appliedUtrs(tx, order.id)), ...(appliedHere.get(order.id) ?? [])]) : new Set<string>();
        const verdict = judge(line, order, paid);
        if (verdict.outcome === 'matched' || verdict.outcome === 'short') {
          await applyRemittance(tx, order!, line, verdict.outcome, options.actor, options.now);
          appliedHere.set(order!.id, [...(appliedHere.get(order!.id) ?? []), line.utr.toUpperCase()]);
        }
        report.push({
          row: line.row ?? null,
          awb: line.awb,
          amountPaise: line.amountPaise,
          utr: line.utr,
          remittedOn: line.remittedOn,
          orderId,
          ...verdict,
        });
      }
      for (const problem of options.problems ?? []) {
        report.push({
          row: problem.row,
          awb: problem.awb,
          amountPaise: null,
          utr: null,
          remittedOn: null,
          orderId: null,
          outcome: 'unreadable',
          detail: problem.message,
        });
      }
      report.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      if (report.length) {
        await tx.insert(codRemittanceLines).values(report.map((l) => ({ importId, ...l, createdAt: options.now })));
      }
      const matched = report.filter((l) => l.outcome === 'matched');
      const short = report.filter((l) => l.outcome === 'short');
      return {
        importId,
        matched: matched.length,
        matchedPaise: matched.reduce((sum, l) => sum + (l.amountPaise ?? 0), 0),
        short: short.length,
        shortPaise: short.reduce((sum, l) => sum + (l.amountPaise ?? 0), 0),
        reported: report.length - matched.length - short.length,
        lines: report,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', COD_REMITTANCE_MESSAGES.busy, { headers: { 'Retry-After': '2' } });
    throw error;
  }
}
