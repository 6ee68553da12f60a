/// <reference lib="webworker" />
/**
 * The 3D preview's geometry worker: the same engine as the server (src/geometry), so
 * what the customer sees is what gets printed. Loads manifold-3d's WASM, HarfBuzz (harfbuzzjs,
 * its WASM self-hosted by Vite from the npm package; the CSP allows 'wasm-unsafe-eval'), the
 * built-in WOFF fonts (self-hosted by Vite from @fontsource; an Indic font is its script subset
 * plus its Latin subset, docs/decisions/044-fonts-per-script.md) and admin-uploaded fonts (the
 * same bytes the print files use, from /api/fonts/{file}) once each, builds on request and
 * transfers the typed arrays back without copying. An unknown font is an error, never another
 * font.
 */
import wasmUrl from 'manifold-3d/manifold.wasm?url';
import bangersUrl from '@fontsource/bangers/files/bangers-latin-400-normal.woff?url';
import chewyUrl from '@fontsource/chewy/files/chewy-latin-400-normal.woff?url';
import pacificoUrl from '@fontsource/pacifico/files/pacifico-latin-400-normal.woff?url';
import permanentMarkerUrl from '@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff?url';
import knewaveUrl from '@fontsource/knewave/files/knewave-latin-400-normal.woff?url';
import baloo2Url from '@fontsource/baloo-2/files/baloo-2-devanagari-800-normal.woff?url';
import baloo2LatinUrl from '@fontsource/baloo-2/files/baloo-2-latin-800-normal.woff?url';
import balooThambi2Url from '@fontsource/baloo-thambi-2/files/baloo-thambi-2-tamil-800-normal.woff?url';
import balooThambi2LatinUrl from '@fontsource/baloo-thambi-2/files/baloo-thambi-2-latin-800-normal.woff?url';
import notoSansTeluguUrl from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff?url';
import notoSansTeluguLatinUrl from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-latin-700-normal.woff?url';
import balooDa2Url from '@fontsource/baloo-da-2/files/baloo-da-2-bengali-800-normal.woff?url';
import balooDa2LatinUrl from '@fontsource/baloo-da-2/files/baloo-da-2-latin-800-normal.woff?url';
import balooBhai2Url from '@fontsource/baloo-bhai-2/files/baloo-bhai-2-gujarati-800-normal.woff?url';
import balooBhai2LatinUrl from '@fontsource/baloo-bhai-2/files/baloo-bhai-2-latin-800-normal.woff?url';
import balooTamma2Url from '@fontsource/baloo-tamma-2/files/baloo-tamma-2-kannada-800-normal.woff?url';
import balooTamma2LatinUrl from '@fontsource/baloo-tamma-2/files/baloo-tamma-2-latin-800-normal.woff?url';
import balooChettan2Url from '@fontsource/baloo-chettan-2/files/baloo-chettan-2-malayalam-800-normal.woff?url';
import balooChettan2LatinUrl from '@fontsource/baloo-chettan-2/files/baloo-chettan-2-latin-800-normal.woff?url';
import balooPaaji2Url from '@fontsource/baloo-paaji-2/files/baloo-paaji-2-gurmukhi-800-normal.woff?url';
import balooPaaji2LatinUrl from '@fontsource/baloo-paaji-2/files/baloo-paaji-2-latin-800-normal.woff?url';
import balooBhaina2Url from '@fontsource/baloo-bhaina-2/files/baloo-bhaina-2-oriya-800-normal.woff?url';
import balooBhaina2LatinUrl from '@fontsource/baloo-bhaina-2/files/baloo-bhaina-2-latin-800-normal.woff?url';
import { GeometryError, MAX_TEXT_LENGTH_BLENDER, buildKeychain, initGeometry, loadFont, type Font, type HarfBuzz } from '#geometry/index';
import type { BuildRequest, BuildResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Each built-in font's files in the order the engine takes them (src/geometry BUILT_IN_FONT_FILES). */
const FONT_URLS: Record<string, readonly string[]> = {
  bangers: [bangersUrl],
  chewy: [chewyUrl],
  pacifico: [pacificoUrl],
  'permanent-marker': [permanentMarkerUrl],
  knewave: [knewaveUrl],
  'baloo-2': [baloo2Url, baloo2LatinUrl],
  'baloo-thambi-2': [balooThambi2Url, balooThambi2LatinUrl],
  'noto-sans-telugu': [notoSansTeluguUrl, notoSansTeluguLatinUrl],
  'baloo-da-2': [balooDa2Url, balooDa2LatinUrl],
  'baloo-bhai-2': [balooBhai2Url, balooBhai2LatinUrl],
  'baloo-tamma-2': [balooTamma2Url, balooTamma2LatinUrl],
  'baloo-chettan-2': [balooChettan2Url, balooChettan2LatinUrl],
  'baloo-paaji-2': [balooPaaji2Url, balooPaaji2LatinUrl],
  'baloo-bhaina-2': [balooBhaina2Url, balooBhaina2LatinUrl],
};

const fonts = new Map<string, Promise<Font>>();

// HarfBuzz is fetched with the first build, not with the page (the worker itself loads lazily).
let harfBuzz: Promise<HarfBuzz> | undefined;
function loadHarfBuzz(): Promise<HarfBuzz> {
  harfBuzz ??= import('harfbuzzjs');
  return harfBuzz;
}

async function fetchBytes(url: string, value: string): Promise<ArrayBuffer> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`Font ${value} could not be loaded (${r.status})`);
  return r.arrayBuffer();
}

function fontFor(value: string, fontFile: string | undefined): Promise<Font> {
  const urls = fontFile ? [`/api/fonts/${encodeURIComponent(fontFile)}`] : FONT_URLS[value];
  if (!urls) return Promise.reject(new GeometryError('INVALID_FONT', `The font "${value}" is not available for the 3D preview.`));
  const key = urls.join('|');
  let font = fonts.get(key);
  if (!font) {
    font = Promise.all([loadHarfBuzz(), ...urls.map((url) => fetchBytes(url, value))]).then(([hb, ...files]) => loadFont(hb, files));
    font.catch(() => fonts.delete(key));
    fonts.set(key, font);
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
