/**
 * The credit note of a refund (CGST Rules 2017, rule 53; CGST Act s. 34): what was refunded, in
 * the credit note series, inside the transaction that records the refund as processed
 * (docs/product.md#refunds). A refund of the whole invoice reverses it line for line; a partial
 * refund is shared over the invoice's lines in proportion to what each still holds, and each
 * share is taxed by the invoice arithmetic itself (computeInvoice), so intra-state notes carry
 * CGST and SGST as the invoice does.
 */
import { and, asc, eq } from 'drizzle-orm';
import { computeInvoice } from '#shared/gst-invoice';
import type { Tx } from '../../db/client';
import { taxDocuments } from '../../db/schema/index';
import { insertCreditNote } from './credit-note';
import type { TaxDocumentRow } from './issue-tax-document';

/**
 * Shares `amount` (paise) over lines holding `remaining` paise each, in proportion (largest
 * remainder, ties to the earlier line), never more than a line holds.
 * @throws RangeError when the amount exceeds what the lines hold together.
 */
export function shareByRemaining(amount: number, remaining: readonly number[]): number[] {
  const total = remaining.reduce((a, b) => a + b, 0);
  if (amount > total) throw new RangeError(`cannot credit ${amount} of ${total}`);
  if (total === 0) return remaining.map(() => 0);
  const exact = remaining.map((r) => (amount * r) / total);
  const shares = exact.map((x) => Math.floor(x));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (shares[i]! < remaining[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * Issues the credit note of refund `refundId` for `amountPaise` of the order's invoice, dated
 * `now` (the shop's clock). Nothing when the order has no invoice (a dealer order); one note per
 * refund: a second call returns the first.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  options: { orderId: number; refundId: number; amountPaise: number; reason: string; now: Date },
): Promise<TaxDocumentRow | null> {
  const [already] = await tx.select().from(taxDocuments).where(eq(taxDocuments.refundId, options.refundId));
  if (already) return already;
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, options.orderId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return null;
  const earlier = await tx.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice.id)).orderBy(asc(taxDocuments.id));
  const original = invoice.content;
  let lines = original.lines;
  let totals = original.totals;
  if (earlier.length > 0 || options.amountPaise !== invoice.totalPaise) {
    const credited = original.lines.map((_, i) => earlier.reduce((sum, note) => sum + (note.content.lines[i]?.total ?? 0), 0));
    const remaining = original.lines.map((line, i) => Math.max(0, line.total - credited[i]!));
    const shares = shareByRemaining(options.amountPaise, remaining);
    const ratePercent = original.lines[0]?.ratePercent ?? 0;
    const computed = computeInvoice(
      original.lines
        .map((line, i) => ({
          description: line.description,
          hsnCode: line.hsnCode,
          // Goods count once: a line's quantity goes back with the note that empties it.
          quantity: shares[i]! > 0 && shares[i] === remaining[i] ? line.quantity : 0,
          pricePaise: shares[i]!,
        }))
        .filter((line) => line.pricePaise > 0),
      { ratePercent, treatment: original.treatment },
    );
    lines = computed.lines;
    totals = computed.totals;
  }
  return insertCreditNote(tx, {
    invoice,
    reason: options.reason,
    now: options.now,
    refundId: options.refundId,
    credited: lines === original.lines ? undefined : { lines, totals },
  });
}
