import type { Readable } from 'node:stream';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerCreditTransactions } from '../../db/schema/index';
import { csvFromRecords, formatCsvDate } from '../../lib/csv';
import { paiseToDecimal } from '#shared/money';

/** Rows read per round trip while streaming. */
const BATCH = 500;

/** The dealer ledger CSV's columns. */
export const LEDGER_CSV_COLUMNS = [
  'Date',
  'Entry',
  'Credits',
  'Balance after',
  'Order ID',
  'Payment ID',
  'Amount paid (INR)',
  'Reason',
] as const;

const LEDGER_KINDS: Record<string, string> = {
  purchase: 'Purchase',
  volume_bonus: 'Volume bonus',
  order: 'Order',
  admin_adjustment: 'Admin adjustment',
};

/** A dealer's ledger (the balance changes, newest first) as a CSV stream. */
export function exportDealerLedgerCsv(db: Db, dealerId: number): Readable {
  async function* lines() {
    let offset = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(dealerCreditTransactions)
        .where(and(eq(dealerCreditTransactions.dealerId, dealerId), isNotNull(dealerCreditTransactions.balanceAfter)))
        .orderBy(desc(dealerCreditTransactions.createdAt), desc(dealerCreditTransactions.id))
        .limit(BATCH)
        .offset(offset);
      for (const row of rows) {
        yield {
          Date: formatCsvDate(row.createdAt),
          Entry: LEDGER_KINDS[row.type] ?? row.type,
          Credits: row.amount,
          'Balance after': row.balanceAfter,
          'Order ID': row.orderId ?? '',
          'Payment ID': row.razorpayPaymentId ?? row.paymentId ?? '',
          'Amount paid (INR)': row.paymentAmountPaise === null ? '' : paiseToDecimal(row.paymentAmountPaise),
          Reason: row.adminReason ?? '',
        };
      }
      if (rows.length < BATCH) return;
      offset += BATCH;
    }
  }
  return csvFromRecords(lines(), LEDGER_CSV_COLUMNS);
}
