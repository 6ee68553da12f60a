/** /dealer-dashboard (docs/product.md#dealer-screens): greeting, product cards and stats. */
import { WhatsAppOptInCard } from '../components/whatsapp-opt-in-card';
import { queryKeys } from '../api/query-keys';
import { Link } from 'wouter';
import { Coffee, CreditCard, History, KeyRound, Plus, ShoppingBag, Smartphone, TrendingUp, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { rupees } from '../lib/rupees';
import { Badge } from '../components/ui/badge';
import { buttonVariants } from '../components/ui/button';
import { DealerPage } from './dealer-layout';
import { dealerApi } from './dealer-api';
import type { Dealer } from './dealer-types';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-gray-700" aria-hidden>
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-gray-600">{label}</p>
        <p className="text-xl font-extrabold tabular-nums text-gray-950">{value}</p>
      </div>
    </div>
  );
}

function ComingSoon({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <section aria-label={title} className="flex flex-col rounded-2xl border border-dashed border-gray-300 bg-white/60 p-5">
      <div className="flex items-center justify-between gap-2">
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-gray-100 text-gray-400" aria-hidden>
          <Icon className="h-5 w-5" />
        </span>
        <Badge variant="secondary">Coming Soon</Badge>
      </div>
      <h2 className="mt-3 text-lg font-bold text-gray-500">{title}</h2>
      <p className="mt-1 text-sm text-gray-500">Wholesale ordering for this product is on its way.</p>
    </section>
  );
}

function Dashboard({ dealer }: { dealer: Dealer }) {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">Welcome, {dealer.ownerName}!</h1>
        <p className="mt-1 text-gray-600">{dealer.businessName} · Dealer dashboard</p>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <section
          aria-label="Custom Keychains"
          className="flex flex-col rounded-2xl border border-pink-200 bg-white p-5 shadow-sm md:row-span-1"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-pink-100 text-pink-700" aria-hidden>
              <KeyRound className="h-5 w-5" />
            </span>
            <Badge variant="success">Active</Badge>
          </div>
          <h2 className="mt-3 text-lg font-bold text-gray-950">Custom Keychains</h2>
          <p className="mt-2 text-sm text-gray-600">Available credits</p>
          <p className="text-4xl font-extrabold tabular-nums text-pink-700" data-testid="dealer-credits">
            {dealer.keychainCredits}
          </p>
          <p className="text-xs text-gray-500">1 credit = 1 keychain</p>
          <div className="mt-4 grid gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <Link href="/dealer/keychains" className={buttonVariants({ variant: 'brand' })}>
              <Plus aria-hidden />
              Create Order
            </Link>
            <Link href="/dealer/purchase-credits" className={buttonVariants({ variant: 'outline' })}>
              <CreditCard aria-hidden />
              Purchase Credits
            </Link>
          </div>
        </section>
        <ComingSoon icon={Smartphone} title="Phone Cases" />
        <ComingSoon icon={Coffee} title="Custom Mugs" />
      </div>

      <div>
        <Link href="/dealer/history" className={buttonVariants({ variant: 'outline' })}>
          <History aria-hidden />
          History: credits and orders
        </Link>
      </div>

      <section aria-label="Your stats" className="grid gap-4 sm:grid-cols-3">
        <Stat icon={ShoppingBag} label="Total Orders" value={String(dealer.totalOrders)} />
        <Stat icon={Wallet} label="Total Purchases" value={rupees(dealer.totalPurchases)} />
        <Stat icon={TrendingUp} label="Credits Earned" value={String(dealer.totalCreditsEarned)} />
      </section>

      <WhatsAppOptInCard queryKey={queryKeys.dealer.whatsapp()} load={dealerApi.whatsapp} save={dealerApi.setWhatsApp} />
    </div>
  );
}

/** The dealer dashboard page. */
export function DealerDashboardPage() {
  return <DealerPage>{(dealer) => <Dashboard dealer={dealer} />}</DealerPage>;
}
