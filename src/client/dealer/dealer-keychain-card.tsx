/** One keychain on the dealer order page (spec §2): 3D preview, font radio list, colour swatches, text. */
import { useId } from 'react';
import { Bookmark, Trash2 } from 'lucide-react';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import { KEYCHAIN_TEXT_HELPER, MAX_KEYCHAIN_TEXT } from '#shared/keychain-text';
import type { FontChoice } from '../api/options';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Deferred3DPreview } from '../components/keychain-3d';
import { ColorSwatches } from '../shop/customizer/color-swatches';
import { FontPicker } from '../shop/customizer/font-picker';
import { KeychainPreview } from '../shop/customizer/keychain-preview';
import type { KeychainDraft } from './order-draft';
import { PrintabilityWarning } from '../components/printability-warning';

export interface DealerKeychainCardProps {
  index: number;
  keychain: KeychainDraft;
  fonts: FontChoice[];
  colors: ColorCombination[];
  canRemove: boolean;
  onChange: (patch: Partial<KeychainDraft>) => void;
  onRemove: () => void;
  /** Saves this keychain to the dealer's saved designs (issue 14). */
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
  const fallback = (
    <div className="grid h-56 place-items-center rounded-2xl bg-slate-100 p-4">
      <KeychainPreview
        text={keychain.customText}
        fontFamily={keychain.fontFamily}
        fontColor={color.fontColor}
        backgroundColor={color.backgroundColor}
        scale={0.7}
      />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3 id={`${id}-title`} className="whitespace-nowrap text-lg font-extrabold tracking-tight text-gray-950">
          Keychain {n}
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
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="grid min-w-0 content-start gap-5">
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between">
              <label htmlFor={`${id}-text`} className="text-sm font-semibold text-gray-800">
                <span className="sr-only">Keychain {n} </span>Text
              </label>
              <span aria-hidden className="text-xs tabular-nums text-gray-500">
                {keychain.customText.length}/{MAX_KEYCHAIN_TEXT}
              </span>
            </div>
            <Input
              id={`${id}-text`}
              value={keychain.customText}
              onChange={(e) => onChange({ customText: e.target.value })}
              placeholder="e.g. Aarav"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-helper`}
              className="h-12 text-lg font-semibold md:text-base"
            />
            <p id={`${id}-helper`} className="text-xs text-gray-500">
              {KEYCHAIN_TEXT_HELPER}
            </p>
            <PrintabilityWarning customText={keychain.customText} fontFamily={keychain.fontFamily} />
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-semibold text-gray-800">Font</p>
            <FontPicker
              label={`Keychain ${n} font`}
              fonts={fonts}
              value={keychain.fontFamily}
              onChange={(fontFamily) => onChange({ fontFamily })}
            />
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-semibold text-gray-800">
              Colour <span className="font-normal text-gray-500">· {color.displayName}</span>
            </p>
            <ColorSwatches
              label={`Keychain ${n} colour`}
              colors={colors}
              value={keychain.textColor}
              onChange={(textColor) => onChange({ textColor })}
            />
          </div>
        </div>
        <figure className="grid min-w-0 content-start gap-2">
          <Deferred3DPreview
            poster={fallback}
            text={keychain.customText}
            fontFamily={keychain.fontFamily}
            fontColor={color.fontColor}
            backgroundColor={color.backgroundColor}
            placeholder="Text"
          />
          <figcaption className="text-xs font-medium text-gray-500">3D preview · drag to rotate</figcaption>
        </figure>
      </div>
    </section>
  );
}
