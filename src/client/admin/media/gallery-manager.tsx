/**
 * Homepage gallery photos (docs/product.md#customizer): upload with a generated
 * `mainpic-<timestamp>` identifier so the docs/product.md#gallery-and-samples gallery rule picks
 * them up, the photos in storefront order, and delete.
 */
import { useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { MIN_PHOTO_BYTES, isGalleryPhoto, selectGalleryPhotos } from '#shared/media-rules';
import type { MediaItem } from '#shared/schemas/media';
import { Button } from '../../components/ui/button';
import { ConfirmDeleteDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { FilePickerButton } from './file-picker-button';
import { useDeleteMedia } from './media-admin-api';
import { SectionCard } from './section-card';
import { formatKb } from './upload-checks';
import { UploadProgress } from './upload-progress';
import { useMediaUpload } from './use-media-upload';

export function GalleryManager({ media }: { media: MediaItem[] }) {
  const shown = selectGalleryPhotos(media);
  const hidden = media.filter((m) => m.category === 'homepage-gallery' && !isGalleryPhoto(m));
  const { upload, progress } = useMediaUpload({ targeted: true });
  const remove = useDeleteMedia();
  const [pending, setPending] = useState<MediaItem | null>(null);

  function confirmDelete() {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast({ title: 'Photo deleted', variant: 'success' }),
      onError: () => toast({ title: 'Error', description: 'Failed to delete photo.', variant: 'destructive' }),
    });
    setPending(null);
  }

  return (
    <SectionCard
      id="media-gallery-title"
      title="Homepage gallery"
      description={
        <>
          <p>The banner carousel rotates every 3 seconds.</p>
          <p>Recommended 800×600 or larger; files of {MIN_PHOTO_BYTES.toLocaleString('en-IN')} bytes or less are not shown.</p>
        </>
      }
      actions={
        progress === null ? (
          <FilePickerButton
            multiple
            variant="brand"
            onFiles={(files) => void upload(files, { category: 'homepage-gallery', identifier: `mainpic-${Date.now()}` })}
          >
            <ImagePlus aria-hidden />
            Upload gallery photo
          </FilePickerButton>
        ) : null
      }
    >
      {progress !== null && <UploadProgress value={progress} label="Uploading gallery photo" />}
      {shown.length === 0 && hidden.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-gray-200 p-6 text-center text-sm text-gray-600">
          No gallery photos yet. Uploaded photos appear on the home page.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Gallery photos">
          {[...shown, ...hidden].map((photo, i) => {
            const visible = i < shown.length;
            const name = visible ? `gallery photo ${i + 1}` : photo.originalName;
            return (
              <li key={photo.id} className="relative overflow-hidden rounded-xl ring-1 ring-gray-200">
                <img
                  src={photo.thumbnailUrl ?? photo.url}
                  alt={visible ? `Gallery photo ${i + 1}` : `${photo.originalName} (not shown)`}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-gray-100 object-cover"
                />
                <div className="flex items-center justify-between gap-2 p-2">
                  <span className="min-w-0 truncate text-xs text-gray-600">
                    {visible ? `#${i + 1} · ${formatKb(photo.originalSize)}` : `Hidden: ${formatKb(photo.originalSize)}`}
                  </span>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="h-8 w-8 text-red-600 hover:bg-red-50"
                    aria-label={`Delete ${name}`}
                    onClick={() => setPending(photo)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDeleteDialog noun="photo" open={pending !== null} onCancel={() => setPending(null)} onConfirm={confirmDelete}>
        It will be removed from the homepage gallery and deleted from the server.
      </ConfirmDeleteDialog>
    </SectionCard>
  );
}
