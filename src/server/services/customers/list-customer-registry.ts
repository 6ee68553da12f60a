/**
 * The customer registry (docs/product.md#customer-registry, docs/product.md#users-and-registry
 * customer_registry): every user with their order figures, newest first, and totals. Admin only
 * (docs/product.md#admin-auth).
 */
import { desc, eq } from 'drizzle-orm';
import { decimalToPaise, paiseToDecimal } from '#shared/money';
import type { CustomerRegistryResponse } from '#shared/schemas/auth';
import type { Db } from '../../db/client';
import { customerRegistry, users } from '../../db/schema/index';

/** Lists the registry with its totals. */
export async function listCustomerRegistry(db: Db): Promise<CustomerRegistryResponse> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      profileImageUrl: users.profileImageUrl,
      createdAt: users.createdAt,
      totalOrders: users.totalOrders,
      totalSpent: users.totalSpent,
      customerStatus: users.customerStatus,
      lastOrderAt: users.lastOrderAt,
      lifetimeValue: customerRegistry.lifetimeValue,
      averageOrderValue: customerRegistry.averageOrderValue,
    })
    .from(users)
    .leftJoin(customerRegistry, eq(customerRegistry.userId, users.id))
    .orderBy(desc(users.createdAt), users.id)
    .limit(5000);
  let totalOrders = 0;
  let revenuePaise = 0;
  let active = 0;
  const customers = rows.map((r) => {
    totalOrders += r.totalOrders;
    revenuePaise += decimalToPaise(r.totalSpent);
    if (r.totalOrders > 0) active += 1;
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      profileImageUrl: r.profileImageUrl,
      createdAt: r.createdAt.toISOString(),
      lifetimeValue: r.lifetimeValue ?? r.totalSpent,
      averageOrderValue: r.averageOrderValue ?? '0.00',
      lastOrderAt: r.lastOrderAt?.toISOString() ?? null,
      orderStats: { totalOrders: r.totalOrders, totalSpent: r.totalSpent, customerStatus: r.customerStatus },
    };
  });
  return {
    totals: { customers: rows.length, activeCustomers: active, totalOrders, totalRevenue: paiseToDecimal(revenuePaise) },
    customers,
  };
}
