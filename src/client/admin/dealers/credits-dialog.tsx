/** Add credits to a dealer (spec §5: a numeric amount and a reason; the server writes a ledger row). */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Loader2 } from 'lucide-react';
import { AddCreditsRequest, type Dealer } from '#shared/schemas/dealer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { failureText, useAddCredits } from './dealers-api';

const CreditsForm = AddCreditsRequest.omit({ dealerId: true });
type Input = z.input<typeof CreditsForm>;
type Output = z.output<typeof CreditsForm>;

export function CreditsDialog({ dealer, onOpenChange }: { dealer: Dealer | null; onOpenChange: (open: boolean) => void }) {
  const addCredits = useAddCredits();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(CreditsForm), defaultValues: { credits: '', reason: '' } });
  const { register, handleSubmit, formState, reset } = form;
  const id = useId();

  useEffect(() => {
    if (dealer) reset({ credits: '', reason: '' });
  }, [dealer, reset]);

  const submit = async (values: Output) => {
    if (!dealer) return;
    try {
      const answer = await addCredits.mutateAsync({ dealerId: dealer.id, credits: values.credits, reason: values.reason });
      toast({
        title: 'Credits Added',
        description: `${values.credits} credits for ${dealer.businessName}. New balance: ${answer.dealer.keychainCredits}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Error', description: failureText('add credits', error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={dealer !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Credits</DialogTitle>
          <DialogDescription>
            {dealer?.businessName} · current balance{' '}
            <span className="font-semibold text-gray-900">{dealer?.keychainCredits ?? 0} credits</span>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4" aria-label="Add credits">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-credits`}>Credits</Label>
            <Input
              id={`${id}-credits`}
              type="number"
              inputMode="numeric"
              step={1}
              {...register('credits')}
              aria-invalid={formState.errors.credits ? true : undefined}
              aria-describedby={formState.errors.credits ? `${id}-credits-error` : `${id}-credits-hint`}
            />
            {formState.errors.credits ? (
              <p id={`${id}-credits-error`} className="text-sm text-red-600">
                {formState.errors.credits.message}
              </p>
            ) : (
              <p id={`${id}-credits-hint`} className="text-xs text-gray-500">
                A negative number corrects a mistake; the balance never goes below 0.
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Input
              id={`${id}-reason`}
              {...register('reason')}
              placeholder="e.g. Cash payment received"
              autoComplete="off"
              aria-invalid={formState.errors.reason ? true : undefined}
              aria-describedby={formState.errors.reason ? `${id}-reason-error` : undefined}
            />
            {formState.errors.reason && (
              <p id={`${id}-reason-error`} className="text-sm text-red-600">
                {formState.errors.reason.message}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={formState.isSubmitting}>
              {formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
              Add Credits
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
