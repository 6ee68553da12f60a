/**
 * The Orders tab's stat cards (docs/product.md#admin-figures): every order, shop sales paid, dealer
 * credit sales paid, orders paid by credits, pending and today's orders; a dash until they load.
 */
import { CalendarDays, Clock, Coins, IndianRupee, ShoppingBag, Wallet } from 'lucide-react';
import type { AdminOrderStats } from '#shared/schemas/admin-orders';
import { countOf } from '#shared/plural';
import { Card } from '../components/ui/card';
import { cn } from '../lib/utils';
import { rupees } from '../lib/rupees';

/** The six figures of `stats` (undefined while loading) as a definition list of cards. */
export function OrderStatCards({ stats }: { stats: AdminOrderStats | undefined }) {
  // Each rupee is counted once, where it came in (orders paid by credits were paid when the credits were bought).
  const items = [
    {
      label: 'Total Orders',
      value: stats ? stats.totalOrders.toLocaleString('en-IN') : '—',
      hint: 'every order, paid or not',
      icon: ShoppingBag,
      tone: 'bg-pink-50 text-pink-700',
    },
    {
      label: 'Shop Sales Paid',
      value: stats ? rupees(stats.shopSalesPaid) : '—',
      hint: 'shop orders paid online, less cancelled or refunded',
      icon: IndianRupee,
      tone: 'bg-green-50 text-green-700',
    },
    {
      label: 'Dealer Credit Sales Paid',
      value: stats ? rupees(stats.dealerCreditSalesPaid) : '—',
      hint: 'credits dealers bought and paid for',
      icon: Wallet,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      label: 'Orders Paid by Credits',
      value: stats ? stats.creditOrders.toLocaleString('en-IN') : '—',
      hint: stats ? `${countOf(stats.creditsUsed, 'credit')} used; money counted in credit sales` : 'money counted in credit sales',
      icon: Coins,
      tone: 'bg-violet-50 text-violet-700',
    },
    {
      label: 'Pending Orders',
      value: stats ? stats.pendingOrders.toLocaleString('en-IN') : '—',
      hint: 'not paid yet',
      icon: Clock,
      tone: 'bg-amber-50 text-amber-700',
    },
    {
      label: "Today's Orders",
      value: stats ? stats.todaysOrders.toLocaleString('en-IN') : '—',
      hint: 'placed today (India time)',
      icon: CalendarDays,
      tone: 'bg-blue-50 text-blue-700',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:gap-4">
      {items.map(({ label, value, hint, icon: Icon, tone }) => (
        // dl > div > dt + dd (axe definition-list): the icon sits inside the dt, placed beside both lines.
        <Card key={label} className="relative flex min-w-0 flex-col justify-center p-4 sm:min-h-[5.25rem] sm:p-5 sm:pl-[4.75rem]">
          <dt className="text-xs font-medium text-gray-500 sm:text-sm">
            <span
              className={cn(
                'absolute left-5 top-1/2 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-xl sm:flex',
                tone,
              )}
              aria-hidden="true"
            >
              <Icon className="h-5 w-5" />
            </span>
            {label}
          </dt>
          <dd className="truncate text-xl font-bold text-gray-900 sm:text-2xl">{value}</dd>
          <dd className="text-xs leading-snug text-gray-500">{hint}</dd>
        </Card>
      ))}
    </dl>
  );
}
