/**
 * The pieces the shop header and its mobile menu share (docs/product.md#header-and-footer): the
 * section links, the Cart button's count and behaviour, Logout, and the Empty button's label.
 */
import { Link, useLocation } from 'wouter';
import { LoaderCircle, LogOut } from 'lucide-react';
import { useLogout } from '../../api/auth';
import { ApiError } from '../../api/fetch';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { scrollToSection } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { cartTarget, isHomePath, sectionHref, type SectionId } from './nav';
import { useCartCount } from './use-cart-count';

/** The Empty button says what it empties. */
export const EMPTY_LABEL = 'Empty cart & designs';

/** Logout: POST /api/auth/logout (never a GET link), then home. */
export function LogoutButton({ variant, size, onDone }: { variant: 'outline' | 'default'; size?: 'lg'; onDone?: () => void }) {
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

/** A link to a home section: in-page (scrolled by `onNavigate` when given) on the home pages, else to `/#section`. */
export function SectionLink({
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

/** The Cart button's count and action: the checkout when an order is stored, else the customizer. */
export function useCartButton() {
  const [path, navigate] = useLocation();
  const count = useCartCount();
  const open = () => {
    if (cartTarget(count) === 'checkout') navigate('/checkout');
    else if (!isHomePath(path) || !scrollToSection('customizer')) navigate('/#customizer');
  };
  return { count, open };
}

/** The item count beside "Cart", with its unit for screen readers. */
export function CartCount({ count }: { count: number }) {
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
