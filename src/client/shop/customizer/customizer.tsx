/**
 * The keychain customizer (docs/product.md#customizer, docs/product.md#customizer-state): a card
 * per keychain and the order panel. Rules live in customizer-state.ts; side effects in
 * use-customizer.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { formatRupees } from '#shared/money';
import { MAX_CUSTOMIZER_QUANTITY } from '#shared/pricing';
import { useColorCombinations, useFonts } from '../../api/options';
import { ConfirmDialog } from '../../components/ui/dialog';
import { KeychainCard } from './keychain-card';
import { OrderSummary } from './order-summary';
import { useCustomizer } from './use-customizer';
import { useHydrated } from '../../lib/use-hydrated';

/** The customizer section body (the page supplies the #customizer section around it). */
export function Customizer() {
  const hydrated = useHydrated();
  const c = useCustomizer();
  const { state, dispatch } = c;
  const { fonts } = useFonts();
  const { colors } = useColorCombinations();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // After Add Another Keychain, move focus to the new keychain's text field.
  useEffect(() => {
    if (focusIndex === null || focusIndex >= state.keychains.length) return;
    const input = inputs.current[focusIndex];
    setFocusIndex(null);
    if (!input) return;
    input.focus({ preventScroll: true });
    input.closest('section')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [focusIndex, state.keychains.length]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-8">
      <div className="grid gap-5">
        {state.keychains.map((design, index) => (
          <KeychainCard
            key={index}
            ref={(el) => {
              inputs.current[index] = el;
            }}
            index={index}
            design={design}
            selected={index === state.selectedIndex}
            unprintable={c.unprintable[index] ?? false}
            fonts={fonts}
            colors={colors}
            onSelect={() => dispatch({ type: 'select', index })}
            onChange={(patch) => dispatch({ type: 'edit', index, patch })}
          />
        ))}

        <button
          type="button"
          onClick={() => {
            setFocusIndex(state.quantity);
            c.addAnother();
          }}
          disabled={!c.canAddAnother}
          // Not yet hydrated: no handler to take the click (docs/decisions/030).
          aria-disabled={hydrated ? undefined : true}
          className="group flex w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-3xl border-2 border-dashed border-gray-300 bg-white px-4 py-5 text-base font-bold text-gray-900 transition-colors hover:border-pink-400 hover:bg-pink-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-gray-300 disabled:hover:bg-white"
        >
          <span className="inline-flex items-center gap-2">
            <Plus className="h-5 w-5 text-pink-600" aria-hidden />
            Add Another Keychain
          </span>
          {c.canAddAnother ? (
            <span className="rounded-full bg-pink-100 px-2.5 py-0.5 text-sm font-bold text-pink-800">
              {formatRupees(c.addAnotherPrice)} each
            </span>
          ) : (
            <span className="text-sm font-medium text-gray-500">Maximum {MAX_CUSTOMIZER_QUANTITY} keychains</span>
          )}
        </button>
      </div>

      <div className="lg:sticky lg:top-24">
        <OrderSummary
          quote={c.quote}
          orderable={c.orderable}
          blockedReason={c.blockedReason}
          showsCustomizeAll={c.showsCustomizeAll}
          onQuantityChange={c.changeQuantity}
          onAddToCart={c.addToCart}
          onBuyNow={c.buyNow}
          onStartFresh={c.startFresh}
        />
      </div>
      <ConfirmDialog
        open={c.pendingQuantity !== null}
        onOpenChange={(open) => {
          if (!open) c.cancelQuantity();
        }}
        title={`Remove ${c.pendingQuantity?.dropped.length === 1 ? 'a named keychain' : `${c.pendingQuantity?.dropped.length ?? 0} named keychains`}?`}
        description={`Lowering the quantity to ${c.pendingQuantity?.quantity ?? 1} removes ${c.pendingQuantity?.dropped.join(', ') ?? ''}. You can undo it right after.`}
        confirmLabel="Remove"
        cancelLabel="Keep them"
        onConfirm={c.confirmQuantity}
      />
    </div>
  );
}
