/**
 * The dealer API's shapes as the client reads them (spec §3 "Dealer", §7 dealer calls).
 * Requests are validated by the server's zod contracts; these types only describe answers.
 */

/** A dealer's business address (spec §3); country defaults to India. */
export interface BusinessAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** A dealer as the admin list and the dealer profile return it. */
export interface Dealer {
  id: number;
  businessName: string;
  ownerName: string;
  phoneNumber: string;
  email: string;
  businessAddress: BusinessAddress;
  isActive: boolean;
  keychainCredits: number;
  totalCreditsEarned: number;
  totalCreditsUsed: number;
  /** Rupees as a decimal string, e.g. "1300.00". */
  totalPurchases: string;
  totalOrders: number;
  lastLoginAt: string | null;
  lastPurchaseAt: string | null;
  adminNotes: string | null;
  hasPin: boolean;
  pinDisabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/dealer/check-phone answer. */
export interface CheckPhoneResponse {
  exists: boolean;
  isActive: boolean;
  needsSetup: boolean;
  businessName: string | null;
}

/** POST /api/dealer/login and /setup-pin answer. */
export interface DealerLoginResponse {
  success: boolean;
  token?: string;
  dealer?: Dealer;
  message?: string;
}

/** GET /api/dealer/profile answer. */
export interface DealerProfileResponse {
  dealer: Dealer;
}

/** POST /api/dealer/purchase-credits answer. */
export interface PurchaseCreditsResponse {
  success: boolean;
  transactionId?: number | string;
  amount?: number;
  credits?: number;
}

/** POST /api/dealer/verify-payment answer. */
export interface DealerVerifyResponse {
  success: boolean;
  message?: string;
  credits?: number;
  balance?: number;
}

/** POST /api/dealer/create-order answer. */
export interface DealerCreateOrderResponse {
  orderId: number;
  creditsDeducted: number;
  balance: number;
}
