/**
 * POST /api/blender-stl/generate (docs/product.md#stl-calls): one keychain as STL (+ two-colour
 * 3MF), built by the in-process engine in the worker pool, or by Blender when asked and installed.
 * Results are cached on disk under a hash of every input (docs/decisions/011), so a repeat is a
 * file lookup; identical concurrent requests share one build.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { BUILT_IN_FONTS, normalizeFontValue } from '#shared/catalog';
import { type GenerateStlRequest, type GenerateStlResponse, type StlBackend } from '#shared/schemas/stl';
import { DEFAULT_STL_COLOR, STL_COLOR_COMBINATIONS, findStlColorCombination, isStlColorValue } from '#shared/stl-colors';
import { MAX_KEYCHAIN_TEXT } from '#shared/keychain-text';
import { generateBlenderStl } from './generate-blender-stl';
import type { StlContext } from './stl-context';
import type { StoredModelInfo } from './stl-file-store';
import type { Db } from '../../db/client';
import { resolveEngineFont } from './resolve-engine-font';

const FONT_LIST = `${BUILT_IN_FONTS.map((f) => f.displayName).join(', ')} or a font the shop offers`;

/**
 * A font the request may use: a built-in one, Arial for Blender, or an offered font with an
 * uploaded file.
 */
type ToolFont = { value: string; fontFile?: { bytes: Uint8Array; sha256: string } };

async function checkFont(db: Db, ctx: StlContext, fontFamily: string, backend: StlBackend): Promise<ToolFont> {
  const font = normalizeFontValue(fontFamily);
  if (font === 'arial' && backend === 'blender') return { value: font };
  const notAvailable = (detail: string) =>
    new AppError('BAD_REQUEST', `Font not available: ${detail}. Choose ${FONT_LIST}.`, {
      issues: [{ path: 'fontFamily', message: 'Font not available' }],
    });
  if (font === 'arial') throw notAvailable('Arial is rendered only by Blender');
  const uploaded = await resolveEngineFont(db, ctx.storage, { fontFamily, offeredOnly: true });
  if (!uploaded.ok) throw notAvailable(`"${fontFamily}"`);
  if (!uploaded.fontFile) return { value: uploaded.value }; // built-in: Blender loads the same @fontsource file
  if (backend === 'blender') throw notAvailable(`"${fontFamily}" is built by the STL Generator engine, not Blender`);
  return { value: uploaded.value, fontFile: uploaded.fontFile };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function downloadUrl(fileName: string): string {
  return `/api/stl/download/${fileName}`;
}

/** Builds the model's files with the engine in the pool and stores them. */
async function buildWithEngine(
  ctx: StlContext,
  baseName: string,
  input: { text: string; font: ToolFont; colors: { fontColor: string; backgroundColor: string } },
): Promise<StoredModelInfo> {
  let result;
  try {
    result = await ctx.pool().run({
      text: input.text,
      font: input.font.value,
      ...(input.font.fontFile ? { fontFile: input.font.fontFile } : {}),
      colors: input.colors,
      maxLength: MAX_KEYCHAIN_TEXT,
      title: `Chaabi keychain ${input.text}`,
    });
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/queue is at limit|abort/i.test(message) || (error as Error).name === 'AbortError') {
      throw new AppError('GATEWAY_UNAVAILABLE', 'The STL generator is busy. Please try again in a moment.', {
        headers: { 'Retry-After': '5' },
        cause: error,
      });
    }
    throw error;
  }
  if (!result.ok) {
    // Validation ran before the pool, so this is a glyph the font lacks or an empty outline.
    throw new AppError('BAD_REQUEST', result.message, { issues: [{ path: 'text', message: result.message }] });
  }
  const info: StoredModelInfo = { dimensions: result.dimensions, triangleCount: result.triangleCount, has3mf: true, closed: true };
  await ctx.store.save(baseName, { stl: result.stl, threeMf: result.threeMf }, info);
  return info;
}

/** Builds the STL with Blender and stores it; 503 when Blender is not installed. */
async function buildWithBlender(ctx: StlContext, baseName: string, input: { text: string; font: string }): Promise<StoredModelInfo> {
  const probe = await ctx.blender.probe();
  if (!probe.available || !probe.executable) {
    throw new AppError('GATEWAY_UNAVAILABLE', 'Blender is not available on this server. Use the STL Generator page instead.');
  }
  const result = await generateBlenderStl(probe.executable, input);
  const info: StoredModelInfo = {
    dimensions: result.dimensions,
    triangleCount: result.triangleCount,
    has3mf: false,
    closed: result.closed,
  };
  await ctx.store.save(baseName, { stl: result.stl }, info);
  return info;
}

/**
 * Generates (or finds) the keychain's files. The body's text rules were checked by the schema;
 * throws AppError BAD_REQUEST for an unavailable font or colour combination, GATEWAY_UNAVAILABLE
 * when the pool is saturated or Blender is missing.
 */
export async function generateKeychainStl(db: Db, ctx: StlContext, body: GenerateStlRequest): Promise<GenerateStlResponse> {
  const started = performance.now();
  const backend = body.backend ?? 'engine';
  const toolFont = await checkFont(db, ctx, body.fontFamily, backend);
  const font = toolFont.value;
  const colorValue = body.colorCombination ?? DEFAULT_STL_COLOR;
  if (!isStlColorValue(colorValue)) {
    throw new AppError(
      'BAD_REQUEST',
      `Unknown colour combination "${colorValue}". Choose ${STL_COLOR_COMBINATIONS.map((c) => c.value).join(', ')}.`,
      {
        issues: [{ path: 'colorCombination', message: 'Unknown colour combination' }],
      },
    );
  }
  const { fontColor, backgroundColor } = findStlColorCombination(colorValue);
  const text = body.text;

  const key = createHash('sha256')
    .update([ctx.cacheVersion, backend, text, font, toolFont.fontFile?.sha256 ?? '', fontColor, backgroundColor].join('|'))
    .digest('hex')
    .slice(0, 16);
  // Download names allow [a-z-] for the font (STL_FILE_NAME); an uploaded font's value may hold more.
  const fontSlug =
    font
      .replace(/[^a-z-]/g, '')
      .replace(/^-+/, '')
      .slice(0, 40) || 'font';
  const baseName = ctx.store.baseName(text, fontSlug, key);

  let info = await ctx.store.lookup(baseName);
  const cached = info !== undefined;
  if (!info) {
    let pending = ctx.inflight.get(baseName) as Promise<StoredModelInfo> | undefined;
    if (!pending) {
      pending = (
        backend === 'blender'
          ? buildWithBlender(ctx, baseName, { text, font })
          : buildWithEngine(ctx, baseName, { text, font: toolFont, colors: { fontColor, backgroundColor } })
      ).finally(() => ctx.inflight.delete(baseName));
      ctx.inflight.set(baseName, pending);
    }
    info = await pending;
  }

  return {
    success: true,
    filename: `${baseName}.stl`,
    downloadUrl: downloadUrl(`${baseName}.stl`),
    downloadUrl3mf: info.has3mf ? downloadUrl(`${baseName}.3mf`) : null,
    dimensions: { width: round2(info.dimensions.width), height: round2(info.dimensions.height), depth: round2(info.dimensions.depth) },
    executionTime: Math.round((performance.now() - started) * 10) / 10,
    error: null,
    backend,
    cached,
    triangleCount: info.triangleCount,
    closed: info.closed,
  };
}
