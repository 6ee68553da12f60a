/**
 * The new-code form of the Promotions tab (docs/product.md#coupon-codes): code, percentage or
 * fixed rupees, minimum order, cap, limits, start and end days (India's time) and first order
 * only. Rupees typed here go to the API as paise; the server's 400 or 409 message is shown as it
 * is, and a created code is confirmed.
 */
import { useState, type FormEvent } from 'react';
import { decimalToPaise } from '#shared/money';
import type { CreatePromotionRequest } from '#shared/schemas/promotion';
import { ApiError } from '../../api/fetch';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useCreatePromotion } from './promotions-api';

/** Paise of a rupee field, undefined when empty; NaN marks a bad amount. */
function rupeesField(text: string): number | undefined {
  if (!text.trim()) return undefined;
  try {
    return decimalToPaise(text);
  } catch {
    return Number.NaN;
  }
}

/**
 * A date field (YYYY-MM-DD, India's day) as an instant: the start of the day for a start, its
 * last second for an end; undefined when empty.
 */
export function istDayInstant(date: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return `${date}T${edge === 'start' ? '00:00:00' : '23:59:59'}+05:30`;
}

/** A whole number field, undefined when empty. */
function countField(text: string): number | undefined {
  return text.trim() ? Number(text) : undefined;
}

export function PromotionForm() {
  const create = useCreatePromotion();
  const [values, setValues] = useState({
    code: '',
    type: 'percentage',
    value: '',
    minOrder: '',
    maxDiscount: '',
    usageLimit: '',
    perCustomer: '',
    startsOn: '',
    endsOn: '',
  });
  const [firstOrderOnly, setFirstOrderOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: CreatePromotionRequest = {
      code: values.code,
      type: values.type as 'percentage' | 'fixed',
      value: values.type === 'percentage' ? Number(values.value) : (rupeesField(values.value) ?? Number.NaN),
      minOrderPaise: rupeesField(values.minOrder),
      maxDiscountPaise: rupeesField(values.maxDiscount),
      usageLimit: countField(values.usageLimit),
      perCustomerLimit: countField(values.perCustomer),
      startsAt: istDayInstant(values.startsOn, 'start'),
      endsAt: istDayInstant(values.endsOn, 'end'),
      firstOrderOnly,
    };
    if ([body.value, body.minOrderPaise, body.maxDiscountPaise].some((n) => n !== undefined && n !== null && Number.isNaN(n))) {
      setError('Amounts are rupees, e.g. 25 or 25.50');
      return;
    }
    try {
      const created = await create.mutateAsync(body);
      setValues({ ...values, code: '', value: '' });
      toast({ title: `Code ${created.code} created`, description: 'Shoppers can use it at checkout now.', variant: 'success' });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.serverMessage : 'The code could not be saved. Please try again.');
    }
  };

  const field = (id: string, label: string, key: keyof typeof values, extra: Record<string, string> = {}) => (
    <label htmlFor={id} className="grid gap-1 text-sm text-gray-700">
      {label}
      <Input id={id} value={values[key]} onChange={set(key)} {...extra} />
    </label>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-4"
      aria-label="New code"
    >
      {field('promo-code', 'Code', 'code', { autoCapitalize: 'characters' })}
      <label htmlFor="promo-type" className="grid gap-1 text-sm text-gray-700">
        Type
        <select id="promo-type" value={values.type} onChange={set('type')} className="h-10 rounded-md border border-gray-300 px-2">
          <option value="percentage">Percentage</option>
          <option value="fixed">Fixed (₹)</option>
        </select>
      </label>
      {field('promo-value', values.type === 'percentage' ? 'Percent off' : 'Rupees off', 'value', { inputMode: 'decimal' })}
      {field('promo-min', 'Minimum order (₹)', 'minOrder', { inputMode: 'decimal' })}
      {field('promo-max', 'Largest discount (₹)', 'maxDiscount', { inputMode: 'decimal' })}
      {field('promo-limit', 'Uses in all', 'usageLimit', { inputMode: 'numeric' })}
      {field('promo-per-customer', 'Uses per customer', 'perCustomer', { inputMode: 'numeric' })}
      {field('promo-starts', 'Starts on (optional)', 'startsOn', { type: 'date' })}
      {field('promo-ends', 'Ends on (optional)', 'endsOn', { type: 'date' })}
      <label className="flex items-center gap-2 self-end pb-2 text-sm text-gray-700">
        <input type="checkbox" checked={firstOrderOnly} onChange={(event) => setFirstOrderOnly(event.target.checked)} />
        First order only
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-3">
          {error}
        </p>
      )}
      <Button type="submit" variant="brand" disabled={create.isPending} className="sm:col-start-4">
        Create code
      </Button>
    </form>
  );
}
