/**
 * Orders tab (docs/product.md#admin-orders): stat cards, status filter, search, "x of y orders",
 * order cards and pages of 50 so 10,000 orders stay fast; loading, error with Retry and empty
 * states.
 */
import { useId, useState } from 'react';
import {
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Clock,
  Download,
  FileText,
  IndianRupee,
  Loader2,
  PackageOpen,
  Search,
  ShoppingBag,
  Coins,
  Wallet,
  X,
} from 'lucide-react';
import { DEFAULT_ADMIN_ORDERS_PAGE_SIZE, MAX_LABELS_PER_PDF, type AdminOrderStats } from '#shared/schemas/admin-orders';
import { PAYMENT_STATUSES } from '#shared/schemas/order';
import { QueryStatus } from '../components/query-status';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { useDebounced } from '../lib/use-debounced';
import { cn } from '../lib/utils';
import { ShipSelectedButton } from './ship-selected-button';
import { fetchOrderIds, gstReportUrl, labelsPdfUrl, ordersCsvUrl, useAdminOrders, type OrdersParams } from './admin-api';
import { toast } from '../components/ui/toast';
import { OrderCard } from './order-card';
import { useOrderOptions } from './order-options';
import { statusLabel } from '../components/orders/status-label';
import { rupees } from '../lib/rupees';
import { emptyOrdersTitle, orderCountLabel, STATUS_FILTERS } from './order-format';
import { SelectCheckbox } from './tab-parts';
import { countOf } from '#shared/plural';
import { indianYearMonth } from '../lib/dates';

function StatCards({ stats }: { stats: AdminOrderStats | undefined }) {
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

/** This month in India as YYYY-MM (the GST report's default). */
function currentIndianMonth(): string {
  return indianYearMonth(new Date().toISOString());
}

/** A month picker and the GST report download for the accountant (invoices, credit notes, B2C and HSN summaries). */
function GstReportLink() {
  const [month, setMonth] = useState(currentIndianMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor="gst-report-month" className="sr-only">
        GST report month
      </label>
      <Input
        id="gst-report-month"
        type="month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        className="h-8 w-36 min-w-0 sm:w-40"
      />
      <a
        href={valid ? gstReportUrl(month) : undefined}
        download
        aria-disabled={!valid || undefined}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: valid ? '' : 'pointer-events-none opacity-50' })}
      >
        <Download aria-hidden="true" />
        GST report
      </a>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="animate-pulse p-5">
          <div className="mb-4 flex justify-between">
            <div className="h-5 w-48 rounded bg-gray-200" />
            <div className="h-5 w-32 rounded-full bg-gray-200" />
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <div className="h-16 rounded bg-gray-100" />
            <div className="h-16 rounded bg-gray-100" />
            <div className="h-16 rounded bg-gray-100" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function OrdersTab({ enabled = true }: { enabled?: boolean }) {
  const [status, setStatus] = useState<OrdersParams['status']>('all');
  const [paymentStatus, setPaymentStatus] = useState<NonNullable<OrdersParams['paymentStatus']>>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Selected order ids in the order they were ticked (the label PDF prints them so).
  const [selected, setSelected] = useState<number[]>([]);
  const q = useDebounced(search.trim(), 300);
  const params: OrdersParams = { page, pageSize: DEFAULT_ADMIN_ORDERS_PAGE_SIZE, status, paymentStatus, q };
  const orders = useAdminOrders(params, enabled);
  const { fonts, colors } = useOrderOptions(enabled);
  const searchId = useId();
  const paymentId = useId();

  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.orders.length - (data.orders.length > 0 ? 1 : 0) : 0;

  function chooseStatus(next: OrdersParams['status']) {
    setStatus(next);
    setPage(1);
  }

  const shownIds = data?.orders.map((o) => o.id) ?? [];
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  const toggleAllShown = (on: boolean) =>
    setSelected((ids) => (on ? [...ids, ...shownIds.filter((id) => !ids.includes(id))] : ids.filter((id) => !shownIds.includes(id))));
  const tooMany = selected.length > MAX_LABELS_PER_PDF;
  const [selectingAll, setSelectingAll] = useState(false);
  async function selectAllMatching() {
    setSelectingAll(true);
    try {
      const answer = await fetchOrderIds({ status, paymentStatus, q });
      setSelected((ids) => [...ids, ...answer.ids.filter((id) => !ids.includes(id))]);
      if (answer.total > answer.ids.length) {
        toast({
          title: 'Selection Limited',
          description: `The newest ${answer.ids.length} of ${answer.total} matching orders were selected (at most ${MAX_LABELS_PER_PDF} labels per PDF).`,
        });
      }
    } catch {
      toast({ title: 'Error', description: 'Could not select the matching orders. Please try again.', variant: 'destructive' });
    } finally {
      setSelectingAll(false);
    }
  }

  function goTo(next: number) {
    setPage(next);
    document.getElementById('orders-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    // One column that never grows past the screen: a wide filter row scrolls inside its card at 320 px.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <h2 className="sr-only">Orders</h2>
      <StatCards stats={data?.stats} />

      <Card id="orders-top" className="scroll-mt-24 p-4 sm:p-5">
        <div className="flex flex-col gap-4">
          <div className="relative">
            <label htmlFor={searchId} className="sr-only">
              Search orders
            </label>
            <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-gray-400" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder="Name, email, phone or order ID"
              className={cn('pl-9', search && 'pr-9')}
            />
            {search && (
              <button
                type="button"
                onClick={() => setSearch('')}
                className="absolute right-2 top-2 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
                aria-label="Clear search"
              >
                <X className="h-4 w-4" />
              </button>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div role="group" aria-label="Filter by status" className="-mx-1 flex flex-wrap gap-1.5 px-1">
              {STATUS_FILTERS.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={status === s}
                  onClick={() => chooseStatus(s)}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 sm:text-sm',
                    status === s
                      ? 'border-gray-900 bg-gray-900 text-white'
                      : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50',
                  )}
                >
                  {statusLabel(s)}
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={paymentId} className="text-sm font-medium text-gray-600">
                Payment
              </label>
              <select
                id={paymentId}
                value={paymentStatus}
                onChange={(e) => {
                  setPaymentStatus(e.target.value as typeof paymentStatus);
                  setPage(1);
                }}
                className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm font-medium text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
              >
                <option value="all">Any</option>
                {PAYMENT_STATUSES.map((p) => (
                  <option key={p} value={p}>
                    {statusLabel(p)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-3 border-t border-gray-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-3">
              <SelectCheckbox checked={allShownSelected} disabled={shownIds.length === 0} onChange={toggleAllShown}>
                Select all shown
              </SelectCheckbox>
              {data && data.total > shownIds.length && (
                <Button variant="outline" size="sm" onClick={() => void selectAllMatching()} disabled={selectingAll}>
                  {selectingAll && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Select all {data.total.toLocaleString('en-IN')} matching
                </Button>
              )}
              {selected.length > 0 && (
                <>
                  <span className="text-sm text-gray-600" aria-live="polite">
                    {selected.length} selected
                  </span>
                  <a
                    href={tooMany ? undefined : labelsPdfUrl(selected)}
                    download
                    aria-disabled={tooMany || undefined}
                    className={buttonVariants({ variant: 'brand', size: 'sm', className: tooMany ? 'pointer-events-none opacity-50' : '' })}
                  >
                    <FileText aria-hidden="true" />
                    Download {selected.length} {selected.length === 1 ? 'label' : 'labels'} (PDF)
                  </a>
                  <ShipSelectedButton ids={selected} onShipped={() => setSelected([])} />
                  <Button variant="ghost" size="sm" onClick={() => setSelected([])}>
                    Clear selection
                  </Button>
                  {tooMany && <span className="text-sm text-red-700">At most {MAX_LABELS_PER_PDF} labels per PDF.</span>}
                </>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <a href={ordersCsvUrl({ status, paymentStatus, q })} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Download aria-hidden="true" />
                Export CSV
              </a>
              <GstReportLink />
              <p className="flex items-center gap-2 text-sm text-gray-600" aria-live="polite">
                {orders.isFetching && data && <Loader2 className="h-4 w-4 animate-spin text-gray-400" aria-hidden="true" />}
                {data ? orderCountLabel(data.total, data.stats.totalOrders) : ''}
              </p>
            </div>
          </div>
        </div>
      </Card>

      {!data ? (
        <QueryStatus
          query={orders}
          loading="Loading orders…"
          placeholder={
            <div role="status" aria-live="polite">
              <span className="sr-only">Loading orders…</span>
              <OrdersSkeleton />
            </div>
          }
          error="Failed to Load Orders"
          detail={orders.error instanceof Error ? orders.error.message : 'Something went wrong.'}
        />
      ) : data.orders.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
            <PackageOpen className="h-10 w-10 text-gray-400" aria-hidden="true" />
            <h3 className="text-lg font-bold text-gray-900">{emptyOrdersTitle(status, q)}</h3>
            <p className="max-w-md text-sm text-gray-600">
              {q
                ? 'Try another name, email, phone number or order ID.'
                : status === 'all'
                  ? 'Orders placed in the shop will appear here.'
                  : 'Orders with this status will appear here.'}
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul
            className={cn('grid gap-4 transition-opacity', orders.isPlaceholderData && 'opacity-60')}
            aria-label="Orders"
            aria-busy={orders.isFetching}
          >
            {data.orders.map((order) => (
              <li key={order.id}>
                <OrderCard
                  order={order}
                  fonts={fonts}
                  colors={colors}
                  selected={selected.includes(order.id)}
                  onSelectedChange={(on) => toggle(order.id, on)}
                />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Orders pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-sm text-gray-600">
                Showing {first.toLocaleString('en-IN')}–{last.toLocaleString('en-IN')} of {data.total.toLocaleString('en-IN')} · Page{' '}
                {data.page} of {pages}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => goTo(page - 1)} disabled={page <= 1 || orders.isFetching}>
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button variant="outline" size="sm" onClick={() => goTo(page + 1)} disabled={page >= pages || orders.isFetching}>
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
