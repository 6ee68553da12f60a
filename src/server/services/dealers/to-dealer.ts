import type { Dealer } from '#shared/schemas/dealer';
import type { LedgerEntry } from '#shared/schemas/dealer';
import type { dealerCreditTransactions, dealers } from '../../db/schema/index';
import { paiseToDecimal } from '#shared/money';

/**
 * Maps a dealers row to the API shape (docs/product.md#dealers-and-ledger): ISO dates, never the
 * PIN hash; the lock state for the admin.
 */
export function toDealer(row: typeof dealers.$inferSelect): Dealer {
  const a = row.businessAddress;
  return {
    id: row.id,
    businessName: row.businessName,
    ownerName: row.ownerName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    businessAddress: {
      street: a.street,
      city: a.city,
      state: a.state,
      stateCode: a.stateCode ?? null,
      zipCode: a.zipCode,
      country: a.country,
    },
    gstin: row.gstin,
    isActive: row.isActive,
    keychainCredits: row.keychainCredits,
    totalCreditsEarned: row.totalCreditsEarned,
    totalCreditsUsed: row.totalCreditsUsed,
    totalPurchases: paiseToDecimal(row.totalPurchasesPaise),
    totalOrders: row.totalOrders,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    lastPurchaseAt: row.lastPurchaseAt?.toISOString() ?? null,
    adminNotes: row.adminNotes,
    volumeBonus:
      row.volumeBonusMinCredits !== null && row.volumeBonusPercent !== null
        ? { minCredits: row.volumeBonusMinCredits, percent: row.volumeBonusPercent }
        : null,
    hasPin: row.pinHash !== null,
    pinDisabled: row.pinDisabledAt !== null,
    setupCodeExpiresAt: row.setupCodeHash !== null ? (row.setupCodeExpiresAt?.toISOString() ?? null) : null,
    pinLockedUntil: row.pinLockedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Maps a ledger row to the API shape. */
export function toLedgerEntry(row: typeof dealerCreditTransactions.$inferSelect): LedgerEntry {
  return {
    id: row.id,
    dealerId: row.dealerId,
    type: row.type,
    productType: row.productType,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    description: row.description,
    paymentAmount: row.paymentAmountPaise === null ? null : paiseToDecimal(row.paymentAmountPaise),
    razorpayOrderId: row.razorpayOrderId,
    razorpayPaymentId: row.razorpayPaymentId,
    paymentId: row.paymentId,
    paymentStatus: row.paymentStatus,
    failureReason: row.failureReason,
    orderId: row.orderId,
    adminUserId: row.adminUserId,
    adminReason: row.adminReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
