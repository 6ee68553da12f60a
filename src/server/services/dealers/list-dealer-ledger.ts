import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DealerLedgerPage } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealerCreditTransactions } from '../../db/schema/index';
import { paiseToDecimal } from '#shared/money';

/**
 * One page of a dealer's ledger, newest first: only the rows that moved the balance
 * (purchases paid, orders, admin adjustments), each with its signed credits and the balance
 * after it. Pending or failed purchase intents changed nothing and are not listed. A purchase
 * carries its tax invoice (issued on the purchase intent it paid, found through its payment).
 */
export async function listDealerLedger(db: Db, options: { dealerId: number; page: number; pageSize: number }): Promise<DealerLedgerPage> {
  const where = and(eq(dealerCreditTransactions.dealerId, options.dealerId), isNotNull(dealerCreditTransactions.balanceAfter));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: dealerCreditTransactions,
        // The outer column is qualified by hand: Drizzle writes a one-table select's columns bare.
        invoice: sql<{ id: number; number: string } | null>`(
          select json_build_object('id', d.id, 'number', d.number) from tax_documents d
          join payments p on p.credit_transaction_id = d.credit_transaction_id
          where d.kind = 'invoice' and "dealer_credit_transactions"."payment_id" = 'payment:' || p.id
          limit 1)`,
      })
      .from(dealerCreditTransactions)
      .where(where)
      .orderBy(desc(dealerCreditTransactions.createdAt), desc(dealerCreditTransactions.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(dealerCreditTransactions).where(where),
  ]);
  return {
    entries: rows.map(({ row, invoice }) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      type: row.type,
      credits: row.amount,
      balanceAfter: row.balanceAfter!,
      description: row.description,
      reason: row.adminReason,
      orderId: row.orderId,
      // A volume bonus is not a payment: its description says which purchase earned it.
      paymentId: row.type === 'volume_bonus' ? null : (row.razorpayPaymentId ?? row.paymentId),
      paymentAmount: row.paymentAmountPaise === null ? null : paiseToDecimal(row.paymentAmountPaise),
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice?.number ?? null,
    })),
    total: Number(total!.n),
    page: options.page,
    pageSize: options.pageSize,
  };
}
