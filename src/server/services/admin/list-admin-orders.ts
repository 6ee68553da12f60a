import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderStats, ListAdminOrdersResponse } from '#shared/schemas/admin-orders';
import type { OrderStatus } from '#shared/schemas/order';
import type { Db } from '../../db/client';
import { dealers, orders } from '../../db/schema/index';
import { toAdminOrder } from './to-admin-order';

/** The shop's calendar for "Today's Orders" (spec §9). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Options of listAdminOrders. */
export interface ListAdminOrdersOptions {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  /** Searches customer name, email, phone (digits, any spacing) and order id ("123" or "#123"). */
  q?: string;
  /** The clock for "today"; tests pin it. */
  now?: Date;
}

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(q: string): SQL {
  const conditions: SQL[] = [
    ilike(orders.customerName, likePattern(q)),
    ilike(orders.customerEmail, likePattern(q)),
    ilike(orders.customerPhone, likePattern(q)),
  ];
  // "+91 98765 43210" and "9876543210" find the same order: compare digits only.
  const digits = q.replace(/[\s+()-]/g, '');
  if (/^\d{4,15}$/.test(digits)) {
    conditions.push(sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g') like ${likePattern(digits)}`);
  }
  const id = /^#?(\d{1,10})$/.exec(q);
  if (id && Number(id[1]) <= 2_147_483_647) conditions.push(eq(orders.id, Number(id[1])));
  return or(...conditions)!;
}

/**
 * One page of orders for the admin Orders tab, newest first, with the stat cards' figures
 * over all orders (spec §2, §9). Filtering, counting and the figures run in SQL so the tab
 * stays fast at 10,000 orders; "today" is the current date in India.
 */
export async function listAdminOrders(db: Db, options: ListAdminOrdersOptions): Promise<ListAdminOrdersResponse> {
  const filters: SQL[] = [];
  if (options.status) filters.push(eq(orders.orderStatus, options.status));
  if (options.q) filters.push(searchCondition(options.q));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const now = (options.now ?? new Date()).toISOString();
  const todayStart = sql`(date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;
  const tomorrowStart = sql`((date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) + interval '1 day') at time zone ${SHOP_TIME_ZONE})`;

  const [rows, [filtered], [stats]] = await Promise.all([
    db
      .select({
        order: orders,
        dealerName: dealers.businessName,
        // The latest flagged payment of the order (payments.flag_reason: amount or currency mismatch).
        paymentFlag: sql<
          string | null
        >`(select p.flag_reason from payments p where p.order_id = ${orders.id} and p.flag_reason is not null order by p.flagged_at desc limit 1)`,
      })
      .from(orders)
      .leftJoin(dealers, eq(dealers.id, orders.dealerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({
        totalOrders: sql<number>`count(*)::int`,
        totalRevenue: sql<string>`coalesce(sum(${orders.totalPrice}), 0)::numeric(14, 2)::text`,
        pendingOrders: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'pending'))::int`,
        todaysOrders: sql<number>`(count(*) filter (where ${orders.createdAt} >= ${todayStart} and ${orders.createdAt} < ${tomorrowStart}))::int`,
      })
      .from(orders),
  ]);
  const figures: AdminOrderStats = {
    totalOrders: Number(stats!.totalOrders),
    totalRevenue: stats!.totalRevenue,
    pendingOrders: Number(stats!.pendingOrders),
    todaysOrders: Number(stats!.todaysOrders),
  };
  return {
    orders: rows.map((row) => toAdminOrder(row.order, row.dealerName, row.paymentFlag)),
    total: Number(filtered!.total),
    page: options.page,
    pageSize: options.pageSize,
    stats: figures,
  };
}
