/**
 * The dashboard's blocks (docs/product.md#dashboard): a figure card says what it counts and how it
 * moved against the period before; every chart or list has its table and a CSV download.
 */
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { formatRupees, paiseToDecimal } from '#shared/money';
import type { DashboardResponse, DashboardTopEntry } from '#shared/schemas/admin-dashboard';
import { buttonVariants } from '../../components/ui/button';
import { changeText, csvHref, csvOf, paymentMethodLabel } from './dashboard-format';

/** A figure: its name, value, what it counts, and optionally its change on the period before. */
export function Figure({ label, value, counts, change }: { label: string; value: string; counts: string; change?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-sm font-semibold text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-gray-900">{value}</dd>
      {change && <dd className="text-xs font-medium text-gray-700">{change}</dd>}
      <dd className="mt-1 text-xs text-gray-500">{counts}</dd>
    </div>
  );
}

/** A titled white box. */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-gray-900">{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A "CSV" download link of `csv`, saved as `file`. */
export function CsvLink({ csv, file, label }: { csv: string; file: string; label: string }) {
  return (
    <a href={csvHref(csv)} download={file} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={label}>
      <Download aria-hidden="true" />
      CSV
    </a>
  );
}

/** A plain table: header cells and rows; numbers right-aligned. */
export function DataTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-xs text-gray-500">
            {header.map((h, i) => (
              <th key={h} scope="col" className={`py-1.5 pr-3 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-gray-100 last:border-0">
              {row.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1.5 pr-3 font-medium text-gray-900">
                    {c}
                  </th>
                ) : (
                  <td key={i} className="py-1.5 pr-3 text-right tabular-nums text-gray-700">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Totals = DashboardResponse['totals'];

/** The headline figures in order: the total each reads, whether it is paise or a count, and what it counts. */
const HEADLINES: { label: string; key: Exclude<keyof Totals, 'paymentMix'>; paise: boolean; counts: (t: Totals) => string }[] = [
  {
    label: 'Sales',
    key: 'salesPaise',
    paise: true,
    counts: () => 'Paid for shop orders, less refunds paid out, by the day of payment (India)',
  },
  { label: 'Orders', key: 'orders', paise: false, counts: () => 'Shop orders paid in the range' },
  { label: 'Keychains sold', key: 'keychains', paise: false, counts: () => 'Keychains in the orders paid' },
  { label: 'Average order', key: 'averageOrderPaise', paise: true, counts: () => 'Paid ÷ orders paid, before refunds' },
  { label: 'New customers', key: 'newCustomers', paise: false, counts: () => 'Paid for the first time (by e-mail)' },
  { label: 'Returning customers', key: 'returningCustomers', paise: false, counts: () => 'Had paid for an order before' },
  {
    label: 'Refunds',
    key: 'refundsPaise',
    paise: true,
    counts: (t) => `${t.refunds.toLocaleString('en-IN')} refunds paid out in the range`,
  },
  { label: 'Paid', key: 'paidPaise', paise: true, counts: () => 'Received for shop orders, before refunds' },
];

/** The headline figures of the range against the period before. */
export function HeadlineFigures({ data }: { data: DashboardResponse }) {
  const { totals: t, previous: p } = data;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {HEADLINES.map(({ label, key, paise, counts }) => (
        <Figure
          key={key}
          label={label}
          value={paise ? formatRupees(t[key]) : t[key].toLocaleString('en-IN')}
          change={changeText(t[key], p[key])}
          counts={counts(t)}
        />
      ))}
    </dl>
  );
}

/**
 * The payment mix: each way of paying (by the order's payment method: online, cash on delivery),
 * its money received (a COD order's advance and cash) and the orders first paid in the range.
 */
export function PaymentMix({ data }: { data: DashboardResponse }) {
  const rows = data.totals.paymentMix;
  const csv = csvOf(
    ['Method', 'Paid (INR)', 'Orders'],
    rows.map((m) => [paymentMethodLabel(m.method), paiseToDecimal(m.paidPaise), m.orders]),
  );
  return (
    <Panel title="Payment mix" actions={<CsvLink csv={csv} file={`payment-mix-${data.from}-${data.to}.csv`} label="Payment mix as CSV" />}>
      <DataTable
        caption="Payment mix"
        header={['Method', 'Paid', 'Orders']}
        rows={rows.map((m) => [paymentMethodLabel(m.method), formatRupees(m.paidPaise), m.orders.toLocaleString('en-IN')])}
      />
    </Panel>
  );
}

/** A top list as a table with bars, and its CSV. */
export function TopList({ title, entries, file }: { title: string; entries: readonly DashboardTopEntry[]; file: string }) {
  const max = Math.max(1, ...entries.map((e) => e.keychains));
  const csv = csvOf(
    ['Name', 'Keychains'],
    entries.map((e) => [e.name, e.keychains]),
  );
  return (
    <Panel title={title} actions={<CsvLink csv={csv} file={file} label={`${title} as CSV`} />}>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-500">No keychains paid for in this range.</p>
      ) : (
        <DataTable
          caption={title}
          header={['Name', 'Keychains']}
          rows={entries.map((e) => [
            <span key="n" className="flex items-center gap-2">
              <span
                className="h-2 rounded bg-pink-400"
                style={{ width: `${Math.max(4, (e.keychains / max) * 80)}px` }}
                aria-hidden="true"
              />
              {e.name}
            </span>,
            e.keychains.toLocaleString('en-IN'),
          ])}
        />
      )}
    </Panel>
  );
}
