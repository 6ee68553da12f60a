/** An order's timeline on the admin order card: status changes and payment events, oldest first. */
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import type { OrderTimelineEntry } from '#shared/schemas/admin-orders';
import { QueryStatus } from '../components/query-status';
import { queryKeys } from '../api/query-keys';
import { formatDateTime } from '../lib/dates';
import { adminRequest } from './admin-api';
import { statusLabel } from '../components/orders/status-label';

/** "admin", "payment:webhook", "staff:Priya Sharma" → "Admin", "Payment (webhook)", "Priya Sharma". */
export function actorLabel(actor: string): string {
  if (actor.startsWith('staff:')) return actor.slice('staff:'.length);
  const [who = actor, how] = actor.split(':');
  const name = who.charAt(0).toUpperCase() + who.slice(1);
  return how ? `${name} (${how})` : name;
}

/** What a timeline entry says. */
export function describeTimelineEntry(entry: OrderTimelineEntry): string {
  if (entry.kind === 'payment') {
    if (entry.to === 'created') return 'Payment started';
    if (entry.to === 'completed') return 'Paid';
    if (entry.to === 'failed') return 'Payment failed';
    if (entry.to === 'refunded') return 'Refunded';
    return `Payment ${entry.from ?? '—'} → ${entry.to ?? '—'}`;
  }
  // A courier's tracking event carries no status pair: its detail says what happened.
  if (entry.from === null && entry.to === null && entry.detail) return entry.detail;
  if (entry.from === null) return 'Order placed';
  return `${statusLabel(entry.from)} → ${statusLabel(entry.to ?? '')}`;
}

export function OrderTimeline({ orderId }: { orderId: number }) {
  const url = `/api/admin/orders/${orderId}/timeline`;
  const timeline = useQuery({
    queryKey: queryKeys.admin.orders.timeline(orderId),
    queryFn: () => adminRequest<OrderTimelineEntry[]>('GET', url),
    staleTime: 0,
  });
  if (timeline.isLoading || timeline.isError || !timeline.data)
    return <QueryStatus layout="inline" query={timeline} loading="Loading timeline…" error="Could not load the timeline." />;
  return (
    <ol className="grid gap-2" aria-label={`Timeline of order #${orderId}`}>
      {timeline.data.map((entry, i) => (
        <li key={i} className="flex gap-3 text-sm">
          <span
            className={
              entry.kind === 'payment'
                ? 'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-green-50 text-green-700'
                : 'mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-pink-500'
            }
            aria-hidden="true"
          >
            {entry.kind === 'payment' && <CreditCard className="h-3 w-3" />}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{describeTimelineEntry(entry)}</p>
            <p className="text-xs text-gray-500">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · by {actorLabel(entry.actor)}
              {entry.detail && entry.detail !== describeTimelineEntry(entry) && <span className="break-all"> · {entry.detail}</span>}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
