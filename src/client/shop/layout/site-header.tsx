/**
 * The shop header (docs/product.md#header-and-footer): brand, section links, Cart with its item
 * count, Empty, and the sign-in state; a slide-in menu below the lg breakpoint.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { ArrowLeft, LoaderCircle, LogIn, LogOut, Menu, ShoppingBag, Trash2, User, UserRound, X } from 'lucide-react';
import { useAuth, useLogout, type AuthUser } from '../../api/auth';
import { ApiError } from '../../api/fetch';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { clearCartAndDesigns } from '../../lib/storage';
import { scrollToSection } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { SECTION_LINKS, cartTarget, greetingName, isGuestMode, isHomePath, logoHref, sectionHref, signInHref, type SectionId } from './nav';
import { useCartCount } from './use-cart-count';

/** Customer sign-in with the external provider (docs/product.md#screens). */
const SIGN_IN_URL = '/api/auth/google';
/** The mobile menu's sign-in and sign-out navigations (docs/product.md#header-and-footer). */
const MENU_SIGN_IN_URL = '/api/login';

/** Logout: POST /api/auth/logout (never a GET link), then home. */
function LogoutButton({ variant, size, onDone }: { variant: 'outline' | 'default'; size?: 'lg'; onDone?: () => void }) {
  const logout = useLogout();
  const [, navigate] = useLocation();
  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      // 401: the session had already ended, which is what the shopper wanted.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({ title: 'Error', description: 'Failed to logout. Please try again.', variant: 'destructive' });
        return;
      }
    }
    onDone?.();
    navigate('/');
  };
  return (
    <Button variant={variant} size={size} onClick={() => void signOut()} disabled={logout.isPending}>
      {logout.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <LogOut />}
      Logout
    </Button>
  );
}

/** The Chaabi wordmark with its keychain tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <span
        aria-hidden
        className="grid h-9 w-9 place-items-center rounded-xl bg-gray-950 font-bangers text-xl tracking-wide text-amber-400 shadow-sm"
      >
        C
      </span>
      <span className="text-xl font-extrabold tracking-tight text-gray-950">Chaabi</span>
    </span>
  );
}

function SectionLink({
  id,
  label,
  className,
  onNavigate,
}: {
  id: SectionId;
  label: string;
  className: string;
  onNavigate?: (id: SectionId) => void;
}) {
  const [path] = useLocation();
  const href = sectionHref(path, id);
  if (isHomePath(path)) {
    return (
      <a
        href={href}
        className={className}
        onClick={(event) => {
          if (!onNavigate) return;
          event.preventDefault();
          onNavigate(id);
        }}
      >
        {label}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}

function useCartButton() {
  const [path, navigate] = useLocation();
  const count = useCartCount();
  const open = () => {
    if (cartTarget(count) === 'checkout') navigate('/checkout');
    else if (!isHomePath(path) || !scrollToSection('customizer')) navigate('/#customizer');
  };
  return { count, open };
}

function CartCount({ count }: { count: number }) {
  return (
    <span
      className={cn(
        'ml-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-bold tabular-nums',
        count > 0 ? 'bg-pink-600 text-white' : 'bg-gray-200 text-gray-700',
      )}
    >
      {count}
      <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
    </span>
  );
}

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

/** The Empty button says what it empties. */
const EMPTY_LABEL = 'Empty cart & designs';

const menuItemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold text-gray-800 transition-colors hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500';

function MobileMenu({
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
