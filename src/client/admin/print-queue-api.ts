/** Print queue calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkProcessingResponse, PrintQueueResponse } from '#shared/schemas/print';
import type { PrintRoomSettingsRequest, PrintRoomSettingsResponse } from '#shared/schemas/print-room';
import { queryKeys } from '../api/query-keys';
import { adminRequest } from './admin-api';

const QUEUE_URL = '/api/admin/print-queue';

/** GET /api/admin/print-queue: confirmed keychains by colour combination. */
export function usePrintQueue(enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.printQueue(),
    queryFn: () => adminRequest<PrintQueueResponse>('GET', QUEUE_URL),
    staleTime: 0,
    enabled,
  });
}

/** GET /api/admin/print-batch for these orders: order folders, build plates, proofs and the job sheet in one zip. */
export function printBatchUrl(ids: readonly number[]): string {
  return `/api/admin/print-batch?ids=${ids.join(',')}`;
}

/** POST /api/admin/print-queue/processing; refreshes the queue and the orders list. */
export function useMarkProcessing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => adminRequest<MarkProcessingResponse>('POST', `${QUEUE_URL}/processing`, { ids }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.printQueue() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
    },
  });
}

/** The toast text after Mark Processing. */
export function markProcessingSummary(answer: MarkProcessingResponse): string {
  const moved = `${answer.updated.length} ${answer.updated.length === 1 ? 'order' : 'orders'} moved to Processing.`;
  if (answer.skipped.length === 0) return moved;
  return `${moved} Left as they were (no longer confirmed): ${answer.skipped.map((s) => `#${s.id} (${s.orderStatus})`).join(', ')}.`;
}

const SETTINGS_URL = '/api/admin/settings/print-room';

/** GET /api/admin/settings/print-room: the layer heights and the colour change height they give. */
export function usePrintRoomSettings() {
  return useQuery({
    queryKey: queryKeys.admin.printRoomSettings(),
    queryFn: () => adminRequest<PrintRoomSettingsResponse>('GET', SETTINGS_URL),
  });
}

/** PUT /api/admin/settings/print-room; the answer replaces the cached settings. */
export function useSavePrintRoomSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrintRoomSettingsRequest) => adminRequest<PrintRoomSettingsResponse>('PUT', SETTINGS_URL, body),
    onSuccess: (answer) => client.setQueryData(queryKeys.admin.printRoomSettings(), answer),
  });
}
