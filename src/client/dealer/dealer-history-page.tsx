/** /dealer/history (issue 17): the dealer's own credit ledger and past orders. */
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { DealerHistory } from '../components/orders/dealer-history';
import { buttonVariants } from '../components/ui/button';
import { dealerApi } from './dealer-api';
import { DealerPage } from './dealer-layout';

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
                {dealer.businessName} · balance <span className="font-semibold text-gray-900">{dealer.keychainCredits} credits</span>
              </p>
            </div>
            <Link href="/dealer-dashboard" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <ArrowLeft aria-hidden />
              Dashboard
            </Link>
          </div>
          <DealerHistory
            queryKey={['/api/dealer/history', dealer.id]}
            fetchLedger={(page, pageSize) => dealerApi.transactions(page, pageSize)}
            fetchOrders={(page, pageSize) => dealerApi.orders(page, pageSize)}
          />
        </div>
      )}
    </DealerPage>
  );
}
