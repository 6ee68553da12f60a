/**
 * Reset a dealer's PIN (docs/product.md#roles: forgotten PINs are reset by the admin). After a
 * confirmation the server clears the PIN, unlocks a disabled one, signs the dealer out everywhere
 * and issues a one-time setup code, shown here once; the dealer chooses the new PIN with it
 * (docs/decisions/016).
 */
import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { Dealer } from '#shared/schemas/dealer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { failureText, useResetPin } from './dealers-api';
import { SetupCodePanel, type IssuedCode } from './setup-code-panel';

export function ResetPinDialog({ dealer, onOpenChange }: { dealer: Dealer | null; onOpenChange: (open: boolean) => void }) {
  const resetPin = useResetPin();
  const [issued, setIssued] = useState<IssuedCode | null>(null);

  useEffect(() => {
    if (dealer) setIssued(null);
  }, [dealer]);

  const confirm = async () => {
    if (!dealer) return;
    try {
      const answer = await resetPin.mutateAsync({ dealerId: dealer.id });
      setIssued({ ...dealer, setupCode: answer.setupCode, setupCodeExpiresAt: answer.setupCodeExpiresAt });
    } catch (error) {
      toast({ title: 'Error', description: failureText('reset PIN', error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={dealer !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title={issued ? 'PIN Reset' : 'Reset PIN'}>
          {issued
            ? `${dealer?.businessName}'s old PIN no longer works. Give them this code to choose a new PIN.`
            : `Reset the PIN of ${dealer?.businessName}? Their current PIN stops working, they are signed out on every device and a disabled PIN is unlocked. You get a one-time setup code for them to choose a new PIN.`}
        </DialogHeading>
        {issued && <SetupCodePanel issued={issued} />}
        <DialogFooter>
          {issued ? (
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="button" variant="brand" onClick={() => void confirm()} disabled={resetPin.isPending}>
                {resetPin.isPending && <Loader2 className="animate-spin" aria-hidden />}
                Reset PIN
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
