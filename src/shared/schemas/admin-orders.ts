/**
 * Admin orders contracts (docs/product.md#admin-orders, docs/product.md#orders,
 * docs/product.md#admin-calls, docs/product.md#admin-figures).
 */
import { z } from 'zod';
import { PostalAddress } from './contact';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order';
import { KeychainDesignShape, type KeychainChoice, type KeychainDesign } from './keychain-design';
import { storedDesignFields } from './design-fields';
import { OrderRefund } from './refund';
import { PageCursorParam } from './page-cursor';

/** Largest page the orders list serves; the tab asks for 50 at a time. */
export const MAX_ADMIN_ORDERS_PAGE_SIZE = 200;
/** Default page size of GET /api/admin/orders. */
export const DEFAULT_ADMIN_ORDERS_PAGE_SIZE = 50;

/**
 * An order as the admin panel reads it: docs/product.md#orders plus dealerName and the legacy
 * single-design fields.
 */
export const AdminOrder = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  dealerId: z.number().int().nullable(),
  /** Business name of the dealer who placed the order; null for shop orders. */
  dealerName: z.string().nullable(),
  orderType: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  modelId: z.number().int().nullable(),
  keychains: z.array(KeychainDesignShape),
  quantity: z.number().int(),
  /** Rupees with two decimals ("510.00"), as stored in numeric(10,2). */
  totalPrice: z.string(),
  status: z.string(),
  shippingAddress: PostalAddress,
  specialInstructions: z.string().nullable(),
  razorpayOrderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentStatus: z.string(),
  /** 'online' or 'cod' (docs/product.md#cash-on-delivery), the COD fee in the total and the cash to collect, paise. */
  paymentMethod: z.enum(['online', 'cod']),
  codFeePaise: z.number().int(),
  codCollectPaise: z.number().int(),
  /** Paise of a COD order paid online before confirmation (the advance; 0 without one). */
  codAdvancePaise: z.number().int(),
  /** The COD cash the courier reported collected (paise), null until delivered. */
  codCollectedPaise: z.number().int().nullable(),
  /** The day the courier's remittance of the cash was matched (ISO) and its bank transfer's UTR; null until remitted. */
  codRemittedAt: z.string().nullable(),
  codUtr: z.string().nullable(),
  /** Cash the courier's remittances paid for this order so far (paise); below codCollectPaise the payment stays open. */
  codRemittedPaise: z.number().int(),
  /**
   * What the courier still owes (paise, codShortfallPaise in ./cod-remittances): due less remitted,
   * or less collected before any remittance; 0 once completed; null before delivery and for online orders.
   */
  codShortfallPaise: z.number().int().nullable(),
  /** When a COD order was confirmed (code, staff or WhatsApp); null while it waits or for online orders. */
  codConfirmedAt: z.string().nullable(),
  paymentError: z.string().nullable(),
  /** Set when a payment for this order was flagged (the gateway reported another amount or currency): never paid, check by hand. */
  paymentFlag: z.string().nullable(),
  /** The order's tax invoice and its latest credit note numbers once issued (GET …/invoice.pdf, …/credit-note.pdf). */
  invoiceNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The order's refunds, oldest first (docs/product.md#refunds). */
  refunds: z.array(OrderRefund),
  /** What its captured payment still holds for a refund, paise (0 when unpaid or all refunded). */
  refundablePaise: z.number().int(),
  orderStatus: z.string(),
  /** Legacy single-design fields (docs/product.md#data): the first keychain's, or null. */
  customText: storedDesignFields().customText.nullable(),
  fontFamily: storedDesignFields().fontFamily.nullable(),
  textColor: storedDesignFields().textColor.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<{ keychains: KeychainDesign[] } & { [K in keyof KeychainChoice]: KeychainChoice[K] | null }>;
export type AdminOrder = z.infer<typeof AdminOrder>;

/** GET /api/admin/orders query: 1-based page, page size, status filter, free-text search. */
export const ListAdminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_ADMIN_ORDERS_PAGE_SIZE).default(DEFAULT_ADMIN_ORDERS_PAGE_SIZE),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Payment status filter; combines with `status` and `q`. */
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  /** The previous page's `nextCursor`: continue right after its last order (then `page` only labels the page). */
  cursor: PageCursorParam.optional(),
});
export type ListAdminOrdersQuery = z.input<typeof ListAdminOrdersQuery>;

/**
 * Figures over every order, whatever the filter (docs/product.md#admin-orders stat cards,
 * docs/product.md#admin-figures). Money is counted once, where it came in: shop orders paid online,
 * and dealer credit purchases; orders paid by credits are counted, not added again (their money is
 * in the credit sales).
 */
export const AdminOrderStats = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  /** Orders created on the current calendar date in India (Asia/Kolkata). */
  todaysOrders: z.number().int(),
  /** Paid shop orders, less those cancelled or refunded: rupees with two decimals ("12345.00"). */
  shopSalesPaid: z.string(),
  /** Paid dealer credit purchases: rupees with two decimals. */
  dealerCreditSalesPaid: z.string(),
  /** Dealer orders paid by credits, and the credits they used (no rupees: see dealerCreditSalesPaid). */
  creditOrders: z.number().int(),
  creditsUsed: z.number().int(),
});
export type AdminOrderStats = z.infer<typeof AdminOrderStats>;

/** GET /api/admin/orders answer: one page, newest first; `total` counts the filtered orders. */
export const ListAdminOrdersResponse = z.object({
  orders: z.array(AdminOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Pass as `cursor` for the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
  stats: AdminOrderStats,
});
export type ListAdminOrdersResponse = z.infer<typeof ListAdminOrdersResponse>;

/** PATCH /api/admin/orders/{id} path. */
export const AdminOrderIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** PATCH /api/admin/orders/{id} body: any status from any other (docs/product.md#order-status). */
export const UpdateOrderStatusRequest = z.object({
  orderStatus: z.enum(ORDER_STATUSES, { error: `orderStatus must be one of ${ORDER_STATUSES.join(', ')}` }),
});
export type UpdateOrderStatusRequest = z.infer<typeof UpdateOrderStatusRequest>;

/** One entry of an order's timeline: a status change or a payment event. */
export const OrderTimelineEntry = z.object({
  /** ISO time. */
  at: z.string(),
  kind: z.enum(['status', 'payment']),
  /** The status before (null when the order or payment was created). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Who: 'customer', 'dealer', 'admin', 'payment:<source>' or 'system'. */
  actor: z.string(),
  /** The gateway ids or the failure reason, when there are any. */
  detail: z.string().nullable(),
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>;

/** GET /api/admin/orders/{id}/timeline: oldest first. */
export const OrderTimelineResponse = z.array(OrderTimelineEntry);

/** Most labels one PDF holds. */
export const MAX_LABELS_PER_PDF = 200;

/**
 * GET /api/admin/orders/labels.pdf?ids=1,2,3: order ids, comma-separated, printed in that order.
 */
export const LabelsPdfQuery = z.object({
  ids: z
    .string({ error: 'ids must list order numbers separated by commas' })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must list order numbers separated by commas')
    .transform((ids) => ids.split(',').map(Number))
    .pipe(
      z
        .array(z.number().int().min(1).max(2_147_483_647, 'ids must list order numbers separated by commas'))
        .max(MAX_LABELS_PER_PDF, `At most ${MAX_LABELS_PER_PDF} labels per PDF`),
    ),
});

/** GET /api/admin/orders/export.csv: the list's filters, without paging. */
export const ExportOrdersQuery = ListAdminOrdersQuery.pick({ status: true, paymentStatus: true, q: true });

/**
 * GET /api/admin/orders/ids answer: the ids matching the filters, newest first, at most
 * MAX_LABELS_PER_PDF.
 */
export const AdminOrderIdsResponse = z.object({
  ids: z.array(z.number().int()),
  /** Every matching order, also beyond the ids listed. */
  total: z.number().int(),
});
export type AdminOrderIdsResponse = z.infer<typeof AdminOrderIdsResponse>;
