/**
 * Cash on delivery settings in the admin's Settings tab (docs/product.md#cash-on-delivery):
 * COD on/off, the fee, the limit per order, the hours before an unconfirmed order cancels itself,
 * the returns to origin per phone before COD is refused, and the optional advance paid online by
 * orders above an amount. Owner and manager (`cod:settings`).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Save } from 'lucide-react';
import { decimalToPaise, paiseToRupeeInput } from '#shared/money';
import type { CodSettings, CodSettingsView } from '#shared/schemas/cod';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../api/fetch';
import { adminRequest } from '../admin-api';
import { TabHeading } from '../tab-parts';

const URL = '/api/admin/cod/settings';
const KEY = ['admin', 'cod-settings'] as const;

/** Paise of a rupee amount typed in the form (up to 7 digits and 2 decimals), or null when it is not one. */
function paiseOf(text: string): number | null {
  return /^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) ? decimalToPaise(text.trim()) : null;
}

interface Draft {
  enabled: boolean;
  fee: string;
  limit: string;
  hours: string;
  rto: string;
  /** Both empty = no advance. */
  advanceAbove: string;
  advance: string;
}

function draftOf(s: CodSettings): Draft {
  return {
    enabled: s.enabled,
    fee: paiseToRupeeInput(s.feePaise),
    limit: paiseToRupeeInput(s.limitPaise),
    hours: String(s.autoCancelHours),
    rto: String(s.rtoLimit),
    advanceAbove: s.advanceAbovePaise === null ? '' : paiseToRupeeInput(s.advanceAbovePaise),
    advance: s.advancePaise === null ? '' : paiseToRupeeInput(s.advancePaise),
  };
}

/**
 * The advance fields of `draft` as settings (docs/product.md#cash-on-delivery): both empty = no
 * advance; otherwise both in rupees, the advance at least ₹1 and less than the threshold. Answers
 * the error to show instead when they are not.
 */
export function advanceOf(
  draft: Pick<Draft, 'advanceAbove' | 'advance'>,
): Pick<CodSettings, 'advanceAbovePaise' | 'advancePaise'> | string {
  const above = draft.advanceAbove.trim();
  const advance = draft.advance.trim();
  if (above === '' && advance === '') return { advanceAbovePaise: null, advancePaise: null };
  if (above === '' || advance === '') return 'Fill in both advance fields, or leave both empty for no advance';
  const advanceAbovePaise = paiseOf(above);
  const advancePaise = paiseOf(advance);
  if (advanceAbovePaise === null || advancePaise === null) return 'Write the advance amounts in rupees, e.g. 1500 or 200';
  if (advancePaise < 100) return 'The advance must be at least ₹1';
  if (advancePaise >= advanceAbovePaise) return 'The advance must be less than the order total it applies above';
  return { advanceAbovePaise, advancePaise };
}

/** The COD settings card. */
export function CodSettingsSection() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => adminRequest<CodSettingsView>('GET', URL), staleTime: 0 });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data.settings));
  }, [query.data]);
  const save = useMutation({
    mutationFn: (body: CodSettings) => adminRequest<CodSettingsView>('PUT', URL, body),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      toast({ title: 'Cash on delivery settings saved', variant: 'success' });
    },
    onError: (cause) => setError(cause instanceof ApiError && cause.status < 500 ? cause.serverMessage : 'The settings could not be saved'),
  });
  if (!query.data || !draft)
    return <QueryStatus query={query} loading="Loading cash on delivery settings..." error="Failed to load the COD settings" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const feePaise = paiseOf(draft.fee);
    const limitPaise = paiseOf(draft.limit);
    const autoCancelHours = Number(draft.hours);
    const rtoLimit = Number(draft.rto);
    if (feePaise === null || limitPaise === null) return setError('Write the fee and the limit in rupees, e.g. 40 or 2000');
    if (!Number.isInteger(autoCancelHours) || autoCancelHours < 1) return setError('Auto-cancel needs a whole number of hours, 1 or more');
    if (!Number.isInteger(rtoLimit) || rtoLimit < 1) return setError('Returns per phone needs a whole number, 1 or more');
    const advance = advanceOf(draft);
    if (typeof advance === 'string') return setError(advance);
    save.mutate({ ...query.data.settings, enabled: draft.enabled, feePaise, limitPaise, autoCancelHours, rtoLimit, ...advance });
  };
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const number = (id: string, label: string, value: string, onChange: (v: string) => void, hint: string, prefix?: string) => (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {prefix && <span className="text-sm text-gray-600">{prefix}</span>}
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} inputMode="decimal" className="max-w-40" />
      </div>
      <p className="text-xs text-gray-600">{hint}</p>
    </div>
  );

  return (
    <section aria-labelledby="cod-settings-heading" className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <TabHeading id="cod-settings-heading" title="Cash on delivery" className="text-lg font-bold text-gray-900">
        Orders paid in cash to the courier. Each is confirmed with a code before it is printed.
      </TabHeading>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} aria-label="Cash on delivery settings">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900 sm:col-span-2">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
            className="h-4 w-4 accent-pink-600"
          />
          Offer cash on delivery at checkout
        </label>
        {number('cod-fee', 'COD fee', draft.fee, (fee) => set({ fee }), 'Added to the order total and taxed with it.', '₹')}
        {number('cod-limit', 'Limit per order', draft.limit, (limit) => set({ limit }), 'Larger orders must be paid online.', '₹')}
        {number(
          'cod-hours',
          'Auto-cancel after (hours)',
          draft.hours,
          (hours) => set({ hours }),
          'An order not confirmed by then is cancelled.',
        )}
        {number(
          'cod-rto',
          'Returns per phone before COD is refused',
          draft.rto,
          (rto) => set({ rto }),
          'Parcels returned to origin (RTO).',
        )}
        <p className="text-sm font-medium text-gray-900 sm:col-span-2">
          Advance for big orders <span className="font-normal text-gray-600">(leave both empty for none)</span>
        </p>
        {number(
          'cod-advance-above',
          'Advance due above',
          draft.advanceAbove,
          (advanceAbove) => set({ advanceAbove }),
          'Orders with a larger total pay an advance online first.',
          '₹',
        )}
        {number(
          'cod-advance',
          'Advance paid online',
          draft.advance,
          (advance) => set({ advance }),
          'The courier collects the rest. Less than the amount above.',
          '₹',
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" variant="brand" disabled={save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            Save COD settings
          </Button>
        </div>
      </form>
    </section>
  );
}
