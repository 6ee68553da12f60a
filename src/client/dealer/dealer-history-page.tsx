/** /dealer/history: the dealer's own credit ledger and past orders. */
import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Download, FileText, Loader2 } from 'lucide-react';
import { queryKeys } from '../api/query-keys';
import { DealerHistory } from '../components/orders/dealer-history';
import { Button, buttonVariants } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { dealerApi, downloadDealerInvoice, downloadLedgerCsv } from './dealer-api';
import { DealerPage } from './dealer-layout';
import { countOf } from '#shared/plural';

function ExportLedgerButton() {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadLedgerCsv();
    } catch {
      toast({ title: 'Error', description: 'The ledger could not be downloaded. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      Export CSV
    </Button>
  );
}

/** Downloads a purchase's tax invoice (a bearer call), with a spinner while it comes. */
function InvoiceButton({ invoice }: { invoice: { id: number; number: string } }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadDealerInvoice(invoice);
    } catch {
      toast({ title: 'Error', description: 'The invoice could not be downloaded. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="link" size="sm" className="h-auto p-0 text-xs text-pink-700" onClick={() => void run()} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <FileText aria-hidden />}
      Invoice {invoice.number}
    </Button>
  );
}

/** The dealer's History view. */
export function DealerHistoryPage() {
  return (
    <DealerPage>
      {(dealer) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">History</h1>
              <p className="mt-1 text-gray-600">
                {dealer.businessName} · balance{' '}
                <span className="font-semibold text-gray-900">{countOf(dealer.keychainCredits, 'credit')}</span>
              </p>
            </div>
            <Link href="/dealer-dashboard" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <ArrowLeft aria-hidden />
              Dashboard
            </Link>
          </div>
          <DealerHistory
            queryKey={queryKeys.dealer.history(dealer.id)}
            fetchLedger={(page, pageSize) => dealerApi.transactions(page, pageSize)}
            fetchOrders={(page, pageSize) => dealerApi.orders(page, pageSize)}
            ledgerAction={<ExportLedgerButton />}
            renderInvoice={(invoice) => <InvoiceButton invoice={invoice} />}
          />
        </div>
      )}
    </DealerPage>
  );
}
