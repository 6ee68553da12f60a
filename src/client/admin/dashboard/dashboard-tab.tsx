/**
 * The Dashboard tab (docs/product.md#dashboard): the business at a glance over a range of India
 * days against the period before: sales chart with its table, payment mix, GST, dealer credits,
 * the print room and the top fonts, colours and scripts. The chart library loads with the chart.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatRupees, paiseToDecimal } from '#shared/money';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard';
import { formatDate } from '../../lib/dates';
import { adminRequest } from '../admin-api';
import { TabHeading } from '../tab-parts';
import { csvOf, presetRange, RANGE_PRESETS, type RangePreset } from './dashboard-format';
import { CsvLink, DataTable, Figure, HeadlineFigures, Panel, PaymentMix, TopList } from './dashboard-sections';

const SalesChart = lazy(() => import('./sales-chart'));
const count = (n: number) => n.toLocaleString('en-IN');

/** GET /api/admin/dashboard for India days `from`..`to`. */
function useDashboard(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'dashboard', from, to],
    queryFn: () => adminRequest<DashboardResponse>('GET', `/api/admin/dashboard?from=${from}&to=${to}`),
    enabled: from <= to,
  });
}

/** The tab; `now` is the clock the presets read (tests pass a fixed one). */
export default function DashboardTab({ now = () => new Date() }: { now?: () => Date }) {
  const [preset, setPreset] = useState<RangePreset>('7d');
  const [custom, setCustom] = useState(() => presetRange('30d', now()));
  const range = preset === 'custom' ? custom : presetRange(preset, now());
  const query = useDashboard(range.from, range.to);
  const data = query.data;

  return (
    <section aria-labelledby="dashboard-heading" className="space-y-4">
      <TabHeading id="dashboard-heading" title="Dashboard" className="text-xl font-bold text-gray-900">
        Sales, tax, dealer credits and the print room, by India days, against the same number of days before.
      </TabHeading>
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="sr-only">Range</legend>
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.value}
            type="button"
            aria-pressed={preset === p.value}
            onClick={() => setPreset(p.value)}
            className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-700 aria-pressed:border-gray-900 aria-pressed:bg-gray-900 aria-pressed:text-white"
          >
            {p.label}
          </button>
        ))}
        {preset === 'custom' && (
          <span className="flex flex-wrap gap-2">
            <RangeDate label="From" value={custom.from} max={custom.to} onChange={(from) => setCustom({ ...custom, from })} />
            <RangeDate label="To" value={custom.to} min={custom.from} onChange={(to) => setCustom({ ...custom, to })} />
          </span>
        )}
      </fieldset>
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {query.error instanceof Error ? query.error.message : 'The dashboard could not be loaded'}. Try again in a moment.
        </p>
      )}
      {!data && !query.isError && <p className="text-sm text-gray-500">Loading the figures…</p>}
      {data && <DashboardBody data={data} />}
    </section>
  );
}

function DashboardBody({ data }: { data: DashboardResponse }) {
  const days = data.salesByDay;
  const salesCsv = csvOf(
    ['Date', 'Sales (INR)', 'Orders', 'Keychains'],
    days.map((d) => [d.date, paiseToDecimal(d.salesPaise), d.orders, d.keychains]),
  );
  const { gst, dealers, printRoom } = data;
  const range = `${data.from}-${data.to}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        {data.from} to {data.to}, against {data.previousFrom} to {data.previousTo}.
      </p>
      <HeadlineFigures data={data} />
      <Panel title="Sales and orders by day" actions={<CsvLink csv={salesCsv} file={`sales-${range}.csv`} label="Sales by day as CSV" />}>
        <Suspense fallback={<div className="h-[260px]" />}>
          <SalesChart days={days} />
        </Suspense>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-gray-700">Sales by day as a table</summary>
          <DataTable
            caption="Sales by day"
            header={['Date', 'Sales', 'Orders', 'Keychains']}
            rows={days.map((d) => [d.date, formatRupees(d.salesPaise), count(d.orders), count(d.keychains)])}
          />
        </details>
      </Panel>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PaymentMix data={data} />
        <Panel
          title="GST output tax"
          actions={
            <CsvLink
              csv={csvOf(
                ['Tax', 'Amount (INR)'],
                [
                  ['CGST', paiseToDecimal(gst.cgstPaise)],
                  ['SGST', paiseToDecimal(gst.sgstPaise)],
                  ['IGST', paiseToDecimal(gst.igstPaise)],
                  ['Taxable value', paiseToDecimal(gst.taxablePaise)],
                ],
              )}
              file={`gst-${range}.csv`}
              label="GST output tax as CSV"
            />
          }
        >
          <DataTable
            caption="GST output tax"
            header={['Tax', 'Amount']}
            rows={[
              ['CGST', formatRupees(gst.cgstPaise)],
              ['SGST', formatRupees(gst.sgstPaise)],
              ['IGST', formatRupees(gst.igstPaise)],
              ['Taxable value', formatRupees(gst.taxablePaise)],
            ]}
          />
          <p className="mt-2 text-xs text-gray-500">
            From {count(gst.invoices)} invoices less {count(gst.creditNotes)} credit notes issued in the range; the Orders tab&apos;s GST
            report lists them.
          </p>
        </Panel>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Dealer credits sold"
          value={count(dealers.creditsSold)}
          counts={`Bought by dealers in the range, for ${formatRupees(dealers.creditsSoldPaise)}`}
        />
        <Figure label="Dealer credits used" value={count(dealers.creditsUsed)} counts="Spent on dealer orders in the range" />
        <Figure
          label="Unused dealer credits"
          value={count(dealers.creditsOutstanding)}
          counts="Keychains the shop still owes dealers at the range's end (a liability)"
        />
        <Figure label="Credits adjusted" value={count(dealers.creditsAdjusted)} counts="Added (+) or removed (−) by staff in the range" />
        <Figure label="Plates printed" value={count(printRoom.platesPrinted)} counts="Build plates finished printing in the range" />
        <Figure
          label="Keychains failed QA"
          value={count(printRoom.keychainsFailed)}
          counts={`Failed the quality check in the range; ${count(printRoom.keychainsReprinted)} put on a plate again`}
        />
        <Figure label="Waiting to print" value={count(printRoom.ordersToPrint)} counts="Paid orders not yet in the print room (now)" />
        <Figure
          label="Waiting to ship"
          value={count(printRoom.ordersToShip)}
          counts={
            printRoom.oldestWaitingAt
              ? `In the print room, not shipped (now); oldest placed ${formatDate(printRoom.oldestWaitingAt)}`
              : 'In the print room, not shipped (now)'
          }
        />
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <TopList title="Top fonts" entries={data.top.fonts} file={`top-fonts-${range}.csv`} />
        <TopList title="Top colours" entries={data.top.colours} file={`top-colours-${range}.csv`} />
        <TopList title="Scripts" entries={data.top.scripts} file={`scripts-${range}.csv`} />
      </div>
    </div>
  );
}

/** One end of the custom range: a labelled date input (YYYY-MM-DD) kept on its side of the other end; a cleared input changes nothing. */
function RangeDate({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (date: string) => void;
}) {
  return (
    <label className="text-sm text-gray-700">
      {label}{' '}
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => e.target.value && onChange(e.target.value)}
        className="rounded border border-gray-300 px-2 py-1"
      />
    </label>
  );
}
