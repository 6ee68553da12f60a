/**
 * My Account (docs/product.md#my-account): profile, contact info (view/edit), quick actions, order
 * history and Sign Out. Signed-out visitors get the "Unauthorized" toast and go to / after 500 ms.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { CalendarDays, ChevronRight, Headphones, LoaderCircle, LogOut, Mail, Sparkles, Users } from 'lucide-react';
import { useAuth, useLogout, useMyOrders, type AuthUser } from '../api/auth';
import { ApiError } from '../api/fetch';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { PageLoading } from '../lib/lazy-page';
import { ShopLayout } from '../shop/layout/shop-layout';
import { ContactInfoCard } from './contact-info-card';
import { WhatsAppToggle } from './whatsapp-toggle';
import { MyDesigns } from './my-designs';
import { OrderHistory } from './order-history';
import { formatDate } from '../lib/dates';
import { useRedirectHome } from './use-redirect-home';

const UNAUTHORIZED = { title: 'Unauthorized', description: 'Please sign in to view your account.' };

/** /account. */
export function AccountPage() {
  const { user, isLoading } = useAuth();
  useRedirectHome(!isLoading && !user, UNAUTHORIZED);
  useEffect(() => {
    document.title = 'My Account · Chaabi';
  }, []);

  if (!user) {
    return (
      <ShopLayout>
        <PageLoading />
      </ShopLayout>
    );
  }
  return (
    <ShopLayout>
      <AccountContent user={user} />
    </ShopLayout>
  );
}

function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}

function initials(user: AuthUser): string {
  const letters = [user.firstName, user.lastName].filter(Boolean).map((s) => s!.charAt(0));
  return (letters.join('') || user.email.charAt(0)).toUpperCase();
}

function AccountContent({ user }: { user: AuthUser }) {
  const orders = useMyOrders(true);
  const logout = useLogout();
  const [, navigate] = useLocation();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) navigate('/');
        else toast({ title: 'Error', description: 'Failed to logout. Please try again.', variant: 'destructive' });
      },
    });

  return (
    <div className="bg-gradient-to-b from-pink-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-pink-700">My Account</p>
            <h1 className="mt-1 text-3xl font-black tracking-tight text-gray-950 sm:text-4xl">Hello, {user.firstName ?? user.email}</h1>
          </div>
          <Button variant="outline" onClick={signOut} disabled={logout.isPending}>
            {logout.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
            Sign Out
          </Button>
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-1">
            <Card>
              <CardHeader>
                <CardTitle as="h2">Profile</CardTitle>
              </CardHeader>
              <CardContent>
                <div className="flex items-center gap-4">
                  <Avatar src={user.profileImageUrl} size="h-16 w-16" fallbackClassName="bg-pink-600 text-xl font-bold text-white">
                    {initials(user)}
                  </Avatar>
                  <div className="min-w-0">
                    <p className="truncate text-lg font-bold text-gray-950">{displayName(user)}</p>
                    <p className="flex items-center gap-1.5 truncate text-sm text-gray-600">
                      <Mail className="h-4 w-4 flex-none" aria-hidden />
                      <span className="truncate">{user.email}</span>
                    </p>
                  </div>
                </div>
                <p className="mt-4 flex items-center gap-1.5 text-sm text-gray-600">
                  <CalendarDays className="h-4 w-4 flex-none text-pink-600" aria-hidden />
                  Member since {formatDate(user.createdAt)}
                </p>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle as="h2">Quick Actions</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2">
                <QuickAction href="/" icon={<Sparkles aria-hidden />} label="Design a Keychain" />
                <QuickAction href="/contact" icon={<Headphones aria-hidden />} label="Contact Support" />
                <QuickAction href="/customers" icon={<Users aria-hidden />} label="Customer Registry" />
              </CardContent>
            </Card>
          </div>

          <div className="grid content-start gap-6 lg:col-span-2">
            <ContactInfoCard user={user} />
            <WhatsAppToggle />
            <MyDesigns />
            <OrderHistory query={orders} />
          </div>
        </div>
      </div>
    </div>
  );
}

function QuickAction({ href, icon, label }: { href: string; icon: React.ReactNode; label: string }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-3 rounded-xl border border-gray-200 px-3 py-2.5 text-sm font-semibold text-gray-800 hover:border-pink-300 hover:bg-pink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 [&_svg]:h-4 [&_svg]:w-4 [&_svg]:text-pink-600"
    >
      {icon}
      <span className="flex-1">{label}</span>
      <ChevronRight aria-hidden />
    </Link>
  );
}
