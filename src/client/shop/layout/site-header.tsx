/**
 * The shop header (docs/product.md#header-and-footer): brand, section links, Cart with its item
 * count, Empty, and the sign-in state; a slide-in menu (mobile-menu.tsx) below the lg breakpoint.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, LogIn, ShoppingBag, Trash2, UserRound } from 'lucide-react';
import { useAuth } from '../../api/auth';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { clearCartAndDesigns } from '../../lib/storage';
import { BrandMark } from './brand-mark';
import { CartCount, EMPTY_LABEL, LogoutButton, SectionLink, useCartButton } from './header-parts';
import { MobileMenu } from './mobile-menu';
import { SECTION_LINKS, isGuestMode, isHomePath, logoHref, signInHref } from './nav';

/** Customer sign-in with the external provider (docs/product.md#screens). */
const SIGN_IN_URL = '/api/auth/google';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-gray-700 transition-colors hover:bg-gray-100 hover:text-gray-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500';

/** The site header. */
export function SiteHeader() {
  const [path] = useLocation();
  const { user, isLoading } = useAuth();
  const signedIn = user !== null;
  const guest = isGuestMode(path);
  const cart = useCartButton();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // Empty clears the cart and the customizer's keychains together, after confirmation.
  const emptyCart = () => {
    clearCartAndDesigns();
    toast({ title: 'Cart and designs emptied', description: 'Your cart and the keychains in the customizer are cleared.' });
  };
  // On the home pages the customizer may hold designs even when the cart is empty.
  const canEmpty = cart.count > 0 || isHomePath(path);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link href={logoHref(signedIn)} className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500">
          {/* The name starts with the visible word (axe label-content-name-mismatch, WCAG 2.5.3). */}
          <BrandMark />
          <span className="sr-only"> home</span>
        </Link>
        {guest && (
          <span className="hidden rounded-full bg-pink-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-pink-800 sm:inline-block">
            Guest Mode
          </span>
        )}

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {SECTION_LINKS.map((l) => (
            <SectionLink key={l.id} id={l.id} label={l.label} className={navLinkClass} />
          ))}
          <Link href="/contact" className={navLinkClass}>
            Contact
          </Link>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {/* The name is the visible text, "Cart 1 item" (WCAG 2.5.3); below sm only the count shows, so "Cart" stays for readers. */}
          <Button variant="outline" onClick={cart.open} className="px-3">
            <ShoppingBag />
            <span className="sr-only sm:not-sr-only">Cart</span> <CartCount count={cart.count} />
          </Button>
          <Button variant="ghost" className="hidden lg:inline-flex" onClick={() => setConfirmOpen(true)} disabled={!canEmpty}>
            <Trash2 />
            {EMPTY_LABEL}
          </Button>

          <div className="hidden items-center gap-2 lg:flex">
            {isLoading ? null : signedIn ? (
              <>
                <Link href="/account" className={buttonVariants({ variant: 'ghost' })}>
                  <UserRound />
                  Account
                </Link>
                <LogoutButton variant="outline" />
              </>
            ) : (
              <>
                <a href={signInHref(SIGN_IN_URL, path)} className={buttonVariants({ variant: 'default' })}>
                  <LogIn />
                  Sign In
                </a>
                {guest && (
                  <Link href="/" className={buttonVariants({ variant: 'ghost' })}>
                    <ArrowLeft />
                    Back to Home
                  </Link>
                )}
              </>
            )}
          </div>

          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            user={user}
            authLoading={isLoading}
            guest={guest}
            cartCount={cart.count}
            canEmpty={canEmpty}
            onCart={() => {
              setMenuOpen(false);
              cart.open();
            }}
            onEmpty={() => {
              setMenuOpen(false);
              setConfirmOpen(true);
            }}
          />
        </div>
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Empty your cart and designs?"
        description="This removes every item from your cart and clears the keychains you are designing. It cannot be undone."
        confirmLabel="Empty cart & designs"
        onConfirm={emptyCart}
      />
    </header>
  );
}
