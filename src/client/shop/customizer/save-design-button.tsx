/**
 * "Save design" on a keychain card: signed in → the account's designs; a guest →
 * this device (offered to move into the account at sign-in). The saving code loads on the
 * first click, so the storefront's first load stays within budget (docs/product.md#budgets).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import type { ColorCombination } from '#shared/catalog';
import { useAuth } from '../../api/auth';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import type { KeychainDesign } from './customizer-state';

export function SaveDesignButton({ n, design, colors }: { n: number; design: KeychainDesign; colors: readonly ColorCombination[] }) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const onSave = async () => {
    setSaving(true);
    try {
      const { saveDesignFromCustomizer } = await import('../../api/designs');
      const result = await saveDesignFromCustomizer(design, colors, { signedIn: isAuthenticated, queryClient });
      toast(result);
    } catch {
      toast({ title: 'Could not save', description: 'Please check your connection and try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void onSave()}
      disabled={saving}
      aria-label={`Save design: keychain ${n}`}
    >
      <Bookmark className="h-4 w-4" aria-hidden />
      {saving ? 'Saving…' : 'Save design'}
    </Button>
  );
}
