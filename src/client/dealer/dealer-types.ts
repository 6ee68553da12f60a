/**
 * The dealer API's shapes (docs/product.md#dealers-and-ledger, docs/product.md#api), from the
 * shared contracts the server validates with.
 */
export type { Dealer } from '#shared/schemas/dealer';
export type {
  CheckPhoneResponse,
  DealerCreateOrderResponse,
  DealerLoginResponse,
  DealerProfileResponse,
  DealerVerifyPaymentResponse,
} from '#shared/schemas/dealer-portal';
