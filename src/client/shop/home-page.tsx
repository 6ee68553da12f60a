/**
 * Home routes (docs/product.md#welcome): / shows the home page to signed-in users and the welcome
 * page to signed-out visitors; /guest shows the same home content in guest mode.
 */
import { useEffect } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useAuth } from '../api/auth';
import { toast } from '../components/ui/toast';
import { useLocationHash } from '../lib/use-hydrated';
import { HomeContent } from './home/home-content';
import { WelcomePage } from './home/welcome-page';
import { ShopLayout } from './layout/shop-layout';

const HOME_SECTIONS = new Set(['gallery', 'customizer', 'about']);

/** The home page inside the shop frame. */
export function HomePage() {
  return (
    <ShopLayout>
      <HomeContent />
    </ShopLayout>
  );
}

/** /guest: the home content for guests. */
export function GuestHomePage() {
  return <HomePage />;
}

/**
 * /: a spinner while the user loads, then the home page or the welcome page. A signed-out
 * visitor sent to a section (/#customizer from checkout, docs/product.md#checkout) gets the home
 * content.
 */
export function HomeRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const hash = useLocationHash();
  useSignInErrorToast();
  if (isLoading) {
    return (
      <div role="status" className="grid min-h-screen place-items-center">
        <span className="flex flex-col items-center gap-3 text-gray-600">
          <LoaderCircle className="h-8 w-8 animate-spin text-pink-600" aria-hidden />
          <span className="text-sm font-medium">Loading…</span>
        </span>
      </div>
    );
  }
  if (isAuthenticated || HOME_SECTIONS.has(hash)) return <HomePage />;
  return <WelcomePage />;
}

/**
 * A failed or cancelled sign-in comes back as /?authError=1 (docs/decisions/015): say so once
 * and drop the parameter so a reload does not repeat it.
 */
function useSignInErrorToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('authError')) return;
    toast({
      title: 'Sign-in Failed',
      description: 'We could not sign you in. Please try again or continue as a guest.',
      variant: 'destructive',
    });
    url.searchParams.delete('authError');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
