/**
 * Media Manager tab (docs/product.md#admin-media): sample photos per font × colour, the homepage
 * gallery, uploads and the library.
 */
import { QueryStatus } from '../components/query-status';
import { GalleryManager } from './media/gallery-manager';
import { MediaLibrary } from './media/media-library';
import { useAdminMedia } from './media/media-admin-api';
import { SamplePhotoSlots } from './media/sample-photo-slots';
import { UploadDropzone } from './media/upload-dropzone';

export function MediaTab() {
  const media = useAdminMedia();
  if (media.isLoading || media.isError || !media.data) {
    return <QueryStatus query={media} loading="Loading media..." error="Failed to Load Media" />;
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
