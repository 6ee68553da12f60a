/** The welcome/sign-in page for signed-out visitors on / (docs/product.md#welcome). */
import { Link } from 'wouter';
import { ArrowRight, Store } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { DesignPreview } from '../customizer/keychain-preview';
import { BrandMark } from '../layout/brand-mark';
import { SHOWCASE_DESIGNS } from './sample-designs';
import { PolicyNav } from '../policies/policy-nav';

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" className="!size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

/** The welcome page, standalone (no shop header). */
export function WelcomePage() {
  return (
    <main className="grid min-h-screen bg-white lg:grid-cols-2">
      <div aria-hidden className="relative hidden overflow-hidden bg-gray-950 lg:block">
        <div className="absolute -left-20 -top-20 h-96 w-96 rounded-full bg-pink-600/30 blur-3xl" />
        <div className="absolute bottom-0 right-0 h-80 w-80 rounded-full bg-amber-400/20 blur-3xl" />
        <div className="relative flex h-full flex-col items-center justify-center gap-8">
          {SHOWCASE_DESIGNS.slice(0, 4).map((d, i) => (
            <div key={d.text} style={{ transform: `rotate(${[-6, 4, -3, 5][i]}deg) translateX(${[-40, 50, -20, 30][i]}px)` }}>
              <DesignPreview text={d.text} fontFamily={d.fontFamily} color={d} />
            </div>
          ))}
        </div>
      </div>

      <div className="flex flex-col px-6 py-8 sm:px-12">
        <BrandMark />
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-12">
          <h1 className="text-4xl font-black tracking-tight text-gray-950 sm:text-5xl">
            Welcome to <span className="text-pink-600">Chaabi</span>
          </h1>
          <p className="mt-4 text-lg text-gray-600">
            Custom 3D printed keychains with your name on them. Sign in to save your designs and see your orders, or shop as a guest.
          </p>

          <div className="mt-10 grid gap-3">
            <a
              href="/api/auth/google"
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'h-14 border-gray-300 text-base shadow-sm')}
            >
              <GoogleMark />
              Continue with Google
            </a>
            <Link
              href="/guest"
              className={cn(buttonVariants({ variant: 'brand', size: 'lg' }), 'h-14 text-base shadow-lg shadow-pink-600/20')}
            >
              Continue as Guest
              <ArrowRight />
            </Link>
          </div>

          <div className="my-8 flex items-center gap-4 text-xs font-semibold uppercase tracking-wider text-gray-600">
            <span className="h-px flex-1 bg-gray-200" />
            Wholesale
            <span className="h-px flex-1 bg-gray-200" />
          </div>

          <Link href="/dealer" className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }), 'h-12 text-base')}>
            <Store />
            Dealer Login
          </Link>
        </div>
        <footer className="grid gap-2 text-center">
          <PolicyNav />
          <p className="text-xs text-gray-500">© 2024 Chaabi. All rights reserved.</p>
        </footer>
      </div>
    </main>
  );
}
