/**
 * The admin's COD screen (docs/product.md#cash-on-delivery): COD share, RTO rates and the cash
 * the courier still holds; the remittance import with its report; and the orders awaiting
 * confirmation, still to collect, collected but not remitted (with age) and with a mismatch or
 * a short remittance (each with what the courier still owes).
 */
import { useRef, useState, type ReactNode } from 'react';
import { formatRupeesWithPaise } from '#shared/money';
import { REMITTANCE_OUTCOME_LABELS, type CodOrderRow, type RemittanceImportReport, type RtoRate } from '#shared/schemas/cod-remittances';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { TabHeading } from '../tab-parts';
import { formatDayMonth } from '../../lib/dates';
import { SIMULATED_REMITTANCE_URL, useCodOverview, useImportRemittance } from './cod-api';

const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-IN')} %`);
const day = (iso: string | null) => (iso ? formatDayMonth(iso) : '—');
/** An order's shortfall cell: what the courier still owes, red while above zero (docs/decisions/218-cod-shortfall-stays-open.md). */
const shortfall = (o: CodOrderRow): ReactNode =>
  o.shortfallPaise === null || o.shortfallPaise === 0 ? (
    '—'
  ) : (
    <span className="font-medium text-red-700">{formatRupeesWithPaise(o.shortfallPaise)} short</span>
  );

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-4">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="text-2xl font-bold text-gray-900">{value}</p>
      <p className="text-xs text-gray-500">{note}</p>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-base font-semibold text-gray-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Table({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-gray-500">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-t border-gray-100">
              {cells.map((cell, j) => (
                <td key={j} className="px-3 py-2 text-gray-800">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function orderRows(orders: CodOrderRow[], extra: (o: CodOrderRow) => ReactNode[]): ReactNode[][] {
  return orders.map((o) => [`#${o.id}`, o.customerName, o.pinCode, formatRupeesWithPaise(o.collectPaise), ...extra(o)]);
}

function rateRows(rates: RtoRate[]): ReactNode[][] {
  return rates.slice(0, 10).map((r) => [r.key, r.shipped, r.returned, percent(r.ratePercent)]);
}

function ImportReport({ report }: { report: RemittanceImportReport }) {
  return (
    <div className="grid gap-2" role="status">
      <p className="text-sm font-medium text-gray-900">
        {report.matched} matched ({formatRupeesWithPaise(report.matchedPaise)}),{' '}
        {report.short > 0 && `${report.short} short and still open (${formatRupeesWithPaise(report.shortPaise)}), `}
        {report.reported} reported and not applied.
      </p>
      <Table
        head={['Row', 'AWB', 'Amount', 'UTR', 'Result']}
        rows={report.lines.map((l) => [
          l.row ?? '—',
          l.awb ?? '—',
          l.amountPaise === null ? '—' : formatRupeesWithPaise(l.amountPaise),
          l.utr ?? '—',
          <span key="r" className={l.outcome === 'matched' ? 'text-green-700' : 'text-amber-700'}>
            {REMITTANCE_OUTCOME_LABELS[l.outcome]}: {l.detail}
          </span>,
        ])}
        empty="The file had no rows."
      />
    </div>
  );
}

function RemittanceImport({ courierReport, simulatedFile }: { courierReport: boolean; simulatedFile: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportRemittance();
  const error = importing.error instanceof Error ? importing.error.message : null;
  return (
    <Section id="cod-import-heading" title="Import a remittance">
      <p className="text-sm text-gray-600">
        The courier&apos;s remittance file (CSV with AWB, amount, UTR and date; Shiprocket&apos;s export works as it is). Each order&apos;s
        cash is matched once; duplicates, wrong amounts and unknown AWBs are listed and not applied.
      </p>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) importing.mutate(file);
        }}
      >
        <label className="text-sm">
          <span className="sr-only">Remittance file</span>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-label="Remittance file"
            className="max-w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" size="sm" disabled={!file || importing.isPending}>
          {importing.isPending ? 'Importing…' : 'Import'}
        </Button>
        {courierReport && (
          <Button type="button" size="sm" variant="outline" disabled={importing.isPending} onClick={() => importing.mutate(null)}>
            Fetch from the courier
          </Button>
        )}
        {simulatedFile && (
          <a className="text-sm text-blue-700 underline" href={SIMULATED_REMITTANCE_URL} download>
            Download the simulated courier&apos;s remittance file
          </a>
        )}
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {importing.data && <ImportReport report={importing.data} />}
    </Section>
  );
}

export function CodTab() {
  const overview = useCodOverview();
  if (!overview.data) return <QueryStatus query={overview} loading="Loading cash on delivery..." error="Failed to Load COD" />;
  const { report, awaitingConfirmation, toCollect, collectedNotRemitted, mismatches } = overview.data;
  return (
    <section aria-labelledby="cod-heading" className="grid gap-6">
      <TabHeading id="cod-heading" title="Cash on delivery" className="text-lg font-bold text-gray-900">
        Orders paid in cash at the door: confirmed, collected by the courier, and remitted to the bank.
      </TabHeading>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="COD share"
          value={percent(report.codShare.percent)}
          note={`${report.codShare.codOrders} of ${report.codShare.allOrders} orders`}
        />
        <Figure
          label="Returned to origin"
          value={percent(report.rto.overall.ratePercent)}
          note={`COD ${percent(report.rto.cod.ratePercent)} · online ${percent(report.rto.online.ratePercent)}`}
        />
        <Figure
          label="Cash pending remittance"
          value={formatRupeesWithPaise(report.pendingRemittance.paise)}
          note={`${report.pendingRemittance.orders} orders · oldest ${day(report.pendingRemittance.oldestCollectedAt)}`}
        />
        <Figure label="RTO losses (estimate)" value={formatRupeesWithPaise(report.rtoLossPaise)} note="Printing and both shipping legs" />
      </div>
      <RemittanceImport courierReport={overview.data.courierReport} simulatedFile={overview.data.simulatedFile} />
      <Section id="cod-remit-heading" title={`Collected, not remitted (${collectedNotRemitted.length})`}>
        <Table
          head={['Order', 'Customer', 'PIN', 'Due', 'Collected', 'Remitted', 'Shortfall', 'AWB', 'Age']}
          rows={orderRows(collectedNotRemitted, (o) => [
            o.collectedPaise === null ? '—' : formatRupeesWithPaise(o.collectedPaise),
            formatRupeesWithPaise(o.remittedPaise),
            shortfall(o),
            o.awb ?? '—',
            `${o.ageDays ?? 0} d`,
          ])}
          empty="The courier holds no cash of ours."
        />
      </Section>
      <Section id="cod-mismatch-heading" title={`Mismatches (${mismatches.length})`}>
        <Table
          head={['Order', 'Customer', 'PIN', 'Due', 'Collected', 'Remitted', 'Shortfall', 'AWB']}
          rows={orderRows(mismatches, (o) => [
            o.collectedPaise === null ? '—' : formatRupeesWithPaise(o.collectedPaise),
            formatRupeesWithPaise(o.remittedPaise),
            shortfall(o),
            o.awb ?? '—',
          ])}
          empty="No courier reported a different amount or remitted short."
        />
      </Section>
      <Section id="cod-collect-heading" title={`To collect (${toCollect.length})`}>
        <Table
          head={['Order', 'Customer', 'PIN', 'To collect', 'Status', 'AWB']}
          rows={orderRows(toCollect, (o) => [o.orderStatus, o.awb ?? '—'])}
          empty="No confirmed COD order is on its way."
        />
      </Section>
      <Section id="cod-confirm-heading" title={`Awaiting confirmation (${awaitingConfirmation.length})`}>
        <Table
          head={['Order', 'Customer', 'PIN', 'To collect', 'Placed']}
          rows={orderRows(awaitingConfirmation, (o) => [day(o.createdAt)])}
          empty="No COD order is waiting for its code."
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="cod-state-heading" title="Returned to origin by state">
          <Table head={['State', 'Shipped', 'Returned', 'Rate']} rows={rateRows(report.rto.byState)} empty="Nothing shipped yet." />
        </Section>
        <Section id="cod-pin-heading" title="Returned to origin by PIN prefix">
          <Table
            head={['PIN prefix', 'Shipped', 'Returned', 'Rate']}
            rows={rateRows(report.rto.byPinPrefix)}
            empty="Nothing shipped yet."
          />
        </Section>
      </div>
    </section>
  );
}
