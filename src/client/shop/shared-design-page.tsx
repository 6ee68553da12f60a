/**
 * A shared design, /d/<token> (docs/decisions/022): the 2D preview and the sample photo first,
 * the 3D preview on demand ("View in 3D" loads three.js and the geometry worker only then),
 * the price per keychain, "Customize this" (opens it in the customizer, signed in or not:
 * /#customizer shows the home content to signed-out visitors too) and "Add to cart". The
 * server puts the Open Graph tags into the HTML; this page sets the document title. Nothing
 * on it may be wider than a 320 px phone, whatever the name.
 */
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Box, Home, ShoppingCart, Sparkles } from 'lucide-react';
import { findColorCombination } from '#shared/catalog';
import { formatRupees } from '#shared/money';
import { KEYCHAIN_BASE_PRICE_PAISE, MAX_CUSTOMIZER_QUANTITY, unitPriceForQuantity } from '#shared/pricing';
import { addKeychainsToCart, handDesignToCustomizer, useSharedDesign } from '../api/designs';
import { ApiError } from '../api/fetch';
import { useColorCombinations, useFonts } from '../api/options';
import { LazyKeychain3DPreview } from '../components/keychain-3d';
import { Button, buttonVariants } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { FittedPreview, previewLook } from './customizer/fitted-preview';
import { SamplePhoto } from './customizer/sample-photo';
import { ShopLayout } from './layout/shop-layout';

export function SharedDesignPage() {
  const { token = '' } = useParams<{ token: string }>();
  const design = useSharedDesign(token);
  const { fonts } = useFonts();
  const { colors } = useColorCombinations();
  const [, navigate] = useLocation();
  const [show3d, setShow3d] = useState(false);
  const d = design.data;

  // The router sets "Shared keychain · Chaabi" (lib/page-title.ts); the design names itself once loaded.
  useEffect(() => {
    if (d) document.title = `“${d.customText}” keychain · Chaabi`;
  }, [d]);

  let body: React.ReactNode;
  if (design.isLoading) {
    body = (
      <p role="status" className="text-gray-600">
        Loading the design…
      </p>
    );
  } else if (!d) {
    const gone = design.error instanceof ApiError && design.error.status === 404;
    body = (
      <div className="grid justify-items-center gap-4 text-center">
        <h1 className="text-2xl font-extrabold text-gray-950">{gone ? 'This link no longer works' : 'The design could not be loaded'}</h1>
        <p className="text-gray-600">
          {gone ? 'The person who shared it may have turned the link off.' : 'Please check your connection and try again.'}
        </p>
        <Link href="/" className={buttonVariants({ variant: 'brand' })}>
          <Home />
          Design your own
        </Link>
      </div>
    );
  } else {
    const color = d.colorCombination
      ? { ...findColorCombination(d.textColor, colors), ...d.colorCombination }
      : findColorCombination(d.textColor, colors);
    const fontName = fonts.find((f) => f.value === d.fontFamily)?.displayName ?? d.fontFamily;
    const look = previewLook(d, color);
    const flat = <FittedPreview {...look} fonts={fonts} />;
    body = (
      <div className="grid grid-cols-1 gap-6">
        <div className="min-w-0 text-center">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-gray-950 sm:text-3xl">“{d.customText}”</h1>
          <p className="mt-1 text-gray-600">
            {fontName} · {color.displayName}
          </p>
          <p className="mt-2 text-lg font-bold text-gray-950" data-testid="shared-design-price">
            {formatRupees(KEYCHAIN_BASE_PRICE_PAISE)} per keychain
            <span className="block text-sm font-normal text-gray-600">
              {formatRupees(unitPriceForQuantity(MAX_CUSTOMIZER_QUANTITY))} each when you order {MAX_CUSTOMIZER_QUANTITY} or more
            </span>
          </p>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="grid min-w-0 grid-cols-1 content-start gap-2">
            {show3d ? (
              <Suspense fallback={flat}>
                <LazyKeychain3DPreview {...look} placeholder="Text" />
              </Suspense>
            ) : (
              flat
            )}
            <Button variant="outline" size="sm" className="justify-self-center" onClick={() => setShow3d((v) => !v)} aria-pressed={show3d}>
              <Box aria-hidden />
              {show3d ? 'Show 2D preview' : 'View in 3D'}
            </Button>
          </div>
          <SamplePhoto design={d} color={color} fonts={fonts} />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              handDesignToCustomizer(d);
              navigate('/#customizer');
            }}
          >
            <Sparkles />
            Customize this
          </Button>
          <Button
            variant="brand"
            size="lg"
            onClick={() => {
              const added = addKeychainsToCart([d]);
              if (added) toast({ title: 'Added to cart!', description: `“${d.customText}”`, variant: 'success' });
              else toast({ title: 'Cart is full', description: 'Check out or remove a keychain first.', variant: 'destructive' });
            }}
          >
            <ShoppingCart />
            Add to cart
          </Button>
        </div>
      </div>
    );
  }
  return (
    <ShopLayout>
      <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">{body}</section>
    </ShopLayout>
  );
}
