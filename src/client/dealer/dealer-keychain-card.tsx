/**
 * One keychain on the dealer order page (docs/product.md#dealer-screens): 3D preview, font radio
 * list, colour swatches, text.
 */
import { useId, useRef } from 'react';
import { Bookmark, Trash2 } from 'lucide-react';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import type { FontChoice } from '../api/options';
import { Button } from '../components/ui/button';
import { Deferred3DPreview } from '../components/keychain-3d';
import { KeychainControls } from '../shop/customizer/keychain-controls';
import { DesignPreview } from '../shop/customizer/keychain-preview';
import { previewLook } from '../shop/customizer/fitted-preview';
import type { KeychainDraft } from './order-draft';
import { useNearViewport } from '../lib/use-near-viewport';

/** Cards after these mount their pickers and 3D preview only as they near the screen (a pasted list of 100). */
const ALWAYS_MOUNTED = 3;

export interface DealerKeychainCardProps {
  index: number;
  keychain: KeychainDraft;
  fonts: FontChoice[];
  colors: ColorCombination[];
  canRemove: boolean;
  onChange: (patch: Partial<KeychainDraft>) => void;
  onRemove: () => void;
  /** Saves this keychain to the dealer's saved designs. */
  onSave: () => void;
  saving: boolean;
}

/** A card titled "Keychain N"; controls are named with the number so cards can be told apart. */
export function DealerKeychainCard({
  index,
  keychain,
  fonts,
  colors,
  canRemove,
  onChange,
  onRemove,
  onSave,
  saving,
}: DealerKeychainCardProps) {
  const n = index + 1;
  const id = useId();
  const color = findColorCombination(keychain.textColor, colors);
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { initially: index < ALWAYS_MOUNTED });
  const fontName = fonts.find((f) => f.value === keychain.fontFamily)?.displayName ?? keychain.fontFamily;
  const fallback = (
    <div className="grid h-56 place-items-center rounded-2xl bg-slate-100 p-4">
      <DesignPreview text={keychain.customText} fontFamily={keychain.fontFamily} color={color} scale={0.7} />
    </div>
  );
  return (
    <section ref={ref} aria-labelledby={`${id}-title`} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3 id={`${id}-title`} className="whitespace-nowrap text-lg font-extrabold tracking-tight text-gray-950">
          Keychain {n}
          {keychain.forCustomer && <span className="ml-2 text-sm font-medium text-gray-600">for {keychain.forCustomer}</span>}
        </h3>
        <div className="flex gap-1">
          <Button type="button" variant="outline" size="sm" onClick={onSave} disabled={saving} aria-label={`Save design: keychain ${n}`}>
            <Bookmark aria-hidden />
            {saving ? 'Saving…' : 'Save design'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={!canRemove}
            aria-label={`Remove keychain ${n}`}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      </header>
      {near ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
          <div className="grid min-w-0 content-start gap-5">
            <KeychainControls id={id} n={n} design={keychain} fonts={fonts} colors={colors} onChange={onChange} />
          </div>
          <figure className="grid min-w-0 content-start gap-2">
            <Deferred3DPreview poster={fallback} {...previewLook(keychain, color)} placeholder="Text" />
            <figcaption className="text-xs font-medium text-gray-500">3D preview · drag to rotate</figcaption>
          </figure>
        </div>
      ) : (
        <p className="grid h-72 content-center text-center text-gray-600" data-testid="keychain-summary">
          <span className="text-xl font-bold text-gray-950">{keychain.customText || 'No text yet'}</span>
          <span>
            {fontName} · {color.displayName}
          </span>
        </p>
      )}
    </section>
  );
}
