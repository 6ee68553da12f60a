/// <reference lib="webworker" />
/**
 * The 3D preview's geometry worker: the same engine as the server (src/geometry), so
 * what the customer sees is what gets printed. Loads manifold-3d's WASM, the built-in WOFF
 * fonts (self-hosted by Vite from @fontsource) and admin-uploaded fonts (the same bytes the
 * print files use, from /api/fonts/{file}) once each, builds on request and transfers the typed
 * arrays back without copying. An unknown font is an error, never another font.
 */
import wasmUrl from 'manifold-3d/manifold.wasm?url';
import bangersUrl from '@fontsource/bangers/files/bangers-latin-400-normal.woff?url';
import chewyUrl from '@fontsource/chewy/files/chewy-latin-400-normal.woff?url';
import pacificoUrl from '@fontsource/pacifico/files/pacifico-latin-400-normal.woff?url';
import permanentMarkerUrl from '@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff?url';
import knewaveUrl from '@fontsource/knewave/files/knewave-latin-400-normal.woff?url';
import { GeometryError, MAX_TEXT_LENGTH_BLENDER, buildKeychain, initGeometry, loadFont, type Font } from '#geometry/index';
import type { BuildRequest, BuildResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const FONT_URLS: Record<string, string> = {
  bangers: bangersUrl,
  chewy: chewyUrl,
  pacifico: pacificoUrl,
  'permanent-marker': permanentMarkerUrl,
  knewave: knewaveUrl,
};

const fonts = new Map<string, Promise<Font>>();

function fontFor(value: string, fontFile: string | undefined): Promise<Font> {
  const url = fontFile ? `/api/fonts/${encodeURIComponent(fontFile)}` : FONT_URLS[value];
  if (!url) return Promise.reject(new GeometryError('INVALID_FONT', `The font "${value}" is not available for the 3D preview.`));
  let font = fonts.get(url);
  if (!font) {
    font = fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`Font ${value} could not be loaded (${r.status})`);
        return r.arrayBuffer();
      })
      .then(loadFont);
    font.catch(() => fonts.delete(url));
    fonts.set(url, font);
  }
  return font;
}

const ready = initGeometry({ locateFile: () => wasmUrl });

self.onmessage = async (event: MessageEvent<BuildRequest>) => {
  const { id, text, fontFamily, fontFile } = event.data;
  try {
    const [font] = await Promise.all([fontFor(fontFamily, fontFile), ready]);
    const started = performance.now();
    const model = buildKeychain({ text, font, options: { maxLength: MAX_TEXT_LENGTH_BLENDER } });
    const answer: BuildResponse = {
      id,
      ok: true,
      base: { vertices: model.base.vertices, triangles: model.base.triangles },
      text: { vertices: model.text.vertices, triangles: model.text.triangles },
      dimensions: model.dimensions,
      buildMs: performance.now() - started,
    };
    self.postMessage(answer, [
      model.base.vertices.buffer,
      model.base.triangles.buffer,
      model.text.vertices.buffer,
      model.text.triangles.buffer,
    ]);
  } catch (error) {
    const answer: BuildResponse =
      error instanceof GeometryError
        ? { id, ok: false, code: error.code, message: error.message }
        : { id, ok: false, code: 'WORKER_ERROR', message: error instanceof Error ? error.message : String(error) };
    self.postMessage(answer);
  }
};
