/**
 * Order history styling (docs/product.md#states: the account page styles pending, processing,
 * shipped and other).
 */

/** Badge classes for a fulfilment status; a missing status shows as pending. */
export function orderStatusClass(status: string | null | undefined): string {
  switch (status ?? 'pending') {
    case 'pending':
      return 'border-amber-200 bg-amber-50 text-amber-800';
    case 'processing':
      return 'border-blue-200 bg-blue-50 text-blue-800';
    case 'shipped':
      return 'border-green-200 bg-green-50 text-green-800';
    default:
      return 'border-gray-200 bg-gray-100 text-gray-700';
  }
}

/**
 * Badge classes for a payment status (docs/product.md#payment-status: completed green, pending
 * yellow, failed red).
 */
export function paymentStatusClass(status: string): string {
  if (status === 'completed') return 'border-green-200 bg-green-50 text-green-800';
  if (status === 'failed') return 'border-red-200 bg-red-50 text-red-800';
  return 'border-amber-200 bg-amber-50 text-amber-800';
}
