/**
 * /track's form and its answer (docs/decisions/053): the order number and the phone or e-mail
 * it was placed with → the order's steps, its courier and AWB, and the expected day. A chunk of
 * its own, with react-hook-form and the lookup's schema, that hydrates when the visitor reaches
 * for the form (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Loader2, PackageSearch, Truck } from 'lucide-react';
import { arrivalLabel, TrackQuery, type TrackResponse } from '#shared/schemas/shipping';
import { ApiError } from '../api/fetch';
import { useTracking } from '../api/shipping';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { formatDateTime } from '../lib/dates';
import { useHydrated } from '../lib/use-hydrated';
import { cn } from '../lib/utils';
import { TRACK_LOOKUP_ID } from './track-lookup-id';

type TrackForm = { order: string; contact: string };

/** The answer to show for a failed lookup. */
function lookupError(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return 'Too many tries. Please wait a minute and try again.';
  if (error instanceof ApiError && error.status === 404) return error.serverMessage;
  return 'We could not look up your order right now. Please try again.';
}

function TrackResult({ result }: { result: TrackResponse }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [result.orderId]);
  const current = result.steps.filter((s) => s.done).at(-1);
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-extrabold text-gray-950 focus:outline-none">
            Order #{result.orderId}: {current?.label ?? 'Placed'}
          </h2>
          {result.expectedDelivery && (
            <p className="flex items-center gap-2 font-semibold text-green-700">
              <Truck className="h-4 w-4" aria-hidden />
              {arrivalLabel(result.expectedDelivery)}
            </p>
          )}
        </div>
        {result.notice && <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">{result.notice}</p>}
        <ol className="grid gap-0" aria-label="Order progress">
          {result.steps.map((s, i) => (
            <li key={s.step} className="flex gap-3" aria-current={s === current ? 'step' : undefined}>
              <div className="flex flex-col items-center">
                <span
                  className={cn(
                    'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2',
                    s.done ? 'border-green-600 bg-green-600 text-white' : 'border-gray-300 bg-white text-gray-400',
                  )}
                >
                  {s.done ? <Check className="h-4 w-4" aria-hidden /> : <span className="text-xs font-bold">{i + 1}</span>}
                </span>
                {i < result.steps.length - 1 && (
                  <span className={cn('w-0.5 flex-1', s.done ? 'bg-green-600' : 'bg-gray-200')} aria-hidden />
                )}
              </div>
              <div className="min-w-0 pb-5">
                <p className={cn('font-semibold', s.done ? 'text-gray-950' : 'text-gray-500')}>
                  {s.label}
                  <span className="sr-only">{s.done ? ' (done)' : ' (not yet)'}</span>
                </p>
                {s.at && <p className="text-sm text-gray-600">{formatDateTime(s.at)}</p>}
                {s.step === 'shipped' && s.done && result.awb && (
                  <p className="break-all text-sm text-gray-700">
                    {result.courier} · AWB <span className="font-mono font-semibold">{result.awb}</span>
                    {result.trackingUrl?.startsWith('https://') && (
                      <>
                        {' · '}
                        <a
                          href={result.trackingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-semibold text-pink-700 underline"
                        >
                          Courier’s tracking
                        </a>
                      </>
                    )}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/**
 * The track form and its result: the order number and the phone or e-mail, looked up on submit.
 * Its own chunk, hydrated when the visitor reaches for the form (track-page.tsx).
 */
export function TrackLookup() {
  const hydrated = useHydrated();
  const [lookup, setLookup] = useState<TrackForm | null>(null);
  const form = useForm<TrackForm>({ resolver: zodResolver(TrackQuery), defaultValues: { order: '', contact: '' }, mode: 'onTouched' });
  const { register, handleSubmit, formState, setValue, getValues } = form;
  // A link from an e-mail names the order (?order=1042); read only after hydration (decision 030),
  // and never over a number the visitor typed before it (decision 096).
  useEffect(() => {
    if (!hydrated) return;
    const order = new URLSearchParams(window.location.search).get('order');
    if (order && /^\d{1,9}$/.test(order) && getValues('order') === '') setValue('order', order);
  }, [hydrated, setValue, getValues]);
  const tracking = useTracking(lookup);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit((values) => setLookup({ order: values.order.trim().replace(/^#/, ''), contact: values.contact.trim() }))(event);
  const busy = tracking.isFetching;

  return (
    <div id={TRACK_LOOKUP_ID} className="grid gap-6">
      <Card>
        <CardContent className="pt-6">
          <form
            // Should the browser ever submit it itself (no script yet), the contact stays out of the URL (decision 096).
            method="post"
            noValidate
            onSubmit={submit}
            aria-label="Track your order"
            className="grid gap-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
          >
            <Field id="track-order" label="Order number" error={formState.errors.order?.message}>
              {(aria) => <Input inputMode="numeric" autoComplete="off" placeholder="1042" {...aria} {...register('order')} />}
            </Field>
            <Field id="track-contact" label="Phone or e-mail" error={formState.errors.contact?.message}>
              {(aria) => <Input autoComplete="email" placeholder="98765 43210 or you@example.in" {...aria} {...register('contact')} />}
            </Field>
            <Button type="submit" variant="brand" className="sm:mt-[1.6rem]" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : <PackageSearch aria-hidden />}
              {busy ? 'Looking…' : 'Track'}
            </Button>
          </form>
          {tracking.isError && !busy && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-600">
              {lookupError(tracking.error)}
            </p>
          )}
        </CardContent>
      </Card>
      {tracking.data && !tracking.isError && <TrackResult result={tracking.data} />}
    </div>
  );
}
