/** The one wording of an order or payment status, for the account page, the admin and the dealer portal. */

/**
 * "shipped" → "Shipped", "all" → "All"; a missing status reads "Pending"
 * (docs/product.md#order-status).
 */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Pending';
  return status.charAt(0).toUpperCase() + status.slice(1);
}
