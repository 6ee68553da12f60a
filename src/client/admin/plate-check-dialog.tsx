/**
 * The quality check of a printed plate (docs/print-room.md#plates): the operator ticks
 * the keychains that failed, which go back to the queue; the rest pass.
 */
import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { Plate } from '#shared/schemas/plates';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../components/ui/dialog';
import { useRunMove } from './plate-parts';

/** The check of `plate` (closed while null); `onClose` runs on Cancel and after the check is saved. */
export function CheckDialog({ plate, onClose }: { plate: Plate | null; onClose: () => void }) {
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
