/** The one wording of an order or payment status, for the account page, the admin and the dealer portal. */

/**
 * "shipped" → "Shipped", "all" → "All"; a missing status reads "Pending"
 * (docs/product.md#order-status).
 */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Pending';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * A payment status as the admin's badge reads it: "Payment Completed", and for cash on delivery
 * what is left to happen to the cash, "COD · to collect" (cod_pending) and "COD · collected, not
 * remitted" (cod_collected) (docs/product.md#cash-on-delivery).
 */
export function paymentStatusLabel(status: string | null | undefined): string {
  if (status === 'cod_pending') return 'COD · to collect';
  if (status === 'cod_collected') return 'COD · collected, not remitted';
  return `Payment ${statusLabel(status)}`;
}

/**
 * What an order status means where the word alone could mislead: a paid order is confirmed at
 * once (docs/product.md#order-status), so an order still "pending" has not been paid yet. Null for
 * the others.
 */
export function orderStatusHint(status: string | null | undefined): string | null {
  return !status || status === 'pending' ? 'Not paid yet' : null;
}

/** An order status as a customer reads it: "Awaiting payment" for pending, else statusLabel. */
export function customerStatusLabel(status: string | null | undefined): string {
  return !status || status === 'pending' ? 'Awaiting payment' : statusLabel(status);
}
