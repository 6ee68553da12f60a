/**
 * The Orders tab's downloads (docs/product.md#admin-panel): the CSV export of the filtered orders
 * and the month's GST report for the accountant (docs/product.md#gst-invoices).
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { indianYearMonth } from '../lib/dates';
import { gstReportUrl, ordersCsvUrl, type OrdersParams } from './admin-api';

/** This month in India as YYYY-MM (the GST report's default). */
function currentIndianMonth(): string {
  return indianYearMonth(new Date().toISOString());
}

/** A month picker and the GST report download for the accountant (invoices, credit notes, B2C and HSN summaries). */
export function GstReportLink() {
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

/** "Export CSV" of the orders the filters match. */
export function OrdersCsvLink({ filters }: { filters: Pick<OrdersParams, 'status' | 'paymentStatus' | 'q'> }) {
  return (
    <a href={ordersCsvUrl(filters)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Download aria-hidden="true" />
      Export CSV
    </a>
  );
}
