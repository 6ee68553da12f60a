/**
 * The general uploader (docs/product.md#screens, docs/product.md#admin-inputs): drop several images
 * here or browse for them.
 */
import { useState } from 'react';
import { UploadCloud } from 'lucide-react';
import { cn } from '../../lib/utils';
import { FilePickerButton } from './file-picker-button';
import { SectionCard } from './section-card';
import { UploadProgress } from './upload-progress';
import { useMediaUpload } from './use-media-upload';

export function UploadDropzone() {
  const { upload, progress } = useMediaUpload({ targeted: false });
  const [dragging, setDragging] = useState(false);
  return (
    <SectionCard
      id="media-upload-title"
      title="Upload files"
      description="JPG, PNG, GIF or WebP, up to 10MB each. Several files at once are fine."
    >
      <div
        data-testid="media-dropzone"
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const files = Array.from(e.dataTransfer.files);
          if (files.length > 0 && progress === null) void upload(files);
        }}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors sm:p-10',
          dragging ? 'border-pink-500 bg-pink-50' : 'border-gray-300 bg-gray-50',
        )}
      >
        <UploadCloud className="h-10 w-10 text-gray-400" aria-hidden />
        <p className="text-sm font-semibold text-gray-900">Drag and drop images here</p>
        <p className="text-xs text-gray-500">or</p>
        {progress === null ? (
          <FilePickerButton multiple variant="outline" onFiles={(files) => void upload(files)}>
            Browse files
          </FilePickerButton>
        ) : (
          <div className="w-full max-w-xs">
            <UploadProgress value={progress} label="Uploading files" />
          </div>
        )}
      </div>
    </SectionCard>
  );
}
