/** The one wording of an order or payment status, for the account page, the admin and the dealer portal. */

/** "shipped" → "Shipped", "all" → "All"; a missing status reads "Pending" (spec §4). */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Pending';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * What an order status means where the word alone could mislead: a paid order is confirmed at
 * once (DESIGN.md §4), so an order still "pending" has not been paid yet. Null for the others.
 */
export function orderStatusHint(status: string | null | undefined): string | null {
  return !status || status === 'pending' ? 'Not paid yet' : null;
}

/** An order status as a customer reads it: "Awaiting payment" for pending, else statusLabel. */
export function customerStatusLabel(status: string | null | undefined): string {
  return !status || status === 'pending' ? 'Awaiting payment' : statusLabel(status);
}
