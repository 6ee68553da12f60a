import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { paiseToDecimal } from '#shared/money';
import type { AdminOrderStats, ListAdminOrdersResponse } from '#shared/schemas/admin-orders';
import type { Db } from '../../db/client';
import { dealerCreditTransactions, dealers, orders } from '../../db/schema/index';
import { adminOrderWhere, type AdminOrderFilter } from './admin-order-filter';
import { listOrderRefunds } from '../orders/list-order-refunds';
import { toAdminOrder } from './to-admin-order';
import { keysetPage } from '../../lib/page-cursor';

/** The shop's calendar for "Today's Orders" (docs/product.md#admin-figures). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Options of listAdminOrders. */
export interface ListAdminOrdersOptions extends AdminOrderFilter {
  /** Shown as the page's number; it skips (page-1)×pageSize orders only when no `cursor` is given. */
  page: number;
  pageSize: number;
  /** The previous page's `nextCursor`: this page starts right after its last order. */
  cursor?: string;
  /** The shop's clock (composition-root.ts) for "today". */
  now: Date;
}

/**
 * One page of orders for the admin Orders tab, newest first, with the stat cards' figures
 * over all orders (docs/product.md#admin-orders, docs/product.md#admin-figures). The page is read
 * by keyset after `cursor` (orders_created_id_idx, or orders_status_created_idx with a status),
 * searches by pg_trgm indexes, and the figures from orders_figures_idx alone: no query reads every
 * order row (docs/decisions/180-back-office-plans-at-100000-orders.md). "Today" is the current
 * date in India. Throws AppError BAD_REQUEST for a cursor this server did not make.
 */
export async function listAdminOrders(db: Db, options: ListAdminOrdersOptions): Promise<ListAdminOrdersResponse> {
  const where = adminOrderWhere(options);
  const paging = keysetPage({ createdAt: orders.createdAt, id: orders.id }, { limit: options.pageSize, cursor: options.cursor });
  const now = options.now.toISOString();
  const todayStart = sql`(date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;
  const tomorrowStart = sql`((date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) + interval '1 day') at time zone ${SHOP_TIME_ZONE})`;

  const [page, [filtered], [stats], [today], [purchases]] = await Promise.all([
    db
      .select({
        order: orders,
        // The sort key as PostgreSQL prints it (microseconds), for the next page's cursor.
        cursorAt: paging.cursorAt,
        dealerName: dealers.businessName,
        // The latest flagged payment of the order (payments.flag_reason: amount or currency mismatch).
        paymentFlag: sql<
          string | null
        >`(select p.flag_reason from payments p where p.order_id = ${orders.id} and p.flag_reason is not null order by p.flagged_at desc limit 1)`,
        invoiceNumber: sql<string | null>`(select d.number from tax_documents d where d.order_id = ${orders.id} and d.kind = 'invoice')`,
        creditNoteNumber: sql<
          string | null
        >`(select d.number from tax_documents d where d.order_id = ${orders.id} and d.kind = 'credit_note' order by d.id desc limit 1)`,
        refundablePaise: sql<number>`coalesce((select p.amount_paise - coalesce((select sum(r.amount_paise) from refunds r where r.order_id = ${orders.id} and r.status in ('pending', 'processed')), 0) from payments p where p.order_id = ${orders.id} and p.purpose = 'order' and p.status = 'captured' limit 1), 0)::int`,
      })
      .from(orders)
      .leftJoin(dealers, eq(dealers.id, orders.dealerId))
      .where(and(where, paging.after))
      .orderBy(...paging.orderBy)
      .limit(paging.limit)
      .offset(paging.after ? 0 : (options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(orders).where(where),
    // Every column here is in orders_figures_idx: an index-only scan, never the wide rows.
    db
      .select({
        totalOrders: sql<number>`count(*)::int`,
        pendingOrders: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'pending'))::int`,
        // Partial refunds of orders still counted come off (docs/product.md#refunds).
        // Paise (a bigint sum, read as a number: exact below 2^53 paise).
        shopSalesPaidPaise:
          sql<number>`(coalesce(sum(${orders.totalPaise}) filter (where ${orders.paymentStatus} = 'completed' and ${orders.orderType} <> 'dealer' and ${orders.orderStatus} not in ('cancelled', 'refunded')), 0) - coalesce((select sum(r.amount_paise) from refunds r join orders o on o.id = r.order_id where r.status = 'processed' and o.payment_status = 'completed' and o.order_type <> 'dealer' and o.order_status not in ('cancelled', 'refunded')), 0))::bigint`.mapWith(
            Number,
          ),
        creditOrders: sql<number>`(count(*) filter (where ${orders.orderType} = 'dealer'))::int`,
        creditsUsed: sql<number>`coalesce(sum(${orders.quantity}) filter (where ${orders.orderType} = 'dealer'), 0)::int`,
      })
      .from(orders),
    // Today's orders: a range of orders_created_id_idx.
    db
      .select({ todaysOrders: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.createdAt} >= ${todayStart} and ${orders.createdAt} < ${tomorrowStart}`),
    // Dealer orders are paid in credits: their money came in when the credits were bought.
    db
      .select({ paidPaise: sql<number>`coalesce(sum(${dealerCreditTransactions.paymentAmountPaise}), 0)::bigint`.mapWith(Number) })
      .from(dealerCreditTransactions)
      .where(
        and(
          eq(dealerCreditTransactions.type, 'purchase'),
          isNotNull(dealerCreditTransactions.balanceAfter),
          ne(dealerCreditTransactions.paymentStatus, 'refunded'),
        ),
      ),
  ]);
  const { page: rows, nextCursor } = paging.cut(page, (row) => row.order.id);
  const figures: AdminOrderStats = {
    totalOrders: Number(stats!.totalOrders),
    pendingOrders: Number(stats!.pendingOrders),
    todaysOrders: Number(today!.todaysOrders),
    shopSalesPaid: paiseToDecimal(stats!.shopSalesPaidPaise),
    dealerCreditSalesPaid: paiseToDecimal(purchases!.paidPaise),
    creditOrders: Number(stats!.creditOrders),
    creditsUsed: Number(stats!.creditsUsed),
  };
  const refundsByOrder = await listOrderRefunds(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    orders: rows.map((row) =>
      toAdminOrder(
        row.order,
        row.dealerName,
        row.paymentFlag,
        { invoiceNumber: row.invoiceNumber, creditNoteNumber: row.creditNoteNumber },
        { refunds: refundsByOrder.get(row.order.id) ?? [], refundablePaise: Number(row.refundablePaise) },
      ),
    ),
    total: Number(filtered!.total),
    page: options.page,
    pageSize: options.pageSize,
    nextCursor,
    stats: figures,
  };
}
