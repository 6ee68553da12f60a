/**
 * "Save design" on a keychain card (issue 14): signed in → the account's designs; a guest →
 * this device (offered to move into the account at sign-in).
 */
import { Bookmark } from 'lucide-react';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import { CreateDesignRequest } from '#shared/schemas/designs';
import { useAuth } from '../../api/auth';
import { saveGuestDesign, useSaveDesign, type NewDesign } from '../../api/designs';
import { ApiError } from '../../api/fetch';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import type { KeychainDesign } from './customizer-state';

/** The API body for a customizer keychain, with its colour combination spelled out. */
export function toNewDesign(design: KeychainDesign, colors: readonly ColorCombination[]): NewDesign {
  const c = findColorCombination(design.textColor, colors);
  return {
    customText: design.customText,
    fontFamily: design.fontFamily,
    textColor: design.textColor,
    colorCombination: { fontColor: c.fontColor, backgroundColor: c.backgroundColor, displayName: c.displayName },
  };
}

export function SaveDesignButton({ n, design, colors }: { n: number; design: KeychainDesign; colors: readonly ColorCombination[] }) {
  const { isAuthenticated } = useAuth();
  const save = useSaveDesign();
  const onSave = () => {
    const body = toNewDesign(design, colors);
    const checked = CreateDesignRequest.safeParse(body);
    if (!checked.success) {
      toast({ title: 'Cannot save yet', description: checked.error.issues[0]?.message ?? 'Check the text', variant: 'destructive' });
      return;
    }
    if (!isAuthenticated) {
      if (saveGuestDesign(body)) toast({ title: 'Design saved', description: 'Saved on this device. Sign in to keep it in your account.' });
      else toast({ title: 'Could not save', description: 'This device has no room for more designs.', variant: 'destructive' });
      return;
    }
    save.mutate(body, {
      onSuccess: () => toast({ title: 'Design saved', description: 'Find it under My designs in your account.', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Could not save',
          description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={onSave} disabled={save.isPending} aria-label={`Save keychain ${n} design`}>
      <Bookmark className="h-4 w-4" aria-hidden />
      {save.isPending ? 'Saving…' : 'Save design'}
    </Button>
  );
}
