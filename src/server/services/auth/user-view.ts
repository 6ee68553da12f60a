/** Maps a users row to the JSON the client reads (docs/product.md#users-and-registry). */
import { paiseToDecimal } from '#shared/money';
import type { AuthUserResponse } from '#shared/schemas/auth';
import type { users } from '../../db/schema/index';

/** The users row as selected. */
export type UserRow = typeof users.$inferSelect;

/** The user as GET /api/auth/user answers it. */
export function toAuthUser(row: UserRow): AuthUserResponse {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    phone: row.phone,
    address: row.address ?? null,
    isProfileComplete: row.isProfileComplete,
    totalOrders: row.totalOrders,
    totalSpent: paiseToDecimal(row.totalSpentPaise),
    customerStatus: row.customerStatus,
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    marketingConsent: row.marketingConsent,
    preferredLanguage: row.preferredLanguage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
