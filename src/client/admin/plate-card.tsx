/**
 * One of the day's plates (docs/print-room.md#plates): its colours, state, slicer
 * estimate and the moves its state allows (3MF, start, printed, quality check, estimate).
 */
import { CheckCircle2, Download, Gauge, Loader2, Play, Printer } from 'lucide-react';
import type { Plate } from '#shared/schemas/plates';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { formatGrams, formatPrintTime } from './plates-api';
import { STATE_BADGE, STATE_LABEL, Swatch, useRunMove } from './plate-parts';

/** A plate's card; `onCheck` opens the quality check of a printed plate. */
export function PlateCard({ plate, onCheck }: { plate: Plate; onCheck: (plate: Plate) => void }) {
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
