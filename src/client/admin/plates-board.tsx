/**
 * The Print queue's plates (docs/print-room.md#plates): queued keychains by colour combination
 * with "Make plate", the day's plates with their moves (3MF, start, printed, quality check,
 * slicer estimate), each order's "n of m printed" and the orders ready to ship.
 */
import { useId, useState } from 'react';
import { Layers, Printer, Truck } from 'lucide-react';
import type { OrderPrintProgress, Plate, QueuedKeychainGroup } from '#shared/schemas/plates';
import { QueryStatus } from '../components/query-status';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ConfirmDialog } from '../components/ui/dialog';
import { dayTotalText, plateTakes, progressText, useDayPlates, usePlateProgress, usePlateQueue, useReadyToShip } from './plates-api';
import { EmptyTab } from './tab-parts';
import { countOf } from '#shared/plural';
import { SectionTitle, Swatch, useRunMove } from './plate-parts';
import { PlateCard } from './plate-card';
import { CheckDialog } from './plate-check-dialog';

function QueueGroups({ enabled }: { enabled: boolean }) {
  const queue = usePlateQueue(enabled);
  const { run, pending } = useRunMove();
  const [asking, setAsking] = useState<QueuedKeychainGroup | null>(null);
  const titleId = useId();
  const perPlate = queue.data?.perPlate ?? 0;
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <SectionTitle id={titleId}>Keychains waiting for a plate</SectionTitle>
      {queue.isLoading || queue.isError ? (
        <QueryStatus query={queue} loading="Loading the queued keychains…" error="Failed to Load the Queued Keychains" />
      ) : !queue.data || queue.data.groups.length === 0 ? (
        <EmptyTab icon={Layers}>
          <p className="font-semibold text-gray-900">No keychains waiting</p>
          <p className="max-w-sm text-sm text-gray-600">Keychains of paid orders appear here until they are on a plate.</p>
        </EmptyTab>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {queue.data.groups.map((group) => (
            <li key={group.key}>
              <Card className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
                <Swatch fontColor={group.fontColor} backgroundColor={group.backgroundColor} />
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-gray-900">{group.displayName}</p>
                  <p className="text-sm text-gray-800">
                    {group.textFilamentName} on {group.plateFilamentName}
                  </p>
                  <p className="text-xs text-gray-600">
                    {countOf(group.keychains, 'keychain')} · orders {group.orderIds.map((id) => `#${id}`).join(', ')}
                  </p>
                </div>
                <Button size="sm" variant="brand" disabled={pending} onClick={() => setAsking(group)}>
                  <Layers aria-hidden="true" />
                  Make plate<span className="sr-only"> of {group.displayName}</span>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Make a plate?"
        destructive={false}
        confirmLabel="Make plate"
        onConfirm={() => {
          if (asking) void run({ kind: 'create', orderIds: asking.orderIds, colourKey: asking.key }, 'Plate made');
          setAsking(null);
        }}
        description={
          asking
            ? `${plateTakes(asking.keychains, perPlate)} of ${asking.keychains} ${asking.displayName} keychains (${asking.textFilamentName} on ${asking.plateFilamentName}), oldest first, go on a new plate.`
            : ''
        }
      />
    </section>
  );
}

function DayPlates({ enabled }: { enabled: boolean }) {
  const day = useDayPlates(enabled);
  const [checking, setChecking] = useState<Plate | null>(null);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <SectionTitle id={titleId}>Today&apos;s plates</SectionTitle>
      {day.isLoading || day.isError ? (
        <QueryStatus query={day} loading="Loading today's plates…" error="Failed to Load Today's Plates" />
      ) : !day.data || day.data.plates.length === 0 ? (
        <EmptyTab icon={Printer}>
          <p className="font-semibold text-gray-900">No plates today</p>
          <p className="max-w-sm text-sm text-gray-600">Make a plate from the keychains waiting above.</p>
        </EmptyTab>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            {day.data.plates.length} {day.data.plates.length === 1 ? 'plate' : 'plates'} ·{' '}
            {dayTotalText(day.data.plates.filter((p) => p.estimatedSeconds !== null).length, day.data.totals)}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {day.data.plates.map((plate) => (
              <li key={plate.id}>
                <PlateCard plate={plate} onCheck={setChecking} />
              </li>
            ))}
          </ul>
        </>
      )}
      <CheckDialog plate={checking} onClose={() => setChecking(null)} />
    </section>
  );
}

function ProgressList({ orders }: { orders: readonly OrderPrintProgress[] }) {
  return (
    <ul className="grid gap-1 text-sm">
      {orders.map((o) => (
        <li key={o.orderId} className="flex items-center justify-between gap-3 rounded-lg bg-gray-50 px-3 py-2">
          <span className="font-semibold text-gray-900">Order #{o.orderId}</span>
          <span className="text-gray-700">{progressText(o)}</span>
        </li>
      ))}
    </ul>
  );
}

function OrderProgress({ enabled }: { enabled: boolean }) {
  const progress = usePlateProgress(enabled);
  const ready = useReadyToShip(enabled);
  const progressId = useId();
  const readyId = useId();
  const inProgress = (progress.data?.orders ?? []).filter((o) => !o.readyToShip);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby={progressId} className="grid content-start gap-3">
        <SectionTitle id={progressId}>Orders in print</SectionTitle>
        {progress.isLoading || progress.isError ? (
          <QueryStatus query={progress} loading="Loading the orders' progress…" error="Failed to Load the Orders' Progress" />
        ) : inProgress.length === 0 ? (
          <p className="text-sm text-gray-600">No orders in print.</p>
        ) : (
          <ProgressList orders={inProgress} />
        )}
      </section>
      <section aria-labelledby={readyId} className="grid content-start gap-3">
        <SectionTitle id={readyId}>
          <Truck className="mr-2 inline h-5 w-5" aria-hidden="true" />
          Ready to ship
        </SectionTitle>
        {ready.isLoading || ready.isError ? (
          <QueryStatus query={ready} loading="Loading the orders ready to ship…" error="Failed to Load the Orders Ready to Ship" />
        ) : !ready.data || ready.data.orders.length === 0 ? (
          <p className="text-sm text-gray-600">No order has all its keychains passed yet.</p>
        ) : (
          <ProgressList orders={ready.data.orders} />
        )}
      </section>
    </div>
  );
}

/** The plates part of the Print queue tab; `enabled` false while the tab is hidden. */
export function PlatesBoard({ enabled = true }: { enabled?: boolean }) {
  return (
    <div className="grid gap-6">
      <QueueGroups enabled={enabled} />
      <DayPlates enabled={enabled} />
      <OrderProgress enabled={enabled} />
    </div>
  );
}
