// Orders as the admin panel reads them (GET /api/admin/orders, docs/product.md#admin-orders), for
// the component tests of the Orders tab and its order card.
import type { AdminOrder, AdminOrderStats, ListAdminOrdersResponse } from '#shared/schemas/admin-orders';

/**
 * A paid shop order of three keychains (₹510, ₹170 each) by Priya Sharma, confirmed; `overrides`
 * replace any field. Amounts as the API sends them: `totalPrice` in rupees, `refundablePaise` in paise.
 */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 1042,
    userId: 'user-1',
    dealerId: null,
    dealerName: null,
    orderType: 'keychain',
    customerEmail: 'priya@example.in',
    customerName: 'Priya Sharma',
    customerPhone: '9876543210',
    modelId: null,
    keychains: [
      { customText: 'PRIYA', fontFamily: 'bangers', textColor: 'yellow' },
      { customText: 'ARJUN', fontFamily: 'bangers', textColor: 'yellow' },
      { customText: 'MEERA', fontFamily: 'bangers', textColor: 'yellow' },
    ],
    quantity: 3,
    totalPrice: '510.00',
    status: 'confirmed',
    shippingAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    specialInstructions: null,
    razorpayOrderId: 'order_Pq12',
    paymentId: 'pay_Pq12XyZ',
    paymentStatus: 'completed',
    paymentMethod: 'online',
    codFeePaise: 0,
    codCollectPaise: 0,
    codAdvancePaise: 0,
    codCollectedPaise: null,
    codRemittedAt: null,
    codUtr: null,
    codRemittedPaise: 0,
    codShortfallPaise: null,
    codConfirmedAt: null,
    paymentError: null,
    paymentFlag: null,
    invoiceNumber: 'CH/2026-27/0042',
    creditNoteNumber: null,
    refunds: [],
    refundablePaise: 51_000,
    orderStatus: 'confirmed',
    customText: 'PRIYA',
    fontFamily: 'bangers',
    textColor: 'yellow',
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:31:00.000Z',
    ...overrides,
  };
}

/** An unpaid order: pending, nothing refundable, no invoice. */
export function unpaidOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrder({
    paymentStatus: 'pending',
    orderStatus: 'pending',
    status: 'pending',
    paymentId: null,
    invoiceNumber: null,
    refundablePaise: 0,
    ...overrides,
  });
}

/** The stat cards' figures over every order. */
export function orderStats(overrides: Partial<AdminOrderStats> = {}): AdminOrderStats {
  return {
    totalOrders: 1234,
    pendingOrders: 7,
    todaysOrders: 12,
    shopSalesPaid: '123456.00',
    dealerCreditSalesPaid: '45000.00',
    creditOrders: 40,
    creditsUsed: 95,
    ...overrides,
  };
}

/** One page of the orders list: `orders`, of `total` matching, page `page` of 50. */
export function ordersPage(
  orders: AdminOrder[],
  options: { total?: number; page?: number; stats?: AdminOrderStats; nextCursor?: string | null } = {},
): ListAdminOrdersResponse {
  const page = options.page ?? 1;
  const total = options.total ?? orders.length;
  return {
    orders,
    total,
    page,
    pageSize: 50,
    nextCursor: options.nextCursor !== undefined ? options.nextCursor : page * 50 < total ? `next${page}` : null,
    stats: options.stats ?? orderStats(),
  };
}
