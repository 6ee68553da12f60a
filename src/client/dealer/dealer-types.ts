/** The dealer API's shapes (spec §3, §7), from the shared contracts the server validates with. */
export type { Dealer } from '#shared/schemas/dealer';
export type {
  CheckPhoneResponse,
  DealerCreateOrderResponse,
  DealerLoginResponse,
  DealerProfileResponse,
  DealerVerifyPaymentResponse,
} from '#shared/schemas/dealer-portal';
