/**
 * Admin API hooks (docs/product.md#admin-calls). The session lives in an httpOnly cookie the server
 * checks (docs/product.md#cookies-and-origins); `admin_logged_in` in local storage is only a hint
 * for the first paint. Any 401 from an admin call drops the hint and shows the password gate again;
 * a 403 REAUTH_REQUIRED opens the "Confirm it is you" dialog and sends the call again once.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '#shared/cart';
import type { AdminOrder, AdminOrderIdsResponse, ListAdminOrdersResponse } from '#shared/schemas/admin-orders';
import type { AdminLoginRequest, AdminLoginResponse, AdminSessionResponse } from '#shared/schemas/admin-session';
import type { OrderStatus, PaymentStatus } from '#shared/schemas/order';
import { ApiError, apiRequest } from '../api/fetch';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { askReauth, isReauthRequired } from './account/reauth-prompt';

export const ADMIN_SESSION_KEY = queryKeys.admin.session();
const ORDERS_URL = '/api/admin/orders';

/** Whether local storage says this browser was logged in (UI hint only). */
export function readAdminHint(): boolean {
  return readStorage(STORAGE_KEYS.adminLoggedIn) === 'true';
}

/** Forgets the admin session on this page: hint removed, gate shown, admin data dropped. */
export function forgetAdminSession(): void {
  removeStorage(STORAGE_KEYS.adminLoggedIn);
  queryClient.setQueryData<AdminSessionResponse>(ADMIN_SESSION_KEY, { authenticated: false });
  queryClient.removeQueries({ queryKey: queryKeys.admin.orders.all });
}

/** Rethrows an admin call's error, forgetting the session first when it was a 401. */
export function forgetSessionOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) forgetAdminSession();
  throw error;
}

/**
 * apiRequest for admin calls: a 401 means the session is gone; a 403 REAUTH_REQUIRED asks the
 * person to confirm it is them (account/reauth-dialog.tsx) and, once they have, sends the call again once.
 */
export async function adminRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  try {
    return await apiRequest<T>(method, url, body);
  } catch (error) {
    if (isReauthRequired(error) && (await askReauth())) return apiRequest<T>(method, url, body).catch(forgetSessionOn401);
    return forgetSessionOn401(error);
  }
}

/** Marks this browser signed in and fetches who it is (GET /api/admin/session). */
function signedIn(client: ReturnType<typeof useQueryClient>): void {
  writeStorage(STORAGE_KEYS.adminLoggedIn, 'true');
  client.setQueryData<AdminSessionResponse>(ADMIN_SESSION_KEY, { authenticated: true });
  void client.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
}

/** GET /api/admin/session, checked on every visit to the panel. */
export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: () => apiRequest<AdminSessionResponse>('GET', '/api/admin/session'),
    staleTime: 0,
  });
}

/** POST /api/admin/login: signed in, or `{mfaRequired, methods}` while a second factor is due. */
export function useAdminLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginRequest) => apiRequest<AdminLoginResponse>('POST', '/api/admin/login', input),
    onSuccess: (answer) => {
      if (!answer.mfaRequired) signedIn(client);
    },
  });
}

/**
 * The second step: POST /api/admin/login/mfa {code} (authenticator or recovery code), or with
 * `passkey` the WebAuthn ceremony (POST /login/passkey/options, the browser's prompt, POST /login/passkey).
 */
export function useAdminSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { code: string } | { passkey: true }) => {
      if ('code' in input) return apiRequest<{ success: true }>('POST', '/api/admin/login/mfa', { code: input.code });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        'POST',
        '/api/admin/login/passkey/options',
      );
      const response = await startAuthentication({ optionsJSON });
      return apiRequest<{ success: true }>('POST', '/api/admin/login/passkey', { response });
    },
    onSuccess: () => signedIn(client),
  });
}

/** POST /api/admin/logout; the page forgets the session whatever the answer. */
export function useAdminLogout() {
  return useMutation({
    mutationFn: () => apiRequest<AdminLoginResponse>('POST', '/api/admin/logout'),
    onSettled: () => forgetAdminSession(),
  });
}

/** Filters of the orders list. */
export interface OrdersParams {
  page: number;
  pageSize: number;
  status: OrderStatus | 'all';
  /** Payment status filter; absent or 'all' means any. */
  paymentStatus?: PaymentStatus | 'all';
  q: string;
  /** The previous page's `nextCursor` (page 1 has none): the server continues right after it. */
  cursor?: string;
}

function filterSearch(params: Pick<OrdersParams, 'status' | 'paymentStatus' | 'q'>): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status !== 'all') search.set('status', params.status);
  if (params.paymentStatus && params.paymentStatus !== 'all') search.set('paymentStatus', params.paymentStatus);
  if (params.q.trim()) search.set('q', params.q.trim());
  return search;
}

/** The query string of GET /api/admin/orders. */
export function ordersUrl(params: OrdersParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  for (const [key, value] of filterSearch(params)) search.set(key, value);
  if (params.cursor) search.set('cursor', params.cursor);
  return `${ORDERS_URL}?${search.toString()}`;
}

/** GET /api/admin/orders/export.csv with the list's filters. */
export function ordersCsvUrl(params: Pick<OrdersParams, 'status' | 'paymentStatus' | 'q'>): string {
  const query = filterSearch(params).toString();
  return `${ORDERS_URL}/export.csv${query ? `?${query}` : ''}`;
}

/** GET /api/admin/orders/ids with the list's filters: every matching id (up to 200) and the count. */
export function fetchOrderIds(params: Pick<OrdersParams, 'status' | 'paymentStatus' | 'q'>): Promise<AdminOrderIdsResponse> {
  const query = filterSearch(params).toString();
  return adminRequest<AdminOrderIdsResponse>('GET', `${ORDERS_URL}/ids${query ? `?${query}` : ''}`);
}

/** GET /api/admin/reports/gst.csv: the month's (YYYY-MM) invoices, credit notes, B2C and HSN summaries. */
export function gstReportUrl(month: string): string {
  return `/api/admin/reports/gst.csv?month=${encodeURIComponent(month)}`;
}

/** GET /api/admin/orders/:id/invoice.pdf or credit-note.pdf: the order's tax document. */
export function orderDocumentUrl(orderId: number, kind: 'invoice' | 'credit-note'): string {
  return `${ORDERS_URL}/${orderId}/${kind}.pdf`;
}

/** GET /api/admin/orders/labels.pdf for these orders, in this order. */
export function labelsPdfUrl(ids: readonly number[]): string {
  return `${ORDERS_URL}/labels.pdf?ids=${ids.join(',')}`;
}

/** GET /api/admin/orders: one page; the previous page stays on screen while the next loads. */
export function useAdminOrders(params: OrdersParams, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.orders.page(params),
    queryFn: () => adminRequest<ListAdminOrdersResponse>('GET', ordersUrl(params)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** PATCH /api/admin/orders/{id} {orderStatus}; refreshes the list and the figures. */
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; orderStatus: OrderStatus }) =>
      adminRequest<AdminOrder>('PATCH', `${ORDERS_URL}/${input.id}`, { orderStatus: input.orderStatus }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}
