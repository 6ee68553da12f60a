/**
 * The dealer API's shapes (docs/product.md#dealers-and-ledger, docs/product.md#api), from the
 * shared contracts the server validates with.
 */
export type {
  BusinessAddress,
  CheckPhoneResponse,
  Dealer,
  DealerCreateOrderResponse,
  DealerLoginResponse,
  DealerProfileResponse,
  DealerVerifyPaymentResponse,
  LedgerEntry,
  PurchaseCreditsResponse,
} from '#shared/schemas/dealer';
