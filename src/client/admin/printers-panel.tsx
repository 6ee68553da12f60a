/**
 * The print room's printers (docs/print-room.md#printers): each printer's last state, progress
 * and time left (read every 10 s), add and remove printers, and "Send to printer" for the
 * day's queued plates.
 */
import { useState, type FormEvent } from 'react';
import { Loader2, Plus, Send, Trash2 } from 'lucide-react';
import { CreatePrinterRequest, PRINTER_KINDS, type Printer, type PrinterKind, type PrinterState } from '#shared/schemas/printers';
import { QueryStatus } from '../components/query-status';
import { Button } from '../components/ui/button';
import { useCan } from './staff-context';
import { Card } from '../components/ui/card';
import { ConfirmDialog } from '../components/ui/dialog';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import { mutationErrorText } from './customization/customization-api';
import { timeLeftText, useAddPrinter, usePrinters, useRemovePrinter, useSendablePlates, useSendPlate } from './printers-api';
import { countOf } from '#shared/plural';
import { formatTime } from '../lib/dates';

const KIND_NAMES: Record<PrinterKind, string> = { prusalink: 'PrusaLink', moonraker: 'Moonraker', octoprint: 'OctoPrint' };

function StateLine({ state }: { state: PrinterState | null }) {
  if (!state) return <p className="text-sm text-gray-500">Not read yet</p>;
  switch (state.state) {
    case 'idle':
      return <p className="text-sm text-gray-700">Idle</p>;
    case 'finished':
      return <p className="text-sm font-medium text-green-700">Finished: take the plate off</p>;
    case 'error':
      return <p className="text-sm font-medium text-red-700">Error: {state.message}</p>;
    case 'printing':
    case 'paused':
      return (
        <div className="grid gap-1">
          <p className={state.state === 'paused' ? 'text-sm font-medium text-amber-700' : 'text-sm text-gray-800'}>
            {state.state === 'paused' ? 'Paused: load the text filament' : 'Printing'} · {state.progressPercent}%
            {state.secondsLeft !== null ? ` · ${timeLeftText(state.secondsLeft)} left` : ''}
          </p>
          <div
            className="h-2 rounded bg-gray-200"
            role="progressbar"
            aria-valuenow={state.progressPercent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label="Print progress"
          >
            <div className="h-2 rounded bg-gray-900" style={{ width: `${state.progressPercent}%` }} />
          </div>
        </div>
      );
  }
}

function AddPrinterForm() {
  const add = useAddPrinter();
  const [values, setValues] = useState({ name: '', kind: 'prusalink' as PrinterKind, url: '', apiKey: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreatePrinterRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const printer = await add.mutateAsync(values);
      toast({ title: 'Printer added', description: `${printer.name} is read every 10 s.`, variant: 'success' });
      setValues({ name: '', kind: values.kind, url: '', apiKey: '' });
    } catch (error) {
      toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' });
    }
  };

  return (
    <form className="mt-4 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate aria-label="Add a printer">
      <Field label="Name" error={errors.name}>
        {(aria) => <Input {...aria} value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} maxLength={60} />}
      </Field>
      <Field label="Kind" error={errors.kind}>
        {(aria) => (
          <select
            {...aria}
            className="h-10 rounded-md border border-gray-300 bg-white px-3 text-sm"
            value={values.kind}
            onChange={(e) => setValues({ ...values, kind: e.target.value as PrinterKind })}
          >
            {PRINTER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Address" error={errors.url}>
        {(aria) => (
          <Input
            {...aria}
            value={values.url}
            onChange={(e) => setValues({ ...values, url: e.target.value })}
            placeholder="http://192.168.1.50"
            inputMode="url"
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="API key" error={errors.apiKey}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            autoComplete="off"
            value={values.apiKey}
            onChange={(e) => setValues({ ...values, apiKey: e.target.value })}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
          Add printer
        </Button>
      </div>
    </form>
  );
}

function SendPlates({ printers }: { printers: readonly Printer[] }) {
  const plates = useSendablePlates(printers.length > 0);
  const send = useSendPlate();
  const [choice, setChoice] = useState<Record<number, number>>({});
  const queued = plates.data?.plates.filter((p) => p.state === 'queued') ?? [];
  if (printers.length === 0) return null;
  if (plates.isLoading || plates.isError)
    return <QueryStatus query={plates} loading="Loading the plates…" error="Failed to Load the Plates" layout="inline" />;
  if (queued.length === 0) return <p className="mt-4 text-sm text-gray-600">No queued plates to send today.</p>;

  const sendPlate = async (plateId: number) => {
    const printerId = choice[plateId] ?? printers[0]!.id;
    try {
      await send.mutateAsync({ plateId, printerId });
      toast({ title: 'Plate sent', description: `Plate #${plateId} is printing.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Not sent', description: mutationErrorText(error), variant: 'destructive' });
    }
  };

  return (
    <ul className="mt-4 grid gap-2" aria-label="Queued plates">
      {queued.map((plate) => (
        <li key={plate.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 p-3">
          <span className="min-w-0 flex-1 text-sm font-medium text-gray-900">
            Plate #{plate.id} · {plate.colourCombination.displayName} · {countOf(plate.keychains.length, 'keychain')}
          </span>
          <label className="sr-only" htmlFor={`send-plate-${plate.id}`}>
            Printer for plate #{plate.id}
          </label>
          <select
            id={`send-plate-${plate.id}`}
            className="h-10 rounded-md border border-gray-300 bg-white px-2 text-sm"
            value={choice[plate.id] ?? printers[0]!.id}
            onChange={(e) => setChoice({ ...choice, [plate.id]: Number(e.target.value) })}
          >
            {printers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <Button type="button" size="sm" disabled={send.isPending} onClick={() => void sendPlate(plate.id)}>
            {send.isPending && send.variables?.plateId === plate.id ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            Send to printer
            {/* Each plate's button has a name of its own (WCAG 2.4.6); the visible words come first (2.5.3). */}
            <span className="sr-only">: plate #{plate.id}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The Printers panel of the Print queue tab. */
export function PrintersPanel({ enabled = true }: { enabled?: boolean }) {
  // Adding and removing printers touches their addresses and keys: the owner's (shared/staff-roles.ts).
  const canManage = useCan('printers:keys');
  const printers = usePrinters(enabled);
  const remove = useRemovePrinter();
  const [removing, setRemoving] = useState<Printer | null>(null);
  const list = printers.data?.printers ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ title: 'Printer removed', description: `${removing.name} was removed.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' });
    }
    setRemoving(null);
  };

  return (
    <Card className="p-4 sm:p-5" aria-labelledby="printers-title">
      <h3 id="printers-title" className="font-bold text-gray-900">
        Printers
      </h3>
      {printers.isLoading || printers.isError ? (
        <QueryStatus query={printers} loading="Loading the printers…" error="Failed to Load the Printers" />
      ) : list.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">No printers yet. Add one to send plates to it.</p>
      ) : (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2" aria-label="Printers">
          {list.map((printer) => (
            <li key={printer.id} className="grid gap-2 rounded-lg border border-gray-200 p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-gray-900">{printer.name}</p>
                  <p className="truncate text-xs text-gray-500">
                    {KIND_NAMES[printer.kind]} · {printer.url}
                  </p>
                </div>
                {canManage && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setRemoving(printer)}
                    aria-label={`Remove ${printer.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
              <StateLine state={printer.lastState} />
              {printer.stateReadAt ? <p className="text-xs text-gray-500">Read at {formatTime(printer.stateReadAt)}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <SendPlates printers={list} />
      {canManage && <AddPrinterForm />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove printer?"
        confirmLabel="Remove"
        onConfirm={() => void confirmRemove()}
        description={removing ? `${removing.name} will no longer be read or sent plates. Plates already sent keep printing.` : ''}
      />
    </Card>
  );
}
