/**
 * The dealer portal's calls (docs/product.md#dealer-calls) and its session (docs/product.md#roles):
 * the token and the dealer id live in local storage; bearer calls send `Authorization: Bearer …`
 * with credentials included (apiRequest always includes them).
 */
import type { WhatsAppChoiceResponse } from '#shared/schemas/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesignListResponse, DesignResponse } from '#shared/schemas/designs';
import type { NewDesign } from '../api/designs';
import { STORAGE_KEYS } from '#shared/cart';
import type { CreatePaymentResponse } from '#shared/schemas/payment';
import type { DealerLedgerPage, DealerOrdersPage } from '#shared/schemas/dealer';
import type { DealerCreateOrderRequest, DealerPaymentFailedRequest } from '#shared/schemas/dealer-portal';
import { ApiError, apiRequest } from '../api/fetch';
import { idempotencyHeader } from '../api/idempotency';
import { queryKeys } from '../api/query-keys';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import type { DealerOrderPayload } from './order-draft';
import type { DealerVerifyBody } from './credit-payment-flow';
import type {
  CheckPhoneResponse,
  DealerCreateOrderResponse,
  DealerLoginResponse,
  DealerProfileResponse,
  DealerVerifyPaymentResponse,
} from './dealer-types';

/** Query key of GET /api/dealer/profile. */
export const DEALER_PROFILE_KEY = queryKeys.dealer.profile();

/** The stored dealer token, or null. */
export function readDealerToken(): string | null {
  return readStorage(STORAGE_KEYS.dealerToken);
}

/** Keeps the session after a login or PIN setup. */
export function saveDealerSession(token: string, dealerId: number): void {
  writeStorage(STORAGE_KEYS.dealerToken, token);
  writeStorage(STORAGE_KEYS.dealerId, String(dealerId));
}

/** Forgets the session (token and dealer id); drafts stay for the next login. */
export function clearDealerSession(): void {
  removeStorage(STORAGE_KEYS.dealerToken, STORAGE_KEYS.dealerId);
}

/** A bearer call to /api/dealer/*. */
function dealerRequest<T>(method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  const token = readDealerToken();
  const headers: Record<string, string> = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(idempotencyKey ? idempotencyHeader(idempotencyKey) : {}),
  };
  return apiRequest<T>(method, url, body, { headers });
}

export const dealerApi = {
  checkPhone: (phoneNumber: string) => apiRequest<CheckPhoneResponse>('POST', '/api/dealer/check-phone', { phoneNumber }),
  login: (phoneNumber: string, pin: string) => apiRequest<DealerLoginResponse>('POST', '/api/dealer/login', { phoneNumber, pin }),
  setupPin: (phoneNumber: string, setupCode: string, newPin: string) =>
    apiRequest<DealerLoginResponse>('POST', '/api/dealer/setup-pin', { phoneNumber, setupCode, newPin }),
  logout: () => dealerRequest<unknown>('POST', '/api/dealer/logout'),
  profile: () => dealerRequest<DealerProfileResponse>('GET', '/api/dealer/profile'),
  whatsapp: () => dealerRequest<WhatsAppChoiceResponse>('GET', '/api/dealer/whatsapp'),
  setWhatsApp: (optedIn: boolean) => dealerRequest<WhatsAppChoiceResponse>('PUT', '/api/dealer/whatsapp', { optedIn }),
  /** One purchase per attempt: `idempotencyKey` is reused when the same request is retried. */
  purchaseCredits: (quantity: number, amount: number, idempotencyKey?: string) =>
    dealerRequest<unknown>('POST', '/api/dealer/purchase-credits', { quantity, amount }, idempotencyKey),
  createPaymentOrder: (transactionId: number) =>
    dealerRequest<CreatePaymentResponse>('POST', '/api/dealer/create-payment-order', { transactionId }),
  verifyPayment: (body: DealerVerifyBody) => dealerRequest<DealerVerifyPaymentResponse>('POST', '/api/dealer/verify-payment', body),
  paymentFailed: (body: DealerPaymentFailedRequest) => dealerRequest<unknown>('POST', '/api/dealer/payment-failed', body),
  /** One order (one debit) per attempt: `idempotencyKey` is reused when the same order is retried. */
  createOrder: (body: DealerOrderPayload, idempotencyKey?: string) =>
    dealerRequest<DealerCreateOrderResponse>('POST', '/api/dealer/create-order', body satisfies DealerCreateOrderRequest, idempotencyKey),
  transactions: (page: number, pageSize: number) =>
    dealerRequest<DealerLedgerPage>('GET', `/api/dealer/transactions?page=${page}&pageSize=${pageSize}`),
  orders: (page: number, pageSize: number) =>
    dealerRequest<DealerOrdersPage>('GET', `/api/dealer/orders?page=${page}&pageSize=${pageSize}`),
  designs: () => dealerRequest<DesignListResponse>('GET', '/api/dealer/designs'),
  saveDesign: (design: NewDesign) => dealerRequest<DesignResponse>('POST', '/api/dealer/designs', design),
  deleteDesign: (id: number) => dealerRequest<null>('DELETE', `/api/dealer/designs/${id}`),
};

/** Query key of GET /api/dealer/designs (the dealer's saved designs). */
export const DEALER_DESIGNS_KEY = queryKeys.dealer.designs();

/** The dealer's saved designs, newest first. */
export function useDealerDesigns() {
  return useQuery({ queryKey: DEALER_DESIGNS_KEY, queryFn: dealerApi.designs });
}

/** POST /api/dealer/designs, refreshing the list. */
export function useSaveDealerDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dealerApi.saveDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEALER_DESIGNS_KEY }),
  });
}

/** DELETE /api/dealer/designs/:id, refreshing the list. */
export function useDeleteDealerDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dealerApi.deleteDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEALER_DESIGNS_KEY }),
  });
}

/**
 * Fetches `path` with the dealer's bearer token and hands the answer to the browser as a file
 * called `fileName`: a bearer call cannot be a plain link, so the file comes as a blob.
 * @throws ApiError for a non-2xx answer.
 */
async function downloadAsDealer(path: string, fileName: string): Promise<void> {
  const token = readDealerToken();
  const response = await fetch(path, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the dealer's ledger CSV (GET /api/dealer/transactions.csv). */
export function downloadLedgerCsv(): Promise<void> {
  return downloadAsDealer('/api/dealer/transactions.csv', 'chaabi-credit-ledger.csv');
}

/** Downloads one of the dealer's tax invoices (GET /api/dealer/invoices/{id}.pdf) as a file named after its number. */
export function downloadDealerInvoice(invoice: { id: number; number: string }): Promise<void> {
  return downloadAsDealer(`/api/dealer/invoices/${invoice.id}.pdf`, `${invoice.number.replace(/\//g, '-')}.pdf`);
}

/** GET /api/dealer/profile while a token is stored; never retried (a 401 ends the session). */
export function useDealerProfile(enabled: boolean) {
  return useQuery({
    queryKey: DEALER_PROFILE_KEY,
    queryFn: () => dealerApi.profile(),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
