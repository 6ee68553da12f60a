/**
 * The media library (docs/product.md#admin-media): every upload with its original name and size in
 * KB; copy URL, open, delete.
 */
import { useState } from 'react';
import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import type { MediaItem } from '#shared/schemas/media';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDeleteDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/utils';
import { useDeleteMedia } from './media-admin-api';
import { SectionCard } from './section-card';
import { formatKb } from './upload-checks';

const CATEGORY_LABELS: Record<MediaItem['category'], string> = {
  general: 'General',
  'keychain-sample': 'Keychain sample',
  'homepage-gallery': 'Homepage gallery',
};

export function MediaLibrary({ media }: { media: MediaItem[] }) {
  const remove = useDeleteMedia();
  const [pending, setPending] = useState<MediaItem | null>(null);

  async function copyUrl(item: MediaItem) {
    const url = new URL(item.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'URL copied', description: url });
    } catch {
      toast({ title: 'Copy failed', description: url, variant: 'destructive' });
    }
  }

  function confirmDelete() {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast({ title: 'File Deleted', variant: 'success' }),
      onError: () =>
        toast({ title: 'Delete Failed', description: 'Failed to delete media file. Please try again.', variant: 'destructive' }),
    });
    setPending(null);
  }

  return (
    <SectionCard id="media-library-title" title="Media library" description={`${media.length} ${media.length === 1 ? 'file' : 'files'}`}>
      {media.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-gray-200 p-6 text-center text-sm text-gray-600">No files uploaded yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-4" aria-label="Media files">
          {media.map((item) => (
            <li key={item.id} className="grid content-start overflow-hidden rounded-xl ring-1 ring-gray-200">
              <img
                src={item.thumbnailUrl ?? item.url}
                alt={item.originalName}
                loading="lazy"
                className="aspect-[4/3] w-full bg-gray-100 object-cover"
              />
              <div className="grid gap-2 p-2 sm:p-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-gray-900" title={item.originalName}>
                    {item.originalName}
                  </p>
                  <p className="truncate text-xs text-gray-500" title={item.identifier ?? undefined}>
                    {formatKb(item.originalSize)} · {CATEGORY_LABELS[item.category]}
                    {item.identifier ? ` · ${item.identifier}` : ''}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="h-9 flex-1 px-2"
                    aria-label={`Copy URL of ${item.originalName}`}
                    onClick={() => void copyUrl(item)}
                  >
                    <Copy aria-hidden />
                    <span aria-hidden className="hidden sm:inline">
                      Copy URL
                    </span>
                  </Button>
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(buttonVariants({ size: 'icon', variant: 'outline' }), 'h-9 w-9')}
                    aria-label={`Open ${item.originalName}`}
                  >
                    <ExternalLink aria-hidden />
                  </a>
                  <Button
                    type="button"
                    size="icon"
                    variant="outline"
                    className="h-9 w-9 text-red-600 hover:bg-red-50"
                    aria-label={`Delete ${item.originalName}`}
                    onClick={() => setPending(item)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog noun="file" open={pending !== null} onCancel={() => setPending(null)} onConfirm={confirmDelete}>
        {pending ? `${pending.originalName} will be deleted from the server. Pages that use its URL will lose the image.` : ''}
      </ConfirmDeleteDialog>
    </SectionCard>
  );
}
