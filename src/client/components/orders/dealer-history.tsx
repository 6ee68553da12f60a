/**
 * A dealer's history: the credit ledger (date, kind, credits ±, running balance,
 * reference) and the orders with their customer-facing steps, each paginated newest first.
 * On a phone the ledger is a stacked list (every figure visible), from 640 px a table.
 * The dealer portal and the admin's dealer card show the same component with their own fetchers.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { DealerLedgerEntry, DealerLedgerPage, DealerOrdersPage } from '#shared/schemas/dealer';
import { QueryStatus } from '../query-status';
import { Button } from '../ui/button';
import { formatDateTime } from '../../lib/dates';
import { cn } from '../../lib/utils';
import { OrderSteps } from './order-steps';
import { countOf } from '#shared/plural';

const PAGE_SIZE = 10;

const KIND_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  volume_bonus: 'Volume bonus',
  order: 'Order',
  admin_adjustment: 'Admin adjustment',
};

function reference(entry: DealerLedgerEntry): string {
  if (entry.orderId !== null) return `Order #${entry.orderId}`;
  if (entry.paymentId) return `Payment ${entry.paymentId}`;
  return entry.reason ?? entry.description ?? '';
}

/** A ledger entry's credits with their sign ("+50", "−3"). */
function creditsText(entry: DealerLedgerEntry): string {
  return entry.credits > 0 ? `+${entry.credits}` : `−${-entry.credits}`;
}

function creditsClass(entry: DealerLedgerEntry): string {
  return entry.credits > 0 ? 'text-green-700' : 'text-red-700';
}

function Pager({ page, total, onPage, label }: { page: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-3 flex items-center justify-between gap-2 text-sm text-gray-600">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Newer
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/** The ledger and the orders of one dealer; `queryKey` tells the caches of different dealers apart. */
export function DealerHistory({
  queryKey,
  fetchLedger,
  fetchOrders,
  ledgerAction,
  renderInvoice,
}: {
  queryKey: readonly unknown[];
  fetchLedger: (page: number, pageSize: number) => Promise<DealerLedgerPage>;
  fetchOrders: (page: number, pageSize: number) => Promise<DealerOrdersPage>;
  /** Shown beside the ledger heading (the CSV export). */
  ledgerAction?: React.ReactNode;
  /** The control that opens a purchase's tax invoice (a bearer download for the dealer, a link for the admin). */
  renderInvoice?: (invoice: { id: number; number: string }) => React.ReactNode;
}) {
  const [ledgerPage, setLedgerPage] = useState(1);
  const [ordersPage, setOrdersPage] = useState(1);
  const ledger = useQuery({
    queryKey: [...queryKey, 'ledger', ledgerPage],
    queryFn: () => fetchLedger(ledgerPage, PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const orders = useQuery({
    queryKey: [...queryKey, 'orders', ordersPage],
    queryFn: () => fetchOrders(ordersPage, PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <section aria-labelledby="ledger-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ledger-title" className="text-lg font-bold text-gray-950">
            Credit ledger
          </h2>
          {ledgerAction}
        </div>
        <QueryStatus layout="inline" query={ledger} loading="Loading the ledger…" error="Could not load the ledger." />
        {ledger.data &&
          (ledger.data.entries.length === 0 ? (
            <p className="py-6 text-sm text-gray-600">No credit movements yet.</p>
          ) : (
            <>
              {/* Phones: one stacked card per entry, so Credits and Balance are never scrolled out of sight. */}
              <ul className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-2 sm:hidden" aria-label="Credit ledger">
                {ledger.data.entries.map((entry) => (
                  <li key={entry.id} className="rounded-xl border border-gray-200 bg-white px-3 py-2 text-sm" data-testid="ledger-entry">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-semibold text-gray-950">{KIND_LABELS[entry.type] ?? entry.type}</span>
                      <span className={cn('font-bold tabular-nums', creditsClass(entry))}>{creditsText(entry)}</span>
                    </div>
                    <div className="mt-0.5 flex items-baseline justify-between gap-3 text-gray-600">
                      <span>{formatDateTime(entry.createdAt)}</span>
                      <span className="tabular-nums">
                        Balance <span className="font-semibold text-gray-900">{entry.balanceAfter}</span>
                      </span>
                    </div>
                    {reference(entry) && <p className="mt-0.5 truncate text-gray-600">{reference(entry)}</p>}
                    {renderInvoice && entry.invoiceId !== null && entry.invoiceNumber !== null && (
                      <p className="mt-0.5">{renderInvoice({ id: entry.invoiceId, number: entry.invoiceNumber })}</p>
                    )}
                  </li>
                ))}
              </ul>
              <div className="mt-2 hidden overflow-x-auto rounded-xl border border-gray-200 bg-white sm:block">
                <table className="w-full text-left text-sm" aria-label="Credit ledger">
                  <thead className="bg-gray-50 text-xs uppercase text-gray-500">
                    <tr>
                      <th className="px-3 py-2 font-semibold">Date</th>
                      <th className="px-3 py-2 font-semibold">Entry</th>
                      <th className="px-3 py-2 text-right font-semibold">Credits</th>
                      <th className="px-3 py-2 text-right font-semibold">Balance</th>
                      <th className="px-3 py-2 font-semibold">Reference</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {ledger.data.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td className="whitespace-nowrap px-3 py-2 text-gray-600">{formatDateTime(entry.createdAt)}</td>
                        <td className="px-3 py-2">
                          {KIND_LABELS[entry.type] ?? entry.type}
                          {renderInvoice && entry.invoiceId !== null && entry.invoiceNumber !== null && (
                            <span className="block">{renderInvoice({ id: entry.invoiceId, number: entry.invoiceNumber })}</span>
                          )}
                        </td>
                        <td className={cn('px-3 py-2 text-right font-semibold tabular-nums', creditsClass(entry))}>{creditsText(entry)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{entry.balanceAfter}</td>
                        <td className="max-w-[14rem] truncate px-3 py-2 text-gray-600">{reference(entry)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ))}
        {ledger.data && <Pager page={ledgerPage} total={ledger.data.total} onPage={setLedgerPage} label="Ledger" />}
      </section>

      <section aria-labelledby="dealer-orders-title">
        <h2 id="dealer-orders-title" className="text-lg font-bold text-gray-950">
          Orders
        </h2>
        <QueryStatus layout="inline" query={orders} loading="Loading the orders…" error="Could not load the orders." />
        {orders.data &&
          (orders.data.orders.length === 0 ? (
            <p className="py-6 text-sm text-gray-600">No orders yet.</p>
          ) : (
            <ul className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Dealer orders">
              {orders.data.orders.map((order) => (
                <li key={order.id} className="min-w-0 rounded-xl border border-gray-200 bg-white p-3" data-testid="dealer-order">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-bold text-gray-950">Order #{order.id}</p>
                    <p className="text-xs text-gray-500">{formatDateTime(order.createdAt)}</p>
                  </div>
                  <p className="mt-1 text-sm text-gray-700">
                    {order.customerName} · {order.city}, {order.state} · {countOf(order.quantity, 'keychain')}
                  </p>
                  {/* Every name, wrapped at commas: a 37-name order stays within a 320 px screen. */}
                  <p className="line-clamp-3 break-words text-sm text-gray-600" title={order.texts.join(', ')}>
                    {order.texts.join(', ')}
                  </p>
                  <OrderSteps orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
                </li>
              ))}
            </ul>
          ))}
        {orders.data && <Pager page={ordersPage} total={orders.data.total} onPage={setOrdersPage} label="Orders" />}
      </section>
    </div>
  );
}
