/** The admin's view of one dealer's history: the same ledger and orders the dealer sees. */
import { Download, FileText } from 'lucide-react';
import type { Dealer } from '#shared/schemas/dealer';
import { queryKeys } from '../../api/query-keys';
import { DealerHistory } from '../../components/orders/dealer-history';
import { formatDateTime } from '../../lib/dates';
import { buttonVariants } from '../../components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '../../components/ui/dialog';
import { dealerLedgerCsvUrl, fetchDealerLedger, fetchDealerOrders } from './dealers-api';
import { countOf } from '#shared/plural';

export function DealerHistoryDialog({ dealer, onOpenChange }: { dealer: Dealer | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={dealer !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl grid-cols-[minmax(0,1fr)]">
        {dealer && (
          <>
            <DialogHeading title={<>History of {dealer.businessName}</>}>
              Balance {countOf(dealer.keychainCredits, 'credit')} · last login{' '}
              {dealer.lastLoginAt ? formatDateTime(dealer.lastLoginAt) : 'never'}
            </DialogHeading>
            <DealerHistory
              queryKey={queryKeys.admin.dealers.history(dealer.id)}
              fetchLedger={(page, pageSize) => fetchDealerLedger(dealer.id, page, pageSize)}
              fetchOrders={(page, pageSize) => fetchDealerOrders(dealer.id, page, pageSize)}
              ledgerAction={
                <a href={dealerLedgerCsvUrl(dealer.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  <Download aria-hidden />
                  Export ledger CSV
                </a>
              }
              renderInvoice={(invoice) => (
                <a
                  href={`/api/admin/tax-documents/${invoice.id}.pdf`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-xs font-semibold text-pink-700 underline-offset-2 hover:underline"
                >
                  <FileText className="h-3.5 w-3.5" aria-hidden />
                  Invoice {invoice.number}
                </a>
              )}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
