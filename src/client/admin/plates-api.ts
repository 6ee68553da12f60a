/**
 * Plate calls of the Print queue tab (docs/print-room.md#plates): the queued keychains by
 * colour, the day's plates and their moves, each order's progress and the orders ready to ship.
 * Every plate move refetches all of them; so does a 409 (someone else moved the plate first).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderPrintProgress, Plate, PlateKeychainRef, PlateListResponse, PlateQueueResponse } from '#shared/schemas/plates';
import { ApiError } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { adminRequest } from './admin-api';

const URL = '/api/admin/plates';

/** GET /api/admin/plates/queue: queued keychains (failed ones included) by colour combination. */
export function usePlateQueue(enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.plates.queue(),
    queryFn: () => adminRequest<PlateQueueResponse>('GET', `${URL}/queue`),
    staleTime: 0,
    enabled,
  });
}

/** GET /api/admin/plates: the day's plates, newest first, with the slicer estimates' totals. */
export function useDayPlates(enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.plates.day(),
    queryFn: () => adminRequest<PlateListResponse>('GET', URL),
    staleTime: 0,
    enabled,
  });
}

/** GET /api/admin/plates/progress: each printable order's "n of m printed". */
export function usePlateProgress(enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.plates.progress(),
    queryFn: () => adminRequest<{ orders: OrderPrintProgress[] }>('GET', `${URL}/progress`),
    staleTime: 0,
    enabled,
  });
}

/** GET /api/admin/plates/ready-to-ship: orders whose every keychain passed. */
export function useReadyToShip(enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.plates.readyToShip(),
    queryFn: () => adminRequest<{ orders: OrderPrintProgress[] }>('GET', `${URL}/ready-to-ship`),
    staleTime: 0,
    enabled,
  });
}

/** A move of one plate, as the tab asks for it. */
export type PlateMove =
  | { kind: 'create'; orderIds: readonly number[]; colourKey: string }
  | { kind: 'start' | 'printed' | 'estimate'; id: number }
  | { kind: 'check'; id: number; failed: readonly PlateKeychainRef[] };

/** The method, URL and body of a move. */
export function plateMoveRequest(move: PlateMove): { url: string; body: unknown } {
  switch (move.kind) {
    case 'create':
      return { url: URL, body: { orderIds: move.orderIds, colourKey: move.colourKey } };
    case 'check':
      return { url: `${URL}/${move.id}/check`, body: { failed: move.failed } };
    default:
      return { url: `${URL}/${move.id}/${move.kind}`, body: {} };
  }
}

/** POSTs a plate move; on success and on 409 alike every plate query is refetched. */
export function usePlateMove() {
  const client = useQueryClient();
  const refetch = () => {
    void client.invalidateQueries({ queryKey: queryKeys.admin.plates.all });
    void client.invalidateQueries({ queryKey: queryKeys.admin.printQueue() });
  };
  return useMutation({
    mutationFn: (move: PlateMove) => {
      const { url, body } = plateMoveRequest(move);
      return adminRequest<Plate>('POST', url, body);
    },
    onSuccess: refetch,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) refetch();
    },
  });
}

/** The toast after a move failed: the server's reason for a 409 (PrusaSlicer missing for an estimate). */
export function plateMoveFailure(move: PlateMove, error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && error.status === 409) {
    if (move.kind === 'estimate') return { title: 'No estimate', description: error.serverMessage };
    return { title: 'Already changed', description: `${error.serverMessage.replace(/\.$/, '')}. The lists have been refreshed.` };
  }
  if (error instanceof ApiError && error.status < 500 && error.status >= 400) return { title: 'Error', description: error.serverMessage };
  return { title: 'Error', description: 'Could not reach the server. Please try again.' };
}

/** Keychains a "Make plate" takes from a group: all of them up to a bed's worth. */
export function plateTakes(queued: number, perPlate: number): number {
  return Math.max(0, Math.min(queued, perPlate));
}

/** Slicer time as "1 h 05 min" or "42 min" (seconds in). */
export function formatPrintTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Filament as "12.3 g" (grams in, one decimal). */
export function formatGrams(grams: number): string {
  return `${(Math.round(grams * 10) / 10).toFixed(1)} g`;
}

/** "3 of 4 printed": keychains that passed quality check of the order's total. */
export function progressText(progress: Pick<OrderPrintProgress, 'passed' | 'total'>): string {
  return `${progress.passed} of ${progress.total} printed`;
}

/** The day's slicer sum: "slicer total 2 h 10 min · 84.2 g (3 estimated)", or that none is estimated yet. */
export function dayTotalText(estimated: number, totals: { estimatedSeconds: number; filamentGrams: number }): string {
  if (estimated === 0) return 'no slicer estimates yet';
  return `slicer total ${formatPrintTime(totals.estimatedSeconds)} · ${formatGrams(totals.filamentGrams)} (${estimated} estimated)`;
}
