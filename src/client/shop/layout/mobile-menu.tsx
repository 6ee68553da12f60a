/**
 * The shop header's slide-in menu below the lg breakpoint (docs/product.md#header-and-footer): the
 * greeting, the section links, Cart and Empty, and the sign-in choices ("Sign In for Better
 * Experience", "Continue as Guest") or Account and Logout.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { ArrowLeft, LogIn, Menu, ShoppingBag, Trash2, User, UserRound, X } from 'lucide-react';
import type { AuthUser } from '../../api/auth';
import { Button, buttonVariants } from '../../components/ui/button';
import { scrollToSection } from '../../lib/scroll';
import { BrandMark } from './brand-mark';
import { CartCount, EMPTY_LABEL, LogoutButton, SectionLink } from './header-parts';
import { SECTION_LINKS, greetingName, signInHref, type SectionId } from './nav';

/** The mobile menu's sign-in and sign-out navigations (docs/product.md#header-and-footer). */
const MENU_SIGN_IN_URL = '/api/login';

const menuItemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold text-gray-800 transition-colors hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500';

/** The menu button and the menu it opens. */
export function MobileMenu({
  open,
  onOpenChange,
  user,
  authLoading,
  guest,
  cartCount,
  canEmpty,
  onCart,
  onEmpty,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: AuthUser | null;
  authLoading: boolean;
  guest: boolean;
  cartCount: number;
  canEmpty: boolean;
  onCart: () => void;
  onEmpty: () => void;
}) {
  // A section link closes the menu first and scrolls once the dialog has released the page.
  const [pendingSection, setPendingSection] = useState<SectionId | null>(null);
  const [path, navigate] = useLocation();
  const goToSection = (id: SectionId) => {
    setPendingSection(id);
    onOpenChange(false);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="!size-6" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        {/* Above the toast viewport (z-100): a toast never covers the menu's Account and Logout. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-[110] bg-black/50" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-[110] flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            if (!pendingSection) return;
            event.preventDefault();
            const id = pendingSection;
            setPendingSection(null);
            if (!scrollToSection(id)) navigate(`/#${id}`);
            else window.history.replaceState(window.history.state, '', `#${id}`);
          }}
        >
          <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
            <DialogPrimitive.Title asChild>
              <h2>
                <BrandMark />
                <span className="sr-only">Menu</span>
              </h2>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
              aria-label="Close menu"
            >
              <X className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Site navigation and account options</DialogPrimitive.Description>

          <div className="flex flex-1 flex-col gap-6 px-4 py-5">
            {user ? (
              <p className="flex items-center gap-3 rounded-2xl bg-pink-50 px-4 py-3 text-pink-900">
                <User className="h-5 w-5" aria-hidden />
                <span className="font-semibold">Hi, {greetingName(user)}!</span>
              </p>
            ) : guest ? (
              <p className="self-start rounded-full bg-pink-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-pink-800">
                Guest Mode
              </p>
            ) : null}

            <nav aria-label="Mobile" className="flex flex-col">
              {SECTION_LINKS.map((l) => (
                <SectionLink key={l.id} id={l.id} label={l.label} className={menuItemClass} onNavigate={goToSection} />
              ))}
              <DialogPrimitive.Close asChild>
                <Link href="/contact" className={menuItemClass}>
                  Contact
                </Link>
              </DialogPrimitive.Close>
            </nav>

            {/* One column: "Empty cart & designs" does not fit half of a 375 px menu. */}
            <div className="grid gap-2">
              <Button variant="outline" onClick={onCart}>
                <ShoppingBag />
                Cart <CartCount count={cartCount} />
              </Button>
              <Button variant="outline" onClick={onEmpty} disabled={!canEmpty}>
                <Trash2 />
                {EMPTY_LABEL}
              </Button>
            </div>

            <div className="mt-auto flex flex-col gap-2 border-t border-gray-100 pt-5">
              {authLoading ? null : user ? (
                <>
                  <DialogPrimitive.Close asChild>
                    <Link href="/account" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                      <UserRound />
                      Account
                    </Link>
                  </DialogPrimitive.Close>
                  <LogoutButton variant="default" size="lg" onDone={() => onOpenChange(false)} />
                </>
              ) : (
                <>
                  <a href={signInHref(MENU_SIGN_IN_URL, path)} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
                    <LogIn />
                    Sign In for Better Experience
                  </a>
                  <DialogPrimitive.Close asChild>
                    <Link href="/guest" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                      Continue as Guest
                    </Link>
                  </DialogPrimitive.Close>
                  {guest && (
                    <DialogPrimitive.Close asChild>
                      <Link href="/" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
                        <ArrowLeft />
                        Back to Home
                      </Link>
                    </DialogPrimitive.Close>
                  )}
                </>
              )}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
