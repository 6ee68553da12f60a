// Dealers as the API answers them (docs/product.md#dealers-and-ledger), for the component tests of
// the dealer portal and the admin's Dealers tab.
import type { Dealer } from '#shared/schemas/dealer';

/** Sharma Traders of Jaipur, active, with a PIN and 25 credits; `overrides` replace any field. */
export function dealer(overrides: Partial<Dealer> = {}): Dealer {
  return {
    id: 3,
    businessName: 'Sharma Traders',
    ownerName: 'Ravi Sharma',
    phoneNumber: '9812345678',
    email: 'ravi@sharmatraders.in',
    businessAddress: { street: '4 Johari Bazaar', city: 'Jaipur', state: 'Rajasthan', zipCode: '302003', country: 'India' },
    gstin: null,
    isActive: true,
    keychainCredits: 25,
    totalCreditsEarned: 100,
    totalCreditsUsed: 75,
    totalPurchases: '13000.00',
    totalOrders: 31,
    lastLoginAt: '2026-11-26T05:00:00.000Z',
    lastPurchaseAt: '2026-11-20T05:00:00.000Z',
    adminNotes: null,
    volumeBonus: null,
    hasPin: true,
    pinDisabled: false,
    setupCodeExpiresAt: null,
    pinLockedUntil: null,
    createdAt: '2026-06-01T05:00:00.000Z',
    updatedAt: '2026-11-26T05:00:00.000Z',
    ...overrides,
  };
}
