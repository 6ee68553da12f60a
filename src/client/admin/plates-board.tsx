/**
 * The Print queue's plates (docs/print-room.md#plates): queued keychains by colour combination
 * with "Make plate", the day's plates with their moves (3MF, start, printed, quality check,
 * slicer estimate), each order's "n of m printed" and the orders ready to ship.
 */
import { useId, useState } from 'react';
import { CheckCircle2, Download, Gauge, Layers, Loader2, Play, Printer, Truck } from 'lucide-react';
import type { OrderPrintProgress, Plate, PlateState, QueuedKeychainGroup } from '#shared/schemas/plates';
import { QueryStatus } from '../components/query-status';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ConfirmDialog, Dialog, DialogContent, DialogFooter, DialogHeading } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import {
  dayTotalText,
  formatGrams,
  formatPrintTime,
  plateMoveFailure,
  plateTakes,
  progressText,
  useDayPlates,
  usePlateMove,
  usePlateProgress,
  usePlateQueue,
  useReadyToShip,
  type PlateMove,
} from './plates-api';
import { EmptyTab } from './tab-parts';
import { countOf } from '#shared/plural';

const STATE_LABEL: Record<PlateState, string> = { queued: 'Queued', printing: 'Printing', printed: 'Printed', checked: 'Checked' };
const STATE_BADGE: Record<PlateState, 'secondary' | 'warning' | 'brand' | 'success'> = {
  queued: 'secondary',
  printing: 'warning',
  printed: 'brand',
  checked: 'success',
};

function Swatch({ fontColor, backgroundColor }: { fontColor: string; backgroundColor: string }) {
  return (
    <span
      className="inline-flex h-9 w-14 shrink-0 items-center justify-center rounded-md text-sm font-extrabold ring-1 ring-black/10"
      style={{ color: fontColor, backgroundColor }}
      aria-hidden="true"
    >
      Aa
    </span>
  );
}

function SectionTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-bold text-gray-950">
      {children}
    </h3>
  );
}

/** Runs a move with its toasts; answers whether it succeeded. */
function useRunMove() {
  const move = usePlateMove();
  async function run(m: PlateMove, success: string): Promise<boolean> {
    try {
      await move.mutateAsync(m);
      toast({ title: success, variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...plateMoveFailure(m, error), variant: 'destructive' });
      return false;
    }
  }
  return { run, pending: move.isPending, variables: move.variables };
}

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

function CheckDialog({ plate, onClose }: { plate: Plate | null; onClose: () => void }) {
  const { run, pending } = useRunMove();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const ref = (k: { orderId: number; keychainIndex: number }) => `${k.orderId}:${k.keychainIndex}`;
  return (
    <Dialog
      open={plate !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailed(new Set());
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeading title={plate ? `Quality check of plate #${plate.id}` : 'Quality check'}>
          Tick the keychains that failed; they go back to the queue. The rest pass.
        </DialogHeading>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">Failed keychains</legend>
          {plate?.keychains.map((k) => (
            <label key={ref(k)} className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-pink-600"
                checked={failed.has(ref(k))}
                onChange={(e) =>
                  setFailed((current) => {
                    const next = new Set(current);
                    if (e.target.checked) next.add(ref(k));
                    else next.delete(ref(k));
                    return next;
                  })
                }
              />
              <span className="min-w-0 break-words">
                <span className="font-semibold">#{k.orderId}</span> keychain {k.keychainIndex + 1}: {k.text}
              </span>
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={pending || !plate}
            onClick={() => {
              if (!plate) return;
              const list = plate.keychains
                .filter((k) => failed.has(ref(k)))
                .map(({ orderId, keychainIndex }) => ({ orderId, keychainIndex }));
              const passed = plate.keychains.length - list.length;
              void run({ kind: 'check', id: plate.id, failed: list }, `${passed} passed, ${list.length} failed`).then(() => {
                setFailed(new Set());
                onClose();
              });
            }}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Confirm check
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PlateCard({ plate, onCheck }: { plate: Plate; onCheck: (plate: Plate) => void }) {
  const { run, pending, variables } = useRunMove();
  const estimating = pending && variables?.kind === 'estimate';
  const c = plate.colourCombination;
  const passed = plate.keychains.filter((k) => k.result === 'passed').length;
  const failed = plate.keychains.filter((k) => k.result === 'failed').length;
  const label = `plate #${plate.id}`;
  return (
    <Card className="grid gap-3 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-3">
        <Swatch fontColor={c.fontColor} backgroundColor={c.backgroundColor} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-bold text-gray-900">
            Plate #{plate.id} <Badge variant={STATE_BADGE[plate.state]}>{STATE_LABEL[plate.state]}</Badge>
          </p>
          <p className="text-sm text-gray-800">
            {c.textFilamentName} on {c.plateFilamentName} · {plate.keychains.length}{' '}
            {plate.keychains.length === 1 ? 'keychain' : 'keychains'}
            {plate.state === 'checked' && ` · ${passed} passed, ${failed} failed`}
          </p>
          <p className="text-xs text-gray-600">
            {plate.estimatedSeconds === null || plate.filamentGrams === null
              ? 'Not estimated'
              : `Slicer: ${formatPrintTime(plate.estimatedSeconds)} · ${formatGrams(plate.filamentGrams)}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={plate.file3mfUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Download 3MF<span className="sr-only"> of {label}</span>
        </a>
        {plate.state === 'queued' && (
          <Button
            size="sm"
            variant="brand"
            disabled={pending}
            onClick={() => void run({ kind: 'start', id: plate.id }, `Plate #${plate.id} printing`)}
          >
            <Play aria-hidden="true" />
            Start printing<span className="sr-only"> {label}</span>
          </Button>
        )}
        {plate.state === 'printing' && (
          <Button
            size="sm"
            variant="brand"
            disabled={pending}
            onClick={() => void run({ kind: 'printed', id: plate.id }, `Plate #${plate.id} printed`)}
          >
            <Printer aria-hidden="true" />
            Mark printed<span className="sr-only"> {label}</span>
          </Button>
        )}
        {plate.state === 'printed' && (
          <Button size="sm" variant="brand" onClick={() => onCheck(plate)}>
            <CheckCircle2 aria-hidden="true" />
            Quality check<span className="sr-only"> {label}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => void run({ kind: 'estimate', id: plate.id }, `Plate #${plate.id} estimated`)}
        >
          {estimating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Gauge aria-hidden="true" />}
          Estimate<span className="sr-only"> {label}</span>
        </Button>
      </div>
    </Card>
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
