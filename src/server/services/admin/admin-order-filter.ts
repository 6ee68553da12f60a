import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '#shared/schemas/order';
import { orders } from '../../db/schema/index';
import { containingPattern } from '../../lib/like-pattern';

/** The Orders tab's filters, shared by the list, the CSV export and the label PDF. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Customer name, email, phone (digits, any spacing) or order id; "#123" finds order 123 alone. */
  q?: string;
}

const MAX_ID = 2_147_483_647;

function searchCondition(q: string): SQL {
  // "#12" is an order number and nothing else: no name or phone that contains "12".
  const hashId = /^#(\d{1,10})$/.exec(q);
  if (hashId) return Number(hashId[1]) <= MAX_ID ? eq(orders.id, Number(hashId[1])) : sql`false`;
  // Each arm has its pg_trgm index, so the search reads the matching orders only
  // (docs/decisions/180-back-office-plans-at-100000-orders.md).
  const conditions: SQL[] = [ilike(orders.customerName, containingPattern(q)), ilike(orders.customerEmail, containingPattern(q))];
  // "+91 98765 43210" and "9876543210" find the same order: compare digits only. A phone holds
  // digits and separators, so with four digits or more this also finds every phone the text is in.
  const digits = q.replace(/[\s+()-]/g, '');
  if (/^\d{4,15}$/.test(digits)) {
    conditions.push(sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g') like ${containingPattern(digits)}`);
  } else if (/[\d+]/.test(q)) {
    conditions.push(ilike(orders.customerPhone, containingPattern(q)));
  }
  const id = /^(\d{1,10})$/.exec(q);
  if (id && Number(id[1]) <= MAX_ID) conditions.push(eq(orders.id, Number(id[1])));
  return or(...conditions)!;
}

/** The WHERE clause of the filters (undefined when there are none); status, payment and search combine with AND. */
export function adminOrderWhere(filter: AdminOrderFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.status) filters.push(eq(orders.orderStatus, filter.status));
  if (filter.paymentStatus) filters.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.q) filters.push(searchCondition(filter.q));
  return filters.length > 0 ? and(...filters) : undefined;
}
