/** Any unknown path (docs/product.md#screens): "404 Page Not Found". */
import { Link } from 'wouter';
import { Home } from 'lucide-react';
import { useAuth } from '../api/auth';
import { buttonVariants } from '../components/ui/button';
import { ShopLayout } from './layout/shop-layout';
import { logoHref } from './layout/nav';

/** The not-found page. */
export function NotFoundPage() {
  const { isAuthenticated } = useAuth();
  return (
    <ShopLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p aria-hidden className="font-bangers text-8xl tracking-wide text-pink-600">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-gray-950">404 Page Not Found</h1>
        <p className="mt-3 text-gray-600">The page you are looking for does not exist or has moved.</p>
        <Link href={logoHref(isAuthenticated)} className={buttonVariants({ variant: 'brand', size: 'lg', className: 'mt-8' })}>
          <Home />
          Go to Home
        </Link>
      </section>
    </ShopLayout>
  );
}
