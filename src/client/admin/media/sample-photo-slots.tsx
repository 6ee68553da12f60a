/**
 * Keychain sample photos (docs/product.md#customizer): one slot per font × colour pair
 * (docs/product.md#gallery-and-samples: the section count equals fonts times colour combinations).
 * A slot shows the photo the storefront would pick (the docs/product.md#gallery-and-samples rule)
 * and uploads to keychain-sample with the identifier `{fontName}-{colourName}`; replacing removes
 * the slot's older targeted uploads so the new photo is the one shown.
 */
import { useState } from 'react';
import { ImagePlus, RefreshCw } from 'lucide-react';
import { findSamplePhoto, sampleIdentifier } from '#shared/media-rules';
import type { MediaItem } from '#shared/schemas/media';
import { useColorCombinations, useFonts } from '../../api/options';
import { adminRequest } from '../admin-api';
import { ADMIN_MEDIA_URL } from './media-admin-api';
import { FilePickerButton } from './file-picker-button';
import { SectionCard } from './section-card';
import { UploadProgress } from './upload-progress';
import { useMediaUpload } from './use-media-upload';

export function SamplePhotoSlots({ media }: { media: MediaItem[] }) {
  const { fonts } = useFonts();
  const { colors } = useColorCombinations();
  const count = fonts.length * colors.length;
  return (
    <SectionCard
      id="media-samples-title"
      title="Keychain sample photos"
      description={
        <>
          {fonts.length} fonts × {colors.length} colours = {count} {count === 1 ? 'section' : 'sections'}. Shown on the keychain cards;
          recommended 400×400.
        </>
      }
    >
      <ul className="grid gap-5" aria-label="Sample photo sections by font">
        {fonts.map((font) => (
          <li key={font.value} className="grid gap-2">
            <h3 className="text-sm font-bold text-gray-900">{font.displayName}</h3>
            <ul
              className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3"
              aria-label={`${font.displayName} sample photos`}
              data-testid="sample-slots"
            >
              {colors.map((color) => (
                <SampleSlot key={color.value} media={media} font={font} color={color} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function SampleSlot({
  media,
  font,
  color,
}: {
  media: MediaItem[];
  font: { value: string; displayName: string };
  color: { value: string; displayName: string; fontColor: string; backgroundColor: string };
}) {
  const identifier = sampleIdentifier(font.value, color.value);
  const current = findSamplePhoto(media, font.value, color.value);
  const { upload, progress } = useMediaUpload({ targeted: true });
  const [busy, setBusy] = useState(false);
  const label = `${font.displayName} ${color.displayName}`;

  // Catches and toasts its own errors, so the form fires it with `void`.
  async function onFiles(files: File[]) {
    setBusy(true);
    try {
      const stored = await upload(files.slice(0, 1), { category: 'keychain-sample', identifier });
      if (!stored) return;
      const keep = new Set(stored.map((s) => s.id));
      const older = media.filter((m) => m.category === 'keychain-sample' && m.identifier === identifier && !keep.has(m.id));
      await Promise.allSettled(older.map((m) => adminRequest('DELETE', `${ADMIN_MEDIA_URL}/${m.id}`)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid min-w-0 content-start gap-1.5 rounded-xl border border-gray-200 p-1.5 sm:p-2">
      {current ? (
        <img
          src={current.thumbnailUrl ?? current.url}
          alt={`Sample photo for ${label}`}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover"
        />
      ) : (
        <div
          className="flex aspect-[4/3] w-full items-center justify-center rounded-lg p-2 text-center"
          style={{ backgroundColor: color.backgroundColor }}
        >
          <span className="text-xs font-semibold sm:text-sm" style={{ color: color.fontColor }}>
            No photo
          </span>
        </div>
      )}
      <p className="truncate text-xs font-semibold text-gray-900" title={label}>
        {color.displayName}
      </p>
      {progress !== null ? (
        <UploadProgress value={progress} label={`Uploading sample for ${label}`} />
      ) : (
        <FilePickerButton
          size="sm"
          variant={current ? 'outline' : 'default'}
          className="h-8 px-2 text-xs"
          disabled={busy}
          onFiles={(files) => void onFiles(files)}
          aria-label={`${current ? 'Replace' : 'Upload'} sample photo for ${label}`}
        >
          {current ? <RefreshCw aria-hidden /> : <ImagePlus aria-hidden />}
          {current ? 'Replace' : 'Upload'}
        </FilePickerButton>
      )}
    </li>
  );
}
