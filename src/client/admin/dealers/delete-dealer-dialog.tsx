/**
 * Deleting a dealer (docs/product.md#admin-inputs): a confirmation listing business, owner, phone,
 * credits and orders with a permanent-deletion warning, then the business name typed exactly.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { Dealer } from '#shared/schemas/dealer';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { deletionConfirmed } from './dealer-form';
import { failureText, useDeleteDealer } from './dealers-api';

export function DeleteDealerDialog({ dealer, onClose, onDeleted }: { dealer: Dealer | null; onClose: () => void; onDeleted: () => void }) {
  const [step, setStep] = useState<'confirm' | 'type'>('confirm');
  const [typed, setTyped] = useState('');
  const remove = useDeleteDealer();
  const id = useId();
  // The alert's Continue also closes it; that close moves on to the prompt instead of cancelling.
  const proceeding = useRef(false);

  useEffect(() => {
    if (dealer) {
      proceeding.current = false;
      setStep('confirm');
      setTyped('');
    }
  }, [dealer]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dealer) return;
    if (!deletionConfirmed(typed, dealer.businessName)) {
      toast({
        title: 'Deletion Cancelled',
        description: "Business name didn't match exactly. Deletion cancelled for safety.",
        variant: 'destructive',
      });
      onClose();
      return;
    }
    try {
      await remove.mutateAsync(dealer.id);
      toast({ title: 'Dealer Deleted', description: `${dealer.businessName} has been removed.`, variant: 'success' });
      onDeleted();
    } catch (error) {
      toast({ title: 'Error', description: failureText('delete dealer', error), variant: 'destructive' });
      onClose();
    }
  }

  return (
    <>
      <ConfirmDialog
        open={dealer !== null && step === 'confirm'}
        onOpenChange={(open) => {
          if (!open && !proceeding.current) onClose();
        }}
        title="Delete Dealer?"
        confirmLabel="Continue"
        onConfirm={() => {
          proceeding.current = true;
          setStep('type');
        }}
        description={
          dealer ? (
            <span className="grid gap-3">
              <span className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-gray-50 p-3 text-gray-800">
                <span className="text-gray-500">Business</span>
                <span className="font-semibold">{dealer.businessName}</span>
                <span className="text-gray-500">Owner</span>
                <span>{dealer.ownerName}</span>
                <span className="text-gray-500">Phone</span>
                <span>+91 {dealer.phoneNumber}</span>
                <span className="text-gray-500">Credits</span>
                <span>{dealer.keychainCredits}</span>
                <span className="text-gray-500">Orders</span>
                <span>{dealer.totalOrders}</span>
              </span>
              <span className="flex items-start gap-2 text-red-700">
                <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                This permanently deletes the dealer account and cannot be undone. Their orders stay in the Orders tab.
              </span>
            </span>
          ) : (
            ''
          )
        }
      />
      <Dialog
        open={dealer !== null && step === 'type'}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        <DialogContent className="max-w-md">
          <DialogHeading title="Confirm Deletion">
            Type <span className="font-semibold text-gray-900">{dealer?.businessName}</span> exactly to delete this dealer.
          </DialogHeading>
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Confirm dealer deletion">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-name`}>Business name</Label>
              <Input id={`${id}-name`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                Delete Dealer
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
