/**
 * Print queue: first the plates (plates-board.tsx, docs/print-room.md#plates), then the whole
 * orders: confirmed orders' keychains grouped by colour combination, the filament pair one build
 * plate needs. Select orders (all, a colour group, or one by one), download their batch zip
 * (order folders, build plates, proofs, job sheet) and move them to Processing in one step.
 */
import { useId, useState } from 'react';
import { Download, Layers, Loader2, PackageCheck, Printer } from 'lucide-react';
import { MAX_BATCH_ORDERS, type PrintQueueGroup } from '#shared/schemas/print';
import { QueryStatus } from '../components/query-status';
import { Button, buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { ShipSelectedButton } from './ship-selected-button';
import { useCan } from './staff-context';
import { markProcessingSummary, printBatchUrl, useMarkProcessing, usePrintQueue } from './print-queue-api';
import { EmptyTab, SelectCheckbox, TabHeading } from './tab-parts';
import { PlatesBoard } from './plates-board';
import { PrintRoomSettings } from './print-room-settings';
import { PrintersPanel } from './printers-panel';
import { countOf } from '#shared/plural';

function GroupCard({
  group,
  selected,
  onToggle,
}: {
  group: PrintQueueGroup;
  selected: ReadonlySet<number>;
  onToggle: (ids: readonly number[], on: boolean) => void;
}) {
  const headingId = useId();
  const ids = group.orders.map((o) => o.id);
  const all = ids.every((id) => selected.has(id));
  return (
    <Card className="overflow-hidden" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-3 border-b border-gray-100 px-4 py-3 sm:px-5">
        <span
          className="inline-flex h-9 w-14 shrink-0 items-center justify-center rounded-md text-sm font-extrabold ring-1 ring-black/10"
          style={{ color: group.fontColor, backgroundColor: group.backgroundColor }}
          aria-hidden="true"
        >
          Aa
        </span>
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="font-bold text-gray-900">
            {group.displayName}
          </h4>
          <p className="text-sm text-gray-800">
            {group.textFilamentName} on {group.plateFilamentName}
          </p>
          <p className="text-xs text-gray-600">
            Text {group.fontColor} on plate {group.backgroundColor} · {countOf(group.keychains, 'keychain')} · {group.plates}{' '}
            {group.plates === 1 ? 'plate' : 'plates'}
          </p>
        </div>
        <SelectCheckbox checked={all} onChange={(on) => onToggle(ids, on)}>
          Select group<span className="sr-only"> {group.displayName}</span>
        </SelectCheckbox>
      </div>
      <ul className="divide-y divide-gray-100">
        {group.orders.map((order) => (
          <li key={order.id} className="px-4 py-2.5 sm:px-5">
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 accent-pink-600"
                checked={selected.has(order.id)}
                onChange={(e) => onToggle([order.id], e.target.checked)}
              />
              <span className="min-w-0">
                <span className="font-semibold text-gray-900">#{order.id}</span> {order.customerFirstName}
                {order.dealerName && <span className="text-gray-600"> · dealer {order.dealerName}</span>}
                <span className="block break-words text-gray-600">
                  {countOf(order.keychains, 'keychain')}: {order.texts.join(', ')}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function PrintQueueTab({ enabled = true }: { enabled?: boolean }) {
  const queue = usePrintQueue(enabled);
  const mark = useMarkProcessing();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Shipping needs the parcel's address: not the print room's (shared/staff-roles.ts).
  const canShip = useCan('orders:write');
  const data = queue.data;
  const allIds = [...new Set((data?.groups ?? []).flatMap((g) => g.orders.map((o) => o.id)))];
  // Orders that left the queue (moved elsewhere) drop out of the selection.
  const chosen = allIds.filter((id) => selected.has(id));
  const tooMany = chosen.length > MAX_BATCH_ORDERS;

  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function markProcessing() {
    try {
      const answer = await mark.mutateAsync(chosen);
      setSelected(new Set());
      toast({ title: 'Marked Processing', description: markProcessingSummary(answer) });
    } catch {
      toast({ title: 'Error', description: 'Could not move the orders to Processing. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="print-queue-title" className="grid gap-5">
      <TabHeading id="print-queue-title" title="Print Queue" className="text-xl font-bold text-gray-950">
        Keychains by colour combination: one filament pair per plate. Make a plate, print it, check it; an order is ready to ship when all
        its keychains passed.
      </TabHeading>

      <PlatesBoard enabled={enabled} />

      <h3 id="whole-orders-title" className="text-lg font-bold text-gray-950">
        Whole orders: batch zip
      </h3>
      <p className="-mt-3 text-sm text-gray-600">
        Confirmed orders by colour combination{data ? `, ${data.perPlate} keychains per plate` : ''}: download their order folders, build
        plates, proofs and job sheet in one zip.
      </p>

      {queue.isLoading || queue.isError ? (
        <QueryStatus query={queue} loading="Loading the print queue…" error="Failed to Load the Print Queue" />
      ) : !data || data.groups.length === 0 ? (
        <EmptyTab icon={Printer}>
          <p className="font-semibold text-gray-900">Nothing to print</p>
          <p className="max-w-sm text-sm text-gray-600">Orders appear here once their status is Confirmed.</p>
        </EmptyTab>
      ) : (
        <>
          <div className="sticky top-16 z-20 flex flex-col gap-3 rounded-xl border border-gray-200 bg-white/95 p-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <SelectCheckbox checked={allIds.length > 0 && chosen.length === allIds.length} onChange={(on) => toggle(allIds, on)}>
                Select all
              </SelectCheckbox>
              <span className="flex items-center gap-1 text-gray-600">
                <Layers className="h-4 w-4" aria-hidden />
                {countOf(data.orders, 'order')} · {countOf(data.keychains, 'keychain')}
              </span>
              <span className="text-gray-600" aria-live="polite">
                {chosen.length} selected
                {tooMany && ` (at most ${MAX_BATCH_ORDERS} per batch)`}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={chosen.length === 0 || tooMany ? undefined : printBatchUrl(chosen)}
                download
                aria-disabled={chosen.length === 0 || tooMany || undefined}
                className={buttonVariants({
                  variant: 'brand',
                  size: 'sm',
                  className: chosen.length === 0 || tooMany ? 'pointer-events-none opacity-50' : '',
                })}
              >
                <Download aria-hidden="true" />
                Download batch
              </a>
              <Button
                variant="outline"
                size="sm"
                disabled={chosen.length === 0 || tooMany || mark.isPending}
                onClick={() => void markProcessing()}
              >
                {mark.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PackageCheck aria-hidden="true" />}
                Mark Processing
              </Button>
              {canShip && <ShipSelectedButton ids={chosen} onShipped={() => setSelected(new Set())} />}
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {data.groups.map((group) => (
              <GroupCard key={group.key} group={group} selected={selected} onToggle={toggle} />
            ))}
          </div>
        </>
      )}
      <PrintRoomSettings />
      <PrintersPanel enabled={enabled} />
    </section>
  );
}
