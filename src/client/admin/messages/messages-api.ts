/** Query hook of the admin's messages (GET /api/admin/messages, docs/product.md#whatsapp-updates). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminMessagesResponse } from '#shared/schemas/messages';
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
