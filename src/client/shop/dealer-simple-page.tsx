/**
 * /dealer-simple: a stub with a phone field and a button that does nothing
 * (docs/product.md#dealer-screens), so it has no react-hook-form: there is nothing to validate or
 * send.
 */
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Field } from '../components/ui/field';
import { ShopLayout } from './layout/shop-layout';

/** The dealer-simple stub page. */
export function DealerSimplePage() {
  return (
    <ShopLayout>
      <section className="mx-auto max-w-md px-4 py-20">
        <div className="rounded-3xl border border-gray-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-extrabold tracking-tight text-gray-950">Dealer Login</h1>
          <form className="mt-6 grid gap-4" onSubmit={(event) => event.preventDefault()}>
            <Field id="dealer-simple-phone" label="Phone Number">
              {(aria) => (
                <Input {...aria} type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="10-digit mobile number" />
              )}
            </Field>
            <Button type="submit" variant="brand" size="lg">
              Continue
            </Button>
          </form>
        </div>
      </section>
    </ShopLayout>
  );
}
