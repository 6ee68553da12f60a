/**
 * The customer registry (docs/product.md#customer-registry, docs/product.md#users-and-registry
 * customer_registry): every user with their order figures, newest first, and totals. Admin only
 * (docs/product.md#admin-auth).
 */
import { desc, eq } from 'drizzle-orm';
import { paiseToDecimal } from '#shared/money';
import type { CustomerRegistryResponse } from '#shared/schemas/auth';
import type { Db } from '../../db/client';
import { customerRegistry, users } from '../../db/schema/index';

/** Lists the registry with its totals; amounts are the API's rupee strings ("1300.00", docs/product.md#money). */
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
      totalSpentPaise: users.totalSpentPaise,
      customerStatus: users.customerStatus,
      lastOrderAt: users.lastOrderAt,
      lifetimeValuePaise: customerRegistry.lifetimeValuePaise,
      averageOrderValuePaise: customerRegistry.averageOrderValuePaise,
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
    revenuePaise += r.totalSpentPaise;
    if (r.totalOrders > 0) active += 1;
    return {
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
    };
  });
  return {
    totals: { customers: rows.length, activeCustomers: active, totalOrders, totalRevenue: paiseToDecimal(revenuePaise) },
    customers,
  };
}
