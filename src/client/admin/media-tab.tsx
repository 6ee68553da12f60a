/** Media Manager tab (spec §2): sample photos per font × colour, the homepage gallery, uploads and the library. */
import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button';
import { GalleryManager } from './media/gallery-manager';
import { MediaLibrary } from './media/media-library';
import { useAdminMedia } from './media/media-admin-api';
import { SamplePhotoSlots } from './media/sample-photo-slots';
import { UploadDropzone } from './media/upload-dropzone';

export function MediaTab() {
  const media = useAdminMedia();
  if (media.isLoading) {
    return (
      <p role="status" className="py-10 text-center text-gray-600">
        Loading media...
      </p>
    );
  }
  if (media.isError || !media.data) {
    return (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200"
        role="alert"
      >
        <AlertTriangle className="h-8 w-8 text-red-500" aria-hidden />
        <p className="font-semibold text-gray-900">Failed to Load Media</p>
        <Button type="button" variant="outline" onClick={() => void media.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <UploadDropzone />
      <GalleryManager media={media.data} />
      <SamplePhotoSlots media={media.data} />
      <MediaLibrary media={media.data} />
    </div>
  );
}
