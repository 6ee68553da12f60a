/**
 * The customer registry (docs/product.md#customer-registry, docs/product.md#users-and-registry
 * customer_registry): users with their order figures, newest first, one page at a time with a
 * cursor and a total (docs/decisions/181-admin-lists-page-with-a-cursor.md), and the totals over
 * every user. Admin only (docs/product.md#admin-auth).
 */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { paiseToDecimal } from '#shared/money';
import type { CustomerRegistryResponse } from '#shared/schemas/auth';
import type { Db } from '../../db/client';
import { customerRegistry, users } from '../../db/schema/index';
import { containingPattern } from '../../lib/like-pattern';
import { keysetPage } from '../../lib/page-cursor';

/** The users `q` finds: part of the first or last name, e-mail or phone, any case. */
function customerSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containingPattern(text);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
  );
}

/**
 * The totals over every user and one page of the registry: `limit` users after `cursor` (the
 * previous page's `nextCursor`: its last user's created_at to the microsecond and id, read by
 * users_created_id_idx), only those `q` finds when given, and how many `q` finds in all. Amounts
 * are the API's rupee strings ("1300.00", docs/product.md#money).
 * @throws AppError BAD_REQUEST for a cursor this server did not make.
 */
export async function listCustomerRegistry(
  db: Db,
  options: { limit: number; cursor?: string; q?: string },
): Promise<CustomerRegistryResponse> {
  const search = customerSearch(options.q);
  const paging = keysetPage({ createdAt: users.createdAt, id: users.id }, options);
  const [rows, [matching], [totals]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        profileImageUrl: users.profileImageUrl,
        createdAt: users.createdAt,
        cursorAt: paging.cursorAt,
        totalOrders: users.totalOrders,
        totalSpentPaise: users.totalSpentPaise,
        customerStatus: users.customerStatus,
        lastOrderAt: users.lastOrderAt,
        lifetimeValuePaise: customerRegistry.lifetimeValuePaise,
        averageOrderValuePaise: customerRegistry.averageOrderValuePaise,
      })
      .from(users)
      .leftJoin(customerRegistry, eq(customerRegistry.userId, users.id))
      .where(and(search, paging.after))
      .orderBy(...paging.orderBy)
      .limit(paging.limit),
    db.select({ n: count() }).from(users).where(search),
    db
      .select({
        customers: sql<number>`count(*)::int`,
        activeCustomers: sql<number>`(count(*) filter (where ${users.totalOrders} > 0))::int`,
        totalOrders: sql<string>`coalesce(sum(${users.totalOrders}), 0)::text`,
        revenuePaise: sql<string>`coalesce(sum(${users.totalSpentPaise}), 0)::text`,
      })
      .from(users),
  ]);
  const { page, nextCursor } = paging.cut(rows, (r) => r.id);
  return {
    totals: {
      customers: totals!.customers,
      activeCustomers: totals!.activeCustomers,
      totalOrders: Number(totals!.totalOrders),
      totalRevenue: paiseToDecimal(Number(totals!.revenuePaise)),
    },
    customers: page.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      profileImageUrl: r.profileImageUrl,
      createdAt: r.createdAt.toISOString(),
      lifetimeValue: paiseToDecimal(r.lifetimeValuePaise ?? r.totalSpentPaise),
      averageOrderValue: paiseToDecimal(r.averageOrderValuePaise ?? 0),
      lastOrderAt: r.lastOrderAt?.toISOString() ?? null,
      orderStats: { totalOrders: r.totalOrders, totalSpent: paiseToDecimal(r.totalSpentPaise), customerStatus: r.customerStatus },
    })),
    total: Number(matching!.n),
    nextCursor,
  };
}
