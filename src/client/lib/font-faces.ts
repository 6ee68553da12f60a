/**
 * Uploaded fonts in the browser: each stored file is registered once as a FontFace loaded from
 * /api/fonts/{file} (never from a CDN: docs/decisions/012-admin-fonts.md). Load failures are
 * only logged (docs/product.md#errors).
 */
import { useEffect, useState } from 'react';
import { uploadedFontFamily } from '#shared/catalog';

export { uploadedFontFamily };

const loaded = new Map<string, Promise<boolean>>();

function loadFontFile(fontFile: string): Promise<boolean> {
  let promise = loaded.get(fontFile);
  if (!promise) {
    const face = new FontFace(uploadedFontFamily(fontFile), `url(/api/fonts/${encodeURIComponent(fontFile)})`);
    promise = face
      .load()
      .then((f) => {
        document.fonts.add(f);
        return true;
      })
      .catch((error: unknown) => {
        console.warn(`Could not load font file ${fontFile}`, error);
        return false;
      });
    loaded.set(fontFile, promise);
  }
  return promise;
}

/** Loads the uploaded font files of `fonts`; returns how many have finished (re-renders when each lands). */
export function useUploadedFontFaces(fonts: readonly { fontFile?: string | null }[] | undefined): number {
  const [ready, setReady] = useState(0);
  const files = (fonts ?? []).map((f) => f.fontFile).filter((f): f is string => !!f);
  const key = files.join('|');
  useEffect(() => {
    if (typeof FontFace === 'undefined' || !key) return;
    let live = true;
    for (const file of key.split('|')) {
      void loadFontFile(file).then(() => {
        if (live) setReady((n) => n + 1);
      });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return ready;
}
