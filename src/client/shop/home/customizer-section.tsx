/**
 * The #customizer section: heading, the price tiers and the customizer itself
 * (docs/product.md#customizer, docs/product.md#pricing-tiers).
 */
import { MAX_KEYCHAIN_TEXT } from '#shared/keychain-text';
import { formatRupees } from '#shared/money';
import { unitPriceForQuantity } from '#shared/pricing';
import { Customizer } from '../customizer/customizer';

const TIERS = [
  { label: '1', quantity: 1 },
  { label: '2', quantity: 2 },
  { label: '3', quantity: 3 },
  { label: '4', quantity: 4 },
  { label: '5-9', quantity: 5 },
  { label: '10', quantity: 10 },
] as const;

/** The customizer section. */
export function CustomizerSection() {
  return (
    <section
      id="customizer"
      aria-labelledby="customizer-title"
      className="below-fold scroll-mt-20 bg-gradient-to-b from-white to-pink-50/60 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Custom Keychains</p>
            <h2 id="customizer-title" className="mt-2 text-3xl font-extrabold tracking-tight text-gray-950 sm:text-4xl">
              Design your keychains
            </h2>
            <p className="mt-3 text-gray-600">
              Up to {MAX_KEYCHAIN_TEXT} letters and numbers each. Mix fonts and colours freely: the price depends only on how many you
              order.
            </p>
          </div>
          <div>
            <p id="tiers-title" className="text-xs font-semibold uppercase tracking-wider text-gray-500">
              Price per keychain
            </p>
            <ul aria-labelledby="tiers-title" className="mt-2 grid grid-cols-6 gap-1.5 sm:flex sm:gap-2">
              {TIERS.map((tier) => (
                <li key={tier.label} className="rounded-xl bg-white px-1 py-1.5 text-center shadow-sm ring-1 ring-gray-200 sm:px-3">
                  <span className="block whitespace-nowrap text-[10px] font-semibold text-gray-500 sm:text-[11px]">
                    {tier.label === '1' ? '1 pc' : `${tier.label} pcs`}
                  </span>
                  <span className="block text-sm font-extrabold tabular-nums text-gray-950">
                    {formatRupees(unitPriceForQuantity(tier.quantity))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-10">
          <Customizer />
        </div>
      </div>
    </section>
  );
}
