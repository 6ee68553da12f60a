/**
 * "Ship selected" in the Orders tab and the Print queue (docs/decisions/053): books the courier
 * for each chosen order (POST /api/admin/orders/:id/shipments), one at a time, after a
 * confirmation. Each order's request carries an Idempotency-Key kept until it succeeds, so a
 * retry after a courier fault never books twice; the toast names what shipped and what did not.
 * With the manual courier (production without Shiprocket, docs/decisions/099) the dialog asks for
 * the courier and each order's AWB instead, and each request carries them.
 */
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Truck } from 'lucide-react';
import type { CourierModeResponse, ShipmentResponse } from '#shared/schemas/shipping';
import { apiRequest, ApiError } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { adminRequest } from './admin-api';
import { ManualShipDialog, type ManualShipment } from './manual-ship-dialog';

/** The toast text after shipping: the booked AWBs and the orders that failed with why. */
export function shipSummary(done: { id: number; awb: string }[], failed: { id: number; reason: string }[]): string {
  const parts: string[] = [];
  if (done.length > 0) parts.push(`Shipped: ${done.map((d) => `#${d.id} (AWB ${d.awb})`).join(', ')}.`);
  if (failed.length > 0) parts.push(`Not shipped: ${failed.map((f) => `#${f.id}: ${f.reason}`).join('; ')}`);
  return parts.join(' ');
}

/** The Ship button for the chosen order ids; `onShipped` clears the selection. */
export function ShipSelectedButton({ ids, onShipped }: { ids: readonly number[]; onShipped?: () => void }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // One key per order until it ships, so a retried click is the same request (Idempotency-Key).
  const keys = useRef(new Map<number, string>());
  const courier = useQuery({
    queryKey: queryKeys.admin.courierMode(),
    queryFn: () => adminRequest<CourierModeResponse>('GET', '/api/admin/shipping/courier'),
  });
  const manual = courier.data?.manual === true;

  async function ship(manualBodies?: { id: number; body: ManualShipment }[]) {
    setConfirming(false);
    setBusy(true);
    const done: { id: number; awb: string }[] = [];
    const failed: { id: number; reason: string }[] = [];
    const bodies = new Map(manualBodies?.map((m) => [m.id, m.body]));
    for (const id of manualBodies ? manualBodies.map((m) => m.id) : ids) {
      const key = keys.current.get(id) ?? `ship-${id}-${crypto.randomUUID()}`;
      keys.current.set(id, key);
      try {
        const answer = await apiRequest<ShipmentResponse>('POST', `/api/admin/orders/${id}/shipments`, bodies.get(id) ?? {}, {
          headers: { 'Idempotency-Key': key },
        });
        done.push({ id, awb: answer.awb });
        keys.current.delete(id);
      } catch (error) {
        failed.push({ id, reason: error instanceof ApiError ? error.serverMessage : 'Network error' });
      }
    }
    setBusy(false);
    void client.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
    void client.invalidateQueries({ queryKey: queryKeys.admin.printQueue() });
    toast({
      title: failed.length === 0 ? 'Shipped' : done.length === 0 ? 'Not shipped' : 'Partly shipped',
      description: shipSummary(done, failed),
      variant: failed.length > 0 ? 'destructive' : undefined,
    });
    if (failed.length === 0) onShipped?.();
  }

  const count = ids.length;
  return (
    <>
      <Button variant="outline" size="sm" disabled={count === 0 || busy || courier.isLoading} onClick={() => setConfirming(true)}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Truck aria-hidden="true" />}
        {busy ? 'Booking courier…' : `Ship ${count === 0 ? 'selected' : count}`}
      </Button>
      {manual && confirming && (
        <ManualShipDialog open={confirming} onOpenChange={setConfirming} ids={ids} onShip={(bodies) => void ship(bodies)} />
      )}
      <ConfirmDialog
        open={confirming && !manual}
        onOpenChange={setConfirming}
        title={`Ship ${count} ${count === 1 ? 'order' : 'orders'}?`}
        description="The courier is booked for each order: it gets an AWB and a label, is marked Shipped, and the customer is e-mailed. This cannot be undone here."
        confirmLabel="Book courier"
        destructive={false}
        onConfirm={() => void ship()}
      />
    </>
  );
}
