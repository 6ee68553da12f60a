/**
 * Orders tab (docs/product.md#admin-orders): stat cards, status filter, search, "x of y orders",
 * order cards and pages of 50, each continuing the last by the server's cursor; loading, error with Retry and empty
 * states. Its pieces: order-stat-cards, orders-filters, orders-selection-bar, orders-downloads and the
 * shared components/search-box.
 */
import { useState } from 'react';
import { ChevronLeft, ChevronRight, Loader2, PackageOpen } from 'lucide-react';
import { DEFAULT_ADMIN_ORDERS_PAGE_SIZE } from '#shared/schemas/admin-orders';
import { QueryStatus } from '../components/query-status';
import { SearchBox, useDebouncedSearch } from '../components/search-box';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { cn } from '../lib/utils';
import { useAdminOrders, type OrdersParams } from './admin-api';
import { OrderCard } from './order-card';
import { useOrderOptions } from './order-options';
import { emptyOrdersTitle, orderCountLabel } from './order-format';
import { OrderStatCards } from './order-stat-cards';
import { OrdersStatusFilters, type PaymentFilter } from './orders-filters';
import { OrdersSelectionBar } from './orders-selection-bar';
import { GstReportLink, OrdersCsvLink } from './orders-downloads';

function OrdersSkeleton() {
  return (
    // One column no wider than the tab (grid-cols-1), and bars that shrink, so the placeholders fit 320 px.
    <div className="grid grid-cols-1 gap-4" aria-hidden="true" data-testid="orders-loading">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="animate-pulse p-5">
          <div className="mb-4 flex justify-between gap-4">
            <div className="h-5 w-48 min-w-0 rounded bg-gray-200" />
            <div className="h-5 w-32 min-w-0 rounded-full bg-gray-200" />
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

/** The Orders tab; `enabled` false while the tab is hidden (no requests). */
export function OrdersTab({ enabled = true }: { enabled?: boolean }) {
  const [status, setStatus] = useState<OrdersParams['status']>('all');
  const [paymentStatus, setPaymentStatus] = useState<PaymentFilter>('all');
  const { text: search, setText: setSearch, query: q } = useDebouncedSearch();
  const [page, setPage] = useState(1);
  // cursors[n] starts page n + 1 (the server's nextCursor of page n); page 1 needs none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  // Selected order ids in the order they were ticked (the label PDF prints them so).
  const [selected, setSelected] = useState<number[]>([]);
  const params: OrdersParams = { page, pageSize: DEFAULT_ADMIN_ORDERS_PAGE_SIZE, status, paymentStatus, q, cursor: cursors[page - 1] };
  const orders = useAdminOrders(params, enabled);
  const { fonts, colors } = useOrderOptions(enabled);

  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.orders.length - (data.orders.length > 0 ? 1 : 0) : 0;
  const shownIds = data?.orders.map((o) => o.id) ?? [];
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));

  /** Back to page 1 (a filter or the search changed): the cursors belonged to the old list. */
  function restart() {
    setPage(1);
    setCursors([undefined]);
  }

  function goTo(next: number) {
    if (next > page) {
      const cursor = data?.nextCursor;
      if (!cursor) return;
      setCursors((known) => [...known.slice(0, page), cursor]);
    }
    setPage(next);
    document.getElementById('orders-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    // One column that never grows past the screen: a wide filter row scrolls inside its card at 320 px.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <h2 className="sr-only">Orders</h2>
      <OrderStatCards stats={data?.stats} />

      <Card id="orders-top" className="scroll-mt-24 p-4 sm:p-5">
        <div className="flex flex-col gap-4">
          <SearchBox
            label="Search orders"
            placeholder="Name, email, phone or order ID"
            value={search}
            onSearch={(text) => {
              setSearch(text);
              restart();
            }}
          />
          <OrdersStatusFilters
            status={status}
            onStatus={(next) => {
              setStatus(next);
              restart();
            }}
            paymentStatus={paymentStatus}
            onPaymentStatus={(next) => {
              setPaymentStatus(next);
              restart();
            }}
          />
          <div className="flex flex-col gap-3 border-t border-gray-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
            <OrdersSelectionBar
              selected={selected}
              setSelected={setSelected}
              shownIds={shownIds}
              total={data?.total}
              filters={{ status, paymentStatus, q }}
            />
            <div className="flex flex-wrap items-center gap-3">
              <OrdersCsvLink filters={{ status, paymentStatus, q }} />
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
                <Button variant="outline" size="sm" onClick={() => goTo(page + 1)} disabled={!data.nextCursor || orders.isFetching}>
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
