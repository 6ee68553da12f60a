/**
 * A keychain card's preview: the real 3D model for the card being edited (the same
 * geometry engine as the printed STL, in a web worker, loaded when on screen and idle behind
 * the 2D preview, so it never blocks the page: docs/product.md#budgets), and the 2D preview of
 * docs/product.md#preview for the other cards or on request.
 */
import { useState } from 'react';
import { Box, Type } from 'lucide-react';
import { Deferred3DPreview } from '../../components/keychain-3d';
import { cn } from '../../lib/utils';
import type { ColorCombination } from '#shared/catalog';
import type { FontChoice } from '../../api/options';
import type { KeychainDesign } from './customizer-state';
import { FittedPreview, previewLook } from './fitted-preview';
import { useHydrated } from '../../lib/use-hydrated';

export interface PreviewPanelProps {
  n: number;
  design: KeychainDesign;
  /** The design's colour combination (its font and plate colours). */
  color: Pick<ColorCombination, 'fontColor' | 'backgroundColor'>;
  /** The card being edited shows 3D by default; the others stay 2D so at most one canvas runs. */
  selected: boolean;
  fonts?: readonly FontChoice[];
}

type View = '3d' | '2d';

/** The preview figure with a 3D / 2D switch. */
export function PreviewPanel({ n, design, color, selected, fonts }: PreviewPanelProps) {
  const look = previewLook(design, color);
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<View>('3d');
  const view: View = selected ? chosen : '2d';
  const flat = <FittedPreview {...look} fonts={fonts} />;
  return (
    <figure className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <div className="relative flex min-h-32 items-center rounded-2xl bg-[radial-gradient(circle_at_1px_1px,var(--color-gray-300)_1px,transparent_0)] bg-gray-50 [background-size:16px_16px] p-4">
        {view === '3d' ? <Deferred3DPreview poster={flat} {...look} placeholder="Chaabi" className="h-40 w-full" /> : flat}
      </div>
      <div className="flex items-center justify-between gap-2">
        <figcaption className="text-xs font-medium text-gray-500">{view === '3d' ? '3D preview · drag to rotate' : 'Preview'}</figcaption>
        {selected && (
          <div
            role="group"
            aria-label={`Keychain ${n} preview view`}
            className="inline-flex rounded-lg border border-gray-200 bg-white p-0.5"
          >
            {(['3d', '2d'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                aria-disabled={hydrated ? undefined : true}
                onClick={() => setChosen(v)}
                className={cn(
                  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold',
                  view === v ? 'bg-gray-900 text-white' : 'text-gray-600 hover:bg-gray-100',
                )}
              >
                {v === '3d' ? <Box className="h-3.5 w-3.5" aria-hidden /> : <Type className="h-3.5 w-3.5" aria-hidden />}
                {v === '3d' ? '3D' : '2D'}
              </button>
            ))}
          </div>
        )}
      </div>
    </figure>
  );
}
