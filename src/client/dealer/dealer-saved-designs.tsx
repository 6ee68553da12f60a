/**
 * The dealer's saved designs on the order page: newest first with a 2D preview,
 * "Use" (puts the design into the order) and "Delete" (after confirmation).
 */
import { useState } from 'react';
import { Bookmark, Plus, Trash2 } from 'lucide-react';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import type { DesignResponse } from '#shared/schemas/designs';
import type { FontChoice } from '../api/options';
import { ApiError } from '../api/fetch';
import { QueryStatus } from '../components/query-status';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { DesignPreview } from '../shop/customizer/keychain-preview';
import { useDealerDesigns, useDeleteDealerDesign } from './dealer-api';

export interface DealerSavedDesignsProps {
  fonts: readonly FontChoice[];
  colors: readonly ColorCombination[];
  /** Puts the design into the order; false when the balance allows no more keychains. */
  onUse: (design: DesignResponse) => boolean;
}

export function DealerSavedDesigns({ fonts, colors, onUse }: DealerSavedDesignsProps) {
  const designs = useDealerDesigns();
  const remove = useDeleteDealerDesign();
  const [deleting, setDeleting] = useState<DesignResponse | null>(null);
  const list = designs.data?.designs ?? [];
  const fontName = (value: string) => fonts.find((f) => f.value === value)?.displayName ?? value;

  return (
    <section aria-labelledby="saved-designs-title" className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="saved-designs-title" className="flex items-center gap-2 text-lg font-bold text-gray-950">
        <Bookmark className="h-5 w-5 text-pink-700" aria-hidden />
        Saved designs
      </h2>
      {designs.isPending || designs.isError ? (
        <div className="mt-2">
          <QueryStatus
            layout="inline"
            query={designs}
            loading="Loading saved designs…"
            error="Could not load your saved designs."
            retryLabel="Try again"
          />
        </div>
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">
          Designs you save with “Save design” on a keychain appear here, ready for your next customer.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Saved designs">
          {list.map((d) => {
            const color = d.colorCombination ?? findColorCombination(d.textColor, colors);
            return (
              <li key={d.id} className="grid gap-2 rounded-xl border border-gray-200 p-3">
                <div className="grid h-20 place-items-center overflow-hidden rounded-lg bg-slate-100">
                  <DesignPreview text={d.customText} fontFamily={d.fontFamily} color={color} scale={0.35} />
                </div>
                <p className="text-sm">
                  <span className="font-bold text-gray-950">{d.customText}</span>
                  <span className="text-gray-600">
                    {' '}
                    · {fontName(d.fontFamily)} · {color.displayName}
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Use design ${d.customText}`}
                    onClick={() => {
                      if (onUse(d))
                        toast({ title: 'Design added', description: `“${d.customText}” is in this order.`, variant: 'success' });
                      else
                        toast({
                          title: 'No credits left',
                          description: 'Buy more credits to add another keychain.',
                          variant: 'destructive',
                        });
                    }}
                  >
                    <Plus aria-hidden />
                    Use
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Delete design ${d.customText}`}
                    onClick={() => setDeleting(d)}
                  >
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this design?"
        description={deleting ? `“${deleting.customText}” is removed from your saved designs. Orders are not affected.` : ''}
        confirmLabel="Delete"
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onError: (error) =>
              toast({
                title: 'Could not delete',
                description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
                variant: 'destructive',
              }),
          });
          setDeleting(null);
        }}
      />
    </section>
  );
}
