/**
 * Query hooks of the admin's messages (GET /api/admin/messages, paged) and the Resend of a failed
 * one (POST /api/admin/messages/:id/resend), docs/product.md#whatsapp-updates.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessageResendResponse, AdminMessagesResponse } from '#shared/schemas/messages';
import { adminRequest } from '../admin-api';
import { queryKeys } from '../../api/query-keys';

/** What the list shows: one order's messages, or one channel's; everything when empty. */
export interface MessagesFilter {
  orderId?: number;
  channel?: 'email' | 'whatsapp';
}

function messagesUrl(filter: MessagesFilter, before?: number): string {
  const query = new URLSearchParams();
  if (filter.orderId !== undefined) query.set('orderId', String(filter.orderId));
  if (filter.channel) query.set('channel', filter.channel);
  if (before !== undefined) query.set('before', String(before));
  const search = query.toString();
  return `/api/admin/messages${search ? `?${search}` : ''}`;
}

/** GET /api/admin/messages with `filter`, newest first (the first page); refreshed every 15 s so delivery states move on screen. */
export function useAdminMessages(filter: MessagesFilter) {
  return useQuery({
    queryKey: queryKeys.admin.messages(filter),
    queryFn: () => adminRequest<AdminMessagesResponse>('GET', messagesUrl(filter)),
    refetchInterval: 15_000,
    staleTime: 0,
  });
}

/**
 * The Messages tab's pages: the first, then each `fetchNextPage` continues after the last message
 * shown (the server's `nextBefore`); refreshed every 15 s, page by page from the first.
 */
export function useAdminMessagePages(filter: MessagesFilter) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.admin.messages(filter), 'pages'],
    queryFn: ({ pageParam }) => adminRequest<AdminMessagesResponse>('GET', messagesUrl(filter, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: 15_000,
    staleTime: 0,
  });
}

/**
 * POST /api/admin/messages/:id/resend: the failed message `id` again, as a new message; every
 * messages list is refreshed after it. A refusal (opted out, already resent) rejects with the
 * server's message (ApiError.serverMessage).
 */
export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminRequest<AdminMessageResendResponse>('POST', `/api/admin/messages/${id}/resend`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
