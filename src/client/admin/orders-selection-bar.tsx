/**
 * The Orders tab's selection (docs/product.md#admin-panel): "Select all shown", "Select all n
 * matching" (the newest MAX_LABELS_PER_PDF at most), and for the chosen orders the labels PDF, Ship
 * (docs/decisions/053) and Clear selection.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { FileText, Loader2 } from 'lucide-react';
import { MAX_LABELS_PER_PDF } from '#shared/schemas/admin-orders';
import { Button, buttonVariants } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { fetchOrderIds, labelsPdfUrl, type OrdersParams } from './admin-api';
import { ShipSelectedButton } from './ship-selected-button';
import { SelectCheckbox } from './tab-parts';

/**
 * The selection's controls. `selected` holds order ids in the order they were ticked (the label
 * PDF prints them so); `shownIds` are the page's orders; `total` how many match `filters`.
 */
export function OrdersSelectionBar({
  selected,
  setSelected,
  shownIds,
  total,
  filters,
}: {
  selected: number[];
  setSelected: Dispatch<SetStateAction<number[]>>;
  shownIds: number[];
  total: number | undefined;
  filters: Pick<OrdersParams, 'status' | 'paymentStatus' | 'q'>;
}) {
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const toggleAllShown = (on: boolean) =>
    setSelected((ids) => (on ? [...ids, ...shownIds.filter((id) => !ids.includes(id))] : ids.filter((id) => !shownIds.includes(id))));
  const tooMany = selected.length > MAX_LABELS_PER_PDF;
  const [selectingAll, setSelectingAll] = useState(false);
  async function selectAllMatching() {
    setSelectingAll(true);
    try {
      const answer = await fetchOrderIds(filters);
      setSelected((ids) => [...ids, ...answer.ids.filter((id) => !ids.includes(id))]);
      if (answer.total > answer.ids.length) {
        toast({
          title: 'Selection Limited',
          description: `The newest ${answer.ids.length} of ${answer.total} matching orders were selected (at most ${MAX_LABELS_PER_PDF} labels per PDF).`,
        });
      }
    } catch {
      toast({ title: 'Error', description: 'Could not select the matching orders. Please try again.', variant: 'destructive' });
    } finally {
      setSelectingAll(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <SelectCheckbox checked={allShownSelected} disabled={shownIds.length === 0} onChange={toggleAllShown}>
        Select all shown
      </SelectCheckbox>
      {total !== undefined && total > shownIds.length && (
        <Button variant="outline" size="sm" onClick={() => void selectAllMatching()} disabled={selectingAll}>
          {selectingAll && <Loader2 className="animate-spin" aria-hidden="true" />}
          Select all {total.toLocaleString('en-IN')} matching
        </Button>
      )}
      {selected.length > 0 && (
        <>
          <span className="text-sm text-gray-600" aria-live="polite">
            {selected.length} selected
          </span>
          <a
            href={tooMany ? undefined : labelsPdfUrl(selected)}
            download
            aria-disabled={tooMany || undefined}
            className={buttonVariants({ variant: 'brand', size: 'sm', className: tooMany ? 'pointer-events-none opacity-50' : '' })}
          >
            <FileText aria-hidden="true" />
            Download {selected.length} {selected.length === 1 ? 'label' : 'labels'} (PDF)
          </a>
          <ShipSelectedButton ids={selected} onShipped={() => setSelected([])} />
          <Button variant="ghost" size="sm" onClick={() => setSelected([])}>
            Clear selection
          </Button>
          {tooMany && <span className="text-sm text-red-700">At most {MAX_LABELS_PER_PDF} labels per PDF.</span>}
        </>
      )}
    </div>
  );
}
