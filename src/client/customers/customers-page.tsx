/**
 * Customer Registry (docs/product.md#customer-registry /customers;
 * docs/product.md#registry-access): the directory lists other customers' personal data, so the API
 * answers only an admin session. Signed-out visitors go to /; signed-in customers see a polite
 * "admins only" state; the admin sees totals and a directory with order stats, searched and paged
 * on the server with "Load more" (docs/decisions/181-admin-lists-page-with-a-cursor.md).
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { IndianRupee, ShieldCheck, ShoppingBag, UserCheck, Users } from 'lucide-react';
import { rupees } from '../lib/rupees';
import type { CustomerRegistryEntry } from '#shared/schemas/auth';
import { useAuth, useCustomerRegistry } from '../api/auth';
import { ApiError } from '../api/fetch';
import { Avatar } from '../components/ui/avatar';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { LoadMore } from '../components/load-more';
import { SearchBox, useDebouncedSearch } from '../components/search-box';
import { PageLoading } from '../lib/lazy-page';
import { readStorage } from '../lib/storage';
import { cn } from '../lib/utils';
import { useRedirectHome } from '../account/use-redirect-home';
import { ShopLayout } from '../shop/layout/shop-layout';

const STATUS_CLASS: Record<string, string> = {
  new: 'border-gray-200 bg-gray-100 text-gray-700',
  active: 'border-blue-200 bg-blue-50 text-blue-800',
  premium: 'border-purple-200 bg-purple-50 text-purple-800',
  vip: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** /customers. */
export function CustomersPage() {
  const { user, isLoading } = useAuth();
  const adminHint = readStorage('admin_logged_in') === 'true';
  // Only an admin session may read the registry: without the admin hint, ask nothing (a 403 is a console error).
  const { text: search, setText: setSearch, query: q } = useDebouncedSearch();
  const registry = useCustomerRegistry(!isLoading && adminHint, q);
  // Signed out: no customer session, and no admin session behind the hint either.
  const signedOut = !isLoading && !user && (!adminHint || registry.isError);
  useRedirectHome(signedOut, null);
  useEffect(() => {
    document.title = 'Customer Registry · Chaabi';
  }, []);

  let body: React.ReactNode;
  if (!adminHint && user) body = <AdminsOnly />;
  else if (registry.data)
    body = (
      <Registry
        entries={registry.data.pages.flatMap((page) => page.customers)}
        totals={registry.data.pages[0]!.totals}
        total={registry.data.pages[0]!.total}
        query={q}
        search={search}
        onSearch={setSearch}
        more={{
          hasMore: registry.hasNextPage,
          loading: registry.isFetchingNextPage,
          onLoadMore: () => void registry.fetchNextPage(),
        }}
      />
    );
  else if (registry.error instanceof ApiError && (registry.error.status === 403 || registry.error.status === 401) && user)
    body = <AdminsOnly />;
  else if (registry.isError)
    body = (
      <p role="alert" className="py-10 text-center text-red-700">
        The registry could not be loaded. Please refresh the page.
      </p>
    );
  else body = <PageLoading />;

  return (
    <ShopLayout>
      <div className="bg-gradient-to-b from-pink-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Customers</p>
          <h1 className="mt-1 text-3xl font-black tracking-tight text-gray-950 sm:text-4xl">Customer Registry</h1>
          <div className="mt-8">{body}</div>
        </div>
      </div>
    </ShopLayout>
  );
}

function AdminsOnly() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <ShieldCheck className="h-10 w-10 text-pink-600" aria-hidden />
        <h2 className="text-xl font-bold text-gray-950">For admins only</h2>
        <p className="max-w-md text-gray-600">
          The customer registry holds other customers’ personal details, so only the shop’s admins can open it. Your own details and orders
          are on your account page.
        </p>
        <Link href="/account" className={buttonVariants({ variant: 'brand' })}>
          Go to My Account
        </Link>
      </CardContent>
    </Card>
  );
}

/** The totals, the search box (`search` as typed, `query` as the server searched it) and the loaded pages of `entries`. */
function Registry({
  entries,
  totals,
  total,
  query,
  search,
  onSearch,
  more,
}: {
  entries: CustomerRegistryEntry[];
  totals: { customers: number; activeCustomers: number; totalOrders: number; totalRevenue: string };
  total: number;
  query: string;
  search: string;
  onSearch: (text: string) => void;
  more: { hasMore: boolean; loading: boolean; onLoadMore: () => void };
}) {
  const stats = [
    { label: 'Customers', value: String(totals.customers), icon: Users },
    { label: 'With orders', value: String(totals.activeCustomers), icon: UserCheck },
    { label: 'Paid orders', value: String(totals.totalOrders), icon: ShoppingBag },
    { label: 'Revenue', value: rupees(totals.totalRevenue), icon: IndianRupee },
  ];
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <CardContent className="p-4 pt-4 sm:p-5 sm:pt-5">
              <Icon className="h-5 w-5 text-pink-600" aria-hidden />
              <p className="mt-2 text-2xl font-black text-gray-950">{value}</p>
              <p className="text-sm text-gray-600">{label}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <SearchBox label="Search customers" placeholder="Search by name, e-mail or phone" value={search} onSearch={onSearch} />
      {entries.length === 0 && query ? (
        <p className="py-8 text-center text-gray-600">No customers match “{query}”.</p>
      ) : entries.length === 0 ? (
        <p className="py-8 text-center text-gray-600">No customers yet.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Customers">
          {entries.map((c) => (
            <li key={c.id} className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-4">
              <Avatar src={c.profileImageUrl} size="h-11 w-11" fallbackClassName="bg-pink-100 font-bold text-pink-700">
                {(c.firstName ?? c.email).charAt(0).toUpperCase()}
              </Avatar>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-bold text-gray-950">{[c.firstName, c.lastName].filter(Boolean).join(' ') || c.email}</p>
                  <span
                    className={cn(
                      'rounded-full border px-2 py-0.5 text-xs font-semibold uppercase',
                      STATUS_CLASS[c.orderStats.customerStatus] ?? STATUS_CLASS.new,
                    )}
                  >
                    {c.orderStats.customerStatus}
                  </span>
                </div>
                <p className="truncate text-sm text-gray-600">{c.email}</p>
                {c.phone && <p className="text-sm text-gray-600">+91 {c.phone}</p>}
                <p className="mt-2 text-sm text-gray-800">
                  {c.orderStats.totalOrders} {c.orderStats.totalOrders === 1 ? 'order' : 'orders'} · {rupees(c.orderStats.totalSpent)} spent
                  · avg {rupees(c.averageOrderValue)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 && <LoadMore shown={entries.length} total={total} noun="customers" {...more} />}
    </div>
  );
}
