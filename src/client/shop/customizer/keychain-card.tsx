/**
 * One keychain's editor (docs/product.md#states): text, font, colour, the live preview and the
 * sample photo. Every control's accessible name carries the keychain's number so each card can be
 * told apart.
 */
import { forwardRef } from 'react';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { WarningIcon } from '../../components/printability-warning';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import type { FontChoice } from '../../api/options';
import { cn } from '../../lib/utils';
import { isKeychainComplete, type KeychainDesign } from './customizer-state';
import { KeychainControls } from './keychain-controls';
import { PreviewPanel } from './preview-panel';
import { SamplePhoto } from './sample-photo';
import { SaveDesignButton } from './save-design-button';

export interface KeychainCardProps {
  index: number;
  design: KeychainDesign;
  selected: boolean;
  /** The printability guard has said this design cannot print. */
  unprintable?: boolean;
  fonts: FontChoice[];
  colors: ColorCombination[];
  onSelect: () => void;
  /** Changes the keychain's text, font or colour. */
  onChange: (patch: Partial<KeychainDesign>) => void;
}

/** A card titled "Keychain N"; the forwarded ref is its text input. */
export const KeychainCard = forwardRef<HTMLInputElement, KeychainCardProps>(function KeychainCard(
  { index, design, selected, unprintable = false, fonts, colors, onSelect, onChange },
  inputRef,
) {
  const n = index + 1;
  const id = `keychain-${n}`;
  const color = findColorCombination(design.textColor, colors);
  const done = isKeychainComplete(design);
  return (
    <section
      aria-labelledby={`${id}-title`}
      onFocusCapture={() => {
        if (!selected) onSelect();
      }}
      onPointerDown={() => {
        if (!selected) onSelect();
      }}
      className={cn(
        'scroll-mt-24 rounded-3xl border bg-white p-4 shadow-sm transition-shadow sm:p-6',
        selected ? 'border-pink-300 shadow-[0_0_0_3px_rgba(219,39,119,0.15)]' : 'border-gray-200',
      )}
    >
      <header className="mb-4 flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-extrabold tracking-tight text-gray-950">
          Keychain {n}
        </h3>
        <div className="flex items-center gap-2">
          {selected && <span className="rounded-full bg-pink-600 px-2.5 py-0.5 text-xs font-bold text-white">Editing</span>}
          {done && unprintable ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-700" data-testid={`${id}-status`}>
              <WarningIcon className="h-4 w-4" />
              Too thin to print
            </span>
          ) : (
            <span
              className={cn('inline-flex items-center gap-1 text-xs font-semibold', done ? 'text-green-700' : 'text-gray-500')}
              data-testid={`${id}-status`}
            >
              {done ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <CircleDashed className="h-4 w-4" aria-hidden />}
              {done ? 'Ready' : 'Needs text'}
            </span>
          )}
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,15rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,17rem)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5">
          <KeychainControls id={id} n={n} design={design} fonts={fonts} colors={colors} onChange={onChange} inputRef={inputRef} />
        </div>

        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
          <PreviewPanel n={n} design={design} color={color} selected={selected} fonts={fonts} />
          <SamplePhoto design={design} color={color} fonts={fonts} />
          <SaveDesignButton n={n} design={design} colors={colors} />
        </div>
      </div>
    </section>
  );
});
