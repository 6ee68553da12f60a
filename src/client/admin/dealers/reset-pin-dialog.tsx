/** Reset a dealer's PIN (spec §5: 4-6 digits); the server revokes the dealer's sessions. */
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Loader2 } from 'lucide-react';
import { ResetPinRequest, type Dealer } from '#shared/schemas/dealer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { failureText, useResetPin } from './dealers-api';

const PinForm = ResetPinRequest.omit({ dealerId: true });
type PinFormValues = z.infer<typeof PinForm>;

export function ResetPinDialog({ dealer, onOpenChange }: { dealer: Dealer | null; onOpenChange: (open: boolean) => void }) {
  const resetPin = useResetPin();
  const form = useForm<PinFormValues>({ resolver: zodResolver(PinForm), defaultValues: { newPin: '' } });
  const { handleSubmit, formState, reset, control } = form;
  const id = useId();

  useEffect(() => {
    if (dealer) reset({ newPin: '' });
  }, [dealer, reset]);

  const submit = async (values: PinFormValues) => {
    if (!dealer) return;
    try {
      await resetPin.mutateAsync({ dealerId: dealer.id, newPin: values.newPin });
      toast({ title: 'PIN Reset', description: `${dealer.businessName} can log in with the new PIN.`, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Error', description: failureText('reset PIN', error), variant: 'destructive' });
    }
  };

  const error = formState.errors.newPin?.message;
  return (
    <Dialog open={dealer !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset PIN</DialogTitle>
          <DialogDescription>
            Set a new PIN for {dealer?.businessName}. Their current sessions are signed out and a disabled PIN is unlocked.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4" aria-label="Reset PIN">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-pin`}>New PIN</Label>
            <Controller
              control={control}
              name="newPin"
              render={({ field }) => (
                <Input
                  id={`${id}-pin`}
                  {...field}
                  onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="4-6 digits"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-pin-error` : undefined}
                />
              )}
            />
            {error && (
              <p id={`${id}-pin-error`} className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={formState.isSubmitting}>
              {formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
              Reset PIN
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
