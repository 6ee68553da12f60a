/**
 * What the plates board's pieces share (docs/print-room.md#plates): a plate's state
 * labels, the colour swatch, the section title and a plate move run with its toasts.
 */
import type { ReactNode } from 'react';
import type { PlateState } from '#shared/schemas/plates';
import { toast } from '../components/ui/toast';
import { plateMoveFailure, usePlateMove, type PlateMove } from './plates-api';

export const STATE_LABEL: Record<PlateState, string> = { queued: 'Queued', printing: 'Printing', printed: 'Printed', checked: 'Checked' };
export const STATE_BADGE: Record<PlateState, 'secondary' | 'warning' | 'brand' | 'success'> = {
  queued: 'secondary',
  printing: 'warning',
  printed: 'brand',
  checked: 'success',
};

export function Swatch({ fontColor, backgroundColor }: { fontColor: string; backgroundColor: string }) {
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

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-bold text-gray-950">
      {children}
    </h3>
  );
}

/** Runs a move with its toasts; answers whether it succeeded. */
export function useRunMove() {
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
