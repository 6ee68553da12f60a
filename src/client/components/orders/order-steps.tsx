/** The customer-facing steps of an order, for My Account and the dealer portal. */
import { Check } from 'lucide-react';
import { customerProgress } from '#shared/order-steps';
import { cn } from '../../lib/utils';

export function OrderSteps({ orderStatus, paymentStatus }: { orderStatus: string; paymentStatus: string }) {
  const progress = customerProgress(orderStatus, paymentStatus);
  const current = progress.steps.filter((s) => s.done).at(-1);
  return (
    <div className="mt-3">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-xs" aria-label="Order progress">
        {progress.steps.map((s, i) => (
          <li key={s.step} className="flex items-center gap-1" aria-current={s === current ? 'step' : undefined}>
            {i > 0 && <span className={cn('h-px w-3 sm:w-5', s.done ? 'bg-green-500' : 'bg-gray-300')} aria-hidden />}
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold',
                s.done ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-500',
              )}
            >
              {s.done && <Check className="h-3 w-3" aria-hidden />}
              {s.label}
              <span className="sr-only">{s.done ? ' (done)' : ' (not yet)'}</span>
            </span>
          </li>
        ))}
      </ol>
      {progress.stopped && <p className="mt-1 text-xs font-semibold text-red-700">This order was {progress.stopped}.</p>}
    </div>
  );
}
