/** The dealer API's shapes (spec §3, §7), from the shared contracts the server validates with. */
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
