/**
 * The dealer portal's frame: brand, the business name and Logout (not the shopper header), and
 * the spec §6 guard: no token → "Authentication Required"; a refused profile → "Session Expired".
 */
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, LogOut } from 'lucide-react';
import { ApiError } from '../api/fetch';
import { PageLoading } from '../lib/lazy-page';
import { Button, buttonVariants } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { DEALER_PROFILE_KEY, clearDealerSession, dealerApi, readDealerToken, useDealerProfile } from './dealer-api';
import type { Dealer } from './dealer-types';
import { PolicyNav } from '../shop/policies/policy-nav';

/** A dealer sub-page's top: "Back to Dashboard" above its `<h1>`; `children` (a line of explanation) go under the heading. */
export function DealerPageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <Link href="/dealer-dashboard" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** The header and page frame shared by every dealer screen. */
export function DealerFrame({ businessName, onLogout, children }: { businessName?: string; onLogout?: () => void; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            href={onLogout ? '/dealer-dashboard' : '/dealer'}
            className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
          >
            <span
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-pink-600 font-display text-xl text-white"
              aria-hidden="true"
            >
              C
            </span>
            <span className="min-w-0">
              <span className="block truncate text-base font-extrabold leading-tight text-gray-900">Chaabi Dealer Portal</span>
              {businessName && <span className="block truncate text-xs text-gray-500">{businessName}</span>}
            </span>
          </Link>
          {onLogout && (
            <Button variant="outline" size="sm" onClick={onLogout}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{children}</main>
      <footer className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <PolicyNav />
      </footer>
    </div>
  );
}

/** Ends the dealer session on the server and here, then goes to the login. */
export function useDealerLogout() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return () => {
    // Revoke the token server-side; the local session is dropped whatever the answer.
    dealerApi.logout().catch((error: unknown) => console.warn('Dealer logout failed', error));
    clearDealerSession();
    client.removeQueries({ queryKey: DEALER_PROFILE_KEY });
    navigate('/dealer');
  };
}

/** A guarded dealer page: renders `children(dealer, reload)` once the profile is verified. */
export function DealerPage({ children }: { children: (dealer: Dealer, reload: () => void) => ReactNode }) {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const token = readDealerToken();
  const profile = useDealerProfile(token !== null);
  const logout = useDealerLogout();
  const unauthorized = profile.error instanceof ApiError && profile.error.status === 401;

  useEffect(() => {
    if (token === null) {
      toast({ title: 'Authentication Required', description: 'Please login to access the dealer portal', variant: 'destructive' });
      navigate('/dealer', { replace: true });
    }
  }, [token, navigate]);

  useEffect(() => {
    if (unauthorized) {
      clearDealerSession();
      client.removeQueries({ queryKey: DEALER_PROFILE_KEY });
      toast({ title: 'Session Expired', description: 'Please login again', variant: 'destructive' });
      navigate('/dealer', { replace: true });
    }
  }, [unauthorized, client, navigate]);

  const dealer = profile.data?.dealer;
  if (!token || unauthorized) return <PageLoading />;
  if (profile.isError) {
    return (
      <DealerFrame onLogout={logout}>
        <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-6 text-center">
          <h1 className="text-lg font-bold text-gray-900">Could not load your dealer account</h1>
          <p className="mt-1 text-sm text-gray-600">Check your connection and try again.</p>
          <Button className="mt-4" onClick={() => void profile.refetch()}>
            Try Again
          </Button>
        </div>
      </DealerFrame>
    );
  }
  if (!dealer) return <PageLoading />;
  return (
    <DealerFrame businessName={dealer.businessName} onLogout={logout}>
      {children(dealer, () => void profile.refetch())}
    </DealerFrame>
  );
}
