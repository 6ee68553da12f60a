/**
 * "My designs" on /account: the saved designs newest first with a 2D preview, and
 * Edit, Add to cart, Share (copy link) and Delete (after confirmation). Designs kept on this
 * device before signing in are offered once to move into the account.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Bookmark } from 'lucide-react';
import { findColorCombination } from '#shared/catalog';
import type { DesignResponse } from '#shared/schemas/designs';
import { useColorCombinations, useFonts } from '../api/options';
import {
  GUEST_DESIGNS_OFFERED_KEY,
  addKeychainsToCart,
  clearGuestDesigns,
  handDesignToCustomizer,
  readGuestDesigns,
  useDeleteDesign,
  useMyDesigns,
  useSaveDesign,
  useShareDesign,
} from '../api/designs';
import { ApiError } from '../api/fetch';
import { AccountQueryStatus } from './account-query-status';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ConfirmDeleteDialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { readStorage, writeStorage } from '../lib/storage';
import { DesignPreview } from '../shop/customizer/keychain-preview';

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'Please try again.';
}

export function MyDesigns() {
  const designs = useMyDesigns(true);
  const { fonts } = useFonts();
  const { colors } = useColorCombinations();
  const remove = useDeleteDesign();
  const share = useShareDesign();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState<DesignResponse | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Design deleted' }),
      onError: (error) => toast({ title: 'Could not delete', description: errorText(error), variant: 'destructive' }),
    });
    setDeleting(null);
  };

  const onShare = (d: DesignResponse) => {
    share.mutate(d.id, {
      onSuccess: ({ url }) => {
        const link = new URL(url, window.location.origin).toString();
        navigator.clipboard.writeText(link).then(
          () => toast({ title: 'Link copied', description: link, variant: 'success' }),
          () => toast({ title: 'Share link', description: link }),
        );
      },
      onError: (error) => toast({ title: 'Could not share', description: errorText(error), variant: 'destructive' }),
    });
  };

  const list = designs.data?.designs ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">My designs</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <GuestDesignsOffer />
        {designs.isLoading || designs.isError ? (
          <AccountQueryStatus query={designs} items="designs" />
        ) : list.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <Bookmark className="h-4 w-4 text-pink-600" aria-hidden />
            No saved designs yet. Use “Save design” on a keychain in the customizer.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Your designs">
            {list.map((d) => {
              const color = d.colorCombination ?? findColorCombination(d.textColor, colors);
              const fontName = fonts.find((f) => f.value === d.fontFamily)?.displayName ?? d.fontFamily;
              return (
                <li
                  key={d.id}
                  className="grid gap-3 rounded-2xl border border-gray-200 p-4 sm:grid-cols-[10rem_1fr]"
                  data-testid="design-item"
                >
                  <DesignPreview text={d.customText} fontFamily={d.fontFamily} color={color} scale={0.5} fonts={fonts} />
                  <div className="grid min-w-0 gap-2">
                    <p className="truncate font-bold text-gray-950">“{d.customText}”</p>
                    <p className="text-sm text-gray-600">
                      {fontName} · {color.displayName}
                      {d.shared ? ' · Shared' : ''}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          handDesignToCustomizer(d);
                          navigate('/');
                        }}
                        aria-label={`Edit ${d.customText}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        onClick={() => {
                          const added = addKeychainsToCart([d]);
                          if (added) toast({ title: 'Added to cart!', description: `“${d.customText}”`, variant: 'success' });
                          else
                            toast({ title: 'Cart is full', description: 'Check out or remove a keychain first.', variant: 'destructive' });
                        }}
                        aria-label={`Add to cart: ${d.customText}`}
                      >
                        Add to cart
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onShare(d)}
                        disabled={share.isPending}
                        aria-label={`Share ${d.customText}`}
                      >
                        {d.shared ? 'New share link' : 'Share'}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setDeleting(d)} aria-label={`Delete ${d.customText}`}>
                        Delete
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <ConfirmDeleteDialog noun="design" open={deleting !== null} onCancel={() => setDeleting(null)} onConfirm={confirmDelete}>
          {deleting ? `“${deleting.customText}” will be removed, and its share link will stop working.` : ''}
        </ConfirmDeleteDialog>
      </CardContent>
    </Card>
  );
}

/** Offers, once, to move the designs saved on this device into the account. */
function GuestDesignsOffer() {
  const [pending, setPending] = useState(() => (readStorage(GUEST_DESIGNS_OFFERED_KEY) ? [] : readGuestDesigns()));
  const save = useSaveDesign();
  const [moving, setMoving] = useState(false);
  if (pending.length === 0) return null;

  const done = () => {
    writeStorage(GUEST_DESIGNS_OFFERED_KEY, '1');
    setPending([]);
  };
  const move = async () => {
    setMoving(true);
    let moved = 0;
    // Oldest first, so the account lists them in the order they were made.
    for (const d of [...pending].reverse()) {
      try {
        await save.mutateAsync(d);
        moved += 1;
      } catch (error) {
        toast({ title: `Moved ${moved} of ${pending.length}`, description: errorText(error), variant: 'destructive' });
        setMoving(false);
        return;
      }
    }
    clearGuestDesigns();
    toast({
      title: 'Designs moved',
      description: `${moved} ${moved === 1 ? 'design is' : 'designs are'} now in your account.`,
      variant: 'success',
    });
    setMoving(false);
    done();
  };
  return (
    <div className="rounded-2xl border border-pink-200 bg-pink-50 p-4" role="region" aria-label="Designs on this device">
      <p className="text-sm text-gray-800">
        You saved {pending.length} {pending.length === 1 ? 'design' : 'designs'} on this device before signing in. Keep{' '}
        {pending.length === 1 ? 'it' : 'them'} in your account?
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => void move()} disabled={moving}>
          {moving ? 'Moving…' : 'Keep in my account'}
        </Button>
        <Button size="sm" variant="outline" onClick={done} disabled={moving}>
          Not now
        </Button>
      </div>
    </div>
  );
}
