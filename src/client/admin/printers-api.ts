/** Printer calls (docs/print-room.md#printers): the list with each printer's last state, add, remove, send a plate. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Plate, PlateListResponse } from '#shared/schemas/plates';
import type { CreatePrinterRequest, Printer, PrinterListResponse } from '#shared/schemas/printers';
import { adminRequest } from './admin-api';

const PRINTERS_URL = '/api/admin/printers';
const PRINTERS_KEY = ['admin', 'printers'] as const;
const PLATES_KEY = ['admin', 'printers', 'plates'] as const;

/** GET /api/admin/printers, read again every 10 s as the poller stores new states. */
export function usePrinters(enabled = true) {
  return useQuery({
    queryKey: PRINTERS_KEY,
    queryFn: () => adminRequest<PrinterListResponse>('GET', PRINTERS_URL),
    refetchInterval: 10_000,
    enabled,
  });
}

/** GET /api/admin/plates: the day's plates, for "Send to printer". */
export function useSendablePlates(enabled = true) {
  return useQuery({
    queryKey: PLATES_KEY,
    queryFn: () => adminRequest<z.infer<typeof PlateListResponse>>('GET', '/api/admin/plates'),
    enabled,
  });
}

/** POST /api/admin/printers. */
export function useAddPrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrinterRequest) => adminRequest<Printer>('POST', PRINTERS_URL, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: PRINTERS_KEY }),
  });
}

/** DELETE /api/admin/printers/:id. */
export function useRemovePrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminRequest<void>('DELETE', `${PRINTERS_URL}/${id}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: PRINTERS_KEY }),
  });
}

/** POST /api/admin/plates/:id/send; refreshes plates and printers. */
export function useSendPlate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ plateId, printerId }: { plateId: number; printerId: number }) =>
      adminRequest<Plate>('POST', `/api/admin/plates/${plateId}/send`, { printerId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** "1 h 05 min" / "12 min" / "45 s" for a time left in seconds. */
export function timeLeftText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
