/**
 * Promotions tab (docs/product.md#promotions, docs/product.md#promotion-reports): the new-code
 * form for those who may write, and every code with its results and its pause, resume and end.
 */
import { TicketPercent } from 'lucide-react';
import { formatRupees } from '#shared/money';
import type { PromotionView } from '#shared/schemas/promotion';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { EmptyTab, TabHeading } from '../tab-parts';
import { formatDayMonth } from '../../lib/dates';
import { PromotionForm } from './promotion-form';
import { PrepaidDiscountPanel } from './prepaid-discount-panel';
import { useCan } from '../staff-context';
import { usePromotions, useUpdatePromotion } from './promotions-api';

/** "10 % off", "₹50 off, up to ₹100". */
function describe(p: PromotionView): string {
  const off = p.type === 'percentage' ? `${p.value} % off` : `${formatRupees(p.value)} off`;
  const cap = p.maxDiscountPaise !== null ? `, up to ${formatRupees(p.maxDiscountPaise)}` : '';
  const min = p.minOrderPaise !== null ? ` on ${formatRupees(p.minOrderPaise)} or more` : '';
  const day = formatDayMonth;
  const from = p.startsAt ? `, from ${day(p.startsAt)}` : '';
  const until = p.endsAt ? `, until ${day(p.endsAt)}` : '';
  return `${off}${cap}${min}${p.firstOrderOnly ? ', first order only' : ''}${from}${until}`;
}

export function PromotionsTab() {
  const promotions = usePromotions();
  const update = useUpdatePromotion();
  const list = promotions.data?.promotions ?? [];
  const canWrite = useCan('promotions:write');
  return (
    <section aria-labelledby="promotions-title" className="grid gap-5">
      <TabHeading id="promotions-title" title="Promotions" className="text-xl font-bold text-gray-950">
        Coupon codes, their uses and what they brought in, and the discount for paying online.
      </TabHeading>
      <PrepaidDiscountPanel />
      {canWrite && <PromotionForm />}
      {promotions.isLoading || promotions.isError ? (
        <QueryStatus query={promotions} loading="Loading promotions…" error="Failed to Load Promotions" />
      ) : list.length === 0 ? (
        <EmptyTab icon={TicketPercent}>
          <p className="text-gray-700">No codes yet.</p>
        </EmptyTab>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.map((p) => (
            <li key={p.id} className="rounded-lg border border-gray-200 bg-white p-4" data-testid={`promotion-${p.code}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-lg font-semibold">{p.code}</span>
                <span className="rounded bg-gray-100 px-2 py-0.5 text-xs uppercase text-gray-700">{p.status}</span>
              </div>
              <p className="text-sm text-gray-700">{describe(p)}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                {(
                  [
                    ['Uses', p.usageLimit === null ? String(p.usesHeld) : `${p.usesHeld} of ${p.usageLimit}`],
                    ['Paid / abandoned', `${p.paidOrders} / ${p.releasedOrders}`],
                    ['Revenue', formatRupees(p.revenuePaise)],
                    ['Discount given', formatRupees(p.discountGivenPaise)],
                    ['Average order', formatRupees(p.averageOrderPaise)],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-gray-500">{term}</dt>
                    <dd className="font-semibold tabular-nums text-gray-900">{value}</dd>
                  </div>
                ))}
              </dl>
              {canWrite && p.status !== 'ended' && (
                <div className="mt-3 flex gap-2">
                  <Button
                    variant="outline"
                    disabled={update.isPending}
                    onClick={() => update.mutate({ id: p.id, action: p.status === 'paused' ? 'resume' : 'pause' })}
                  >
                    {p.status === 'paused' ? 'Resume' : 'Pause'}
                  </Button>
                  <Button variant="ghost" disabled={update.isPending} onClick={() => update.mutate({ id: p.id, action: 'end' })}>
                    End
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
