/**
 * The quantity selector, 1-10, each option with its per-unit price (docs/product.md#states,
 * docs/product.md#pricing-tiers).
 */
import { ChevronDown } from 'lucide-react';
import { MAX_CUSTOMIZER_QUANTITY } from '#shared/pricing';
import { Label } from '../../components/ui/label';
import { useKeepEarlyInput } from '../../lib/keep-early-input';
import { quantityOptionLabel } from './labels';

const QUANTITIES = Array.from({ length: MAX_CUSTOMIZER_QUANTITY }, (_, i) => i + 1);

/**
 * A native select (best on phones and for keyboards) labelled "Quantity". It takes a pick from
 * first paint: one made before hydration is handed to `onChange` once React has the select
 * (docs/decisions/096-every-field-takes-input-from-first-paint.md).
 */
export function QuantitySelect({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const setRef = useKeepEarlyInput<HTMLSelectElement>(undefined, value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="keychain-quantity">Quantity</Label>
      <div className="relative">
        <select
          id="keychain-quantity"
          ref={setRef}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-11 w-full appearance-none rounded-lg border border-gray-300 bg-white pl-3 pr-10 text-base font-medium text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 md:text-sm"
        >
          {QUANTITIES.map((q) => (
            <option key={q} value={q}>
              {quantityOptionLabel(q)}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500" />
      </div>
    </div>
  );
}
