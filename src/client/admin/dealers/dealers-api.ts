/**
 * Admin hooks of the Dealers tab (docs/product.md#dealer-calls admin dealer calls); every change
 * refreshes the list.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dealer, DealerLedgerPage, DealerOrdersPage } from '#shared/schemas/dealer';
import type { DealerVolumeBonus } from '#shared/dealer-volume-bonus';
import type {
  AddCreditsResponse,
  AdminDealersPage,
  CreateDealerRequest,
  CreateDealerResponse,
  ResetPinResponse,
  UpdateDealerRequest,
} from '#shared/schemas/dealer-admin';
import { ApiError } from '../../api/fetch';
import { queryKeys } from '../../api/query-keys';
import { adminRequest } from '../admin-api';

const DEALERS_URL = '/api/admin/dealers';

function dealersUrl(q: string, cursor?: string): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return `${DEALERS_URL}${search ? `?${search}` : ''}`;
}

/**
 * The Dealers tab's pages (GET /api/admin/dealers, docs/decisions/181-admin-lists-page-with-a-cursor.md):
 * the dealers `q` finds on the server (all when empty), the first page, then each `fetchNextPage`
 * continues after the last dealer shown (the server's `nextCursor`).
 */
export function useAdminDealers(q = '') {
  return useInfiniteQuery({
    queryKey: [...queryKeys.admin.dealers.list(), q],
    queryFn: ({ pageParam }) => adminRequest<AdminDealersPage>('GET', dealersUrl(q, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the last answer stays on screen.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useDealerMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.dealers.all }) });
}

/** POST /api/admin/dealers (409 for a duplicate phone) → the dealer and its one-time setup code. */
export function useCreateDealer() {
  return useDealerMutation((body: CreateDealerRequest) => adminRequest<CreateDealerResponse>('POST', DEALERS_URL, body));
}

/** PUT /api/admin/dealers/{dealerId} {dealerId, updates}. */
export function useUpdateDealer() {
  return useDealerMutation((input: { dealerId: number; updates: UpdateDealerRequest['updates'] }) =>
    adminRequest<Dealer>('PUT', `${DEALERS_URL}/${input.dealerId}`, input),
  );
}

/** PUT /api/admin/dealers/{dealerId}/volume-bonus {volumeBonus}: set or (null) end the volume offer. */
export function useSetVolumeBonus() {
  return useDealerMutation((input: { dealerId: number; volumeBonus: DealerVolumeBonus | null }) =>
    adminRequest<Dealer>('PUT', `${DEALERS_URL}/${input.dealerId}/volume-bonus`, { volumeBonus: input.volumeBonus }),
  );
}

/** DELETE /api/admin/dealers/{dealerId}. */
export function useDeleteDealer() {
  return useDealerMutation((dealerId: number) => adminRequest<{ success: true }>('DELETE', `${DEALERS_URL}/${dealerId}`));
}

/** POST /api/admin/dealers/add-credits or /remove-credits {dealerId, credits, reason}. */
export function useAdjustCredits() {
  return useDealerMutation(({ mode, ...body }: { mode: 'add' | 'remove'; dealerId: number; credits: number; reason: string }) =>
    adminRequest<AddCreditsResponse>('POST', `${DEALERS_URL}/${mode}-credits`, body),
  );
}

/** POST /api/admin/dealers/reset-pin {dealerId} → a new one-time setup code. */
export function useResetPin() {
  return useDealerMutation((body: { dealerId: number }) => adminRequest<ResetPinResponse>('POST', `${DEALERS_URL}/reset-pin`, body));
}

/** POST /api/admin/dealers/{dealerId}/unlock: clears a PIN delay or disable (audit-logged). */
export function useUnlockDealer() {
  return useDealerMutation((dealerId: number) => adminRequest<Dealer>('POST', `${DEALERS_URL}/${dealerId}/unlock`));
}

/** GET /api/admin/dealers/{dealerId}/ledger, one page. */
export function fetchDealerLedger(dealerId: number, page: number, pageSize: number): Promise<DealerLedgerPage> {
  return adminRequest<DealerLedgerPage>('GET', `${DEALERS_URL}/${dealerId}/ledger?page=${page}&pageSize=${pageSize}`);
}

/** GET /api/admin/dealers/{dealerId}/orders, one page. */
export function fetchDealerOrders(dealerId: number, page: number, pageSize: number): Promise<DealerOrdersPage> {
  return adminRequest<DealerOrdersPage>('GET', `${DEALERS_URL}/${dealerId}/orders?page=${page}&pageSize=${pageSize}`);
}

/** The dealer ledger's CSV download address. */
export function dealerLedgerCsvUrl(dealerId: number): string {
  return `${DEALERS_URL}/${dealerId}/ledger.csv`;
}

/** True while the dealer cannot log in: PIN disabled, or a PIN delay still running at `now`. */
export function isDealerLocked(dealer: Pick<Dealer, 'pinDisabled' | 'pinLockedUntil'>, now: Date): boolean {
  return dealer.pinDisabled || (dealer.pinLockedUntil !== null && new Date(dealer.pinLockedUntil) > now);
}

/** A failure toast's description: "Failed to …" plus the server's reason when it gave one. */
export function failureText(action: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.serverMessage.trim() : '';
  return reason && reason.length < 200 ? `Failed to ${action}: ${reason}` : `Failed to ${action}. Please try again.`;
}
