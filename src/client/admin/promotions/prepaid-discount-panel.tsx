/**
 * The prepaid discount setting of the Promotions tab (docs/product.md#prepaid-discount): off, a
 * whole percent or a fixed amount in rupees off every order paid online. Those who may write
 * promotions (owner, manager) change it; others read it. Rupees typed here go to the API as paise;
 * the server's message is shown as it is, and a save says what now applies.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { BadgePercent, Loader2 } from 'lucide-react';
import { decimalToPaise, formatRupees, paiseToRupeeInput } from '#shared/money';
import type { PrepaidDiscountSetting } from '#shared/schemas/promotion';
import { ApiError } from '../../api/fetch';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useCan } from '../staff-context';
import { usePrepaidDiscount, useSavePrepaidDiscount } from './promotions-api';

type Mode = 'off' | 'percentage' | 'fixed';

/** "5 % off every order paid online", "₹25 off every order paid online" or "Off". */
export function describePrepaid(setting: PrepaidDiscountSetting): string {
  if (!setting.type || setting.value <= 0) return 'Off';
  const off = setting.type === 'percentage' ? `${setting.value} %` : formatRupees(setting.value);
  return `${off} off every order paid online`;
}

/** The form's choice as the API's setting, or the message of a bad amount. */
export function prepaidFromForm(mode: Mode, text: string): PrepaidDiscountSetting | { error: string } {
  if (mode === 'off') return { type: null, value: 0 };
  if (mode === 'percentage') {
    const percent = Number(text.trim());
    return Number.isInteger(percent) && percent >= 1 && percent <= 100 && /^\d+$/.test(text.trim())
      ? { type: 'percentage', value: percent }
      : { error: 'A percentage is a whole number from 1 to 100' };
  }
  try {
    const paise = decimalToPaise(text.trim());
    if (paise >= 100) return { type: 'fixed', value: paise };
  } catch {
    // falls through to the message
  }
  return { error: 'Enter rupees of at least ₹1, e.g. 25 or 25.50' };
}

function PrepaidForm({ setting }: { setting: PrepaidDiscountSetting }) {
  const save = useSavePrepaidDiscount();
  const canWrite = useCan('promotions:write');
  const [mode, setMode] = useState<Mode>(setting.type ?? 'off');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setMode(setting.type ?? 'off');
    setValue(setting.type === 'fixed' ? paiseToRupeeInput(setting.value) : setting.type ? String(setting.value) : '');
  }, [setting]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const next = prepaidFromForm(mode, value);
    if ('error' in next) {
      setError(next.error);
      return;
    }
    try {
      const saved = await save.mutateAsync(next);
      toast({
        title: saved.type ? 'Prepaid discount saved' : 'Prepaid discount turned off',
        description: saved.type ? `${describePrepaid(saved)}, from the next order.` : 'Orders paid online pay the full price again.',
        variant: 'success',
      });
    } catch (cause) {
      const message = cause instanceof ApiError ? cause.serverMessage : 'The setting could not be saved. Please try again.';
      setError(message);
      toast({ title: 'Prepaid discount not saved', description: message, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Prepaid discount" className="grid gap-3">
      <fieldset disabled={!canWrite || save.isPending} className="grid gap-3 sm:grid-cols-[auto_12rem_auto] sm:items-end sm:justify-start">
        <legend className="sr-only">Prepaid discount</legend>
        <div role="radiogroup" aria-label="Prepaid discount type" className="flex flex-wrap gap-2">
          {(
            [
              ['off', 'Off'],
              ['percentage', 'Percentage'],
              ['fixed', 'Fixed (₹)'],
            ] as const
          ).map(([key, label]) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-pink-500 has-[:checked]:bg-pink-50 has-[:checked]:font-semibold"
            >
              <input type="radio" name="prepaid-mode" value={key} checked={mode === key} onChange={() => setMode(key)} />
              {label}
            </label>
          ))}
        </div>
        {mode !== 'off' ? (
          <label htmlFor="prepaid-value" className="grid gap-1 text-sm text-gray-700">
            {mode === 'percentage' ? 'Percent off online orders' : 'Rupees off online orders'}
            <Input
              id="prepaid-value"
              inputMode={mode === 'percentage' ? 'numeric' : 'decimal'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'prepaid-error' : undefined}
            />
          </label>
        ) : (
          <span aria-hidden />
        )}
        {canWrite && (
          <Button type="submit" variant="brand">
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Save
          </Button>
        )}
      </fieldset>
      {error && (
        <p id="prepaid-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}

export function PrepaidDiscountPanel() {
  const setting = usePrepaidDiscount();
  return (
    <section aria-labelledby="prepaid-title" className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="prepaid-title" className="flex items-center gap-2 text-base font-bold text-gray-900">
            <BadgePercent className="h-5 w-5 text-pink-600" aria-hidden />
            Prepaid discount
          </h3>
          <p className="text-sm text-gray-600">Off by default. Taken off every order paid online, after any coupon.</p>
        </div>
        {setting.data && (
          <span
            className={
              setting.data.type
                ? 'rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800'
                : 'rounded bg-gray-100 px-2 py-0.5 text-sm text-gray-700'
            }
            data-testid="prepaid-now"
          >
            {describePrepaid(setting.data)}
          </span>
        )}
      </div>
      {setting.data ? (
        <PrepaidForm setting={setting.data} />
      ) : (
        <QueryStatus query={setting} loading="Loading the prepaid discount…" error="Failed to Load the Prepaid Discount" />
      )}
    </section>
  );
}
