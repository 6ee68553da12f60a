/**
 * The optional Blender backend (docs/decisions/011): runs our Python script in a headless
 * Blender (`blender -b --python keychain.py -- args`) through execFile, never a shell, with a
 * timeout. Used by the Blender test page; the shop's files come from the in-process engine.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  boundsDimensions,
  builtInFontFile,
  checkClosed,
  isBuiltInFont,
  meshBounds,
  parseStl,
  type DimensionsMm,
} from '../../../geometry/index.js';
import { AppError } from '../../lib/app-error';
import { weldMesh } from './weld-mesh';
import { projectRoot } from '../../lib/project-root';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
/** Our Blender script (a source file the bundle does not contain: found from the project root). */
export const BLENDER_SCRIPT = path.join(projectRoot(), 'src', 'server', 'services', 'stl', 'blender', 'keychain.py');
const SCRIPT = BLENDER_SCRIPT;
const BLENDER_TIMEOUT_MS = 120_000;

/** Metric-compatible stand-ins for Arial that Debian and most Linux images ship. */
const ARIAL_CANDIDATES = [
  '/usr/share/fonts/truetype/msttcorefonts/Arial.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];

/** What Blender made. */
export interface BlenderStlResult {
  stl: Uint8Array;
  dimensions: DimensionsMm;
  triangleCount: number;
  /** Whether the exported mesh is closed (Blender's booleans do not promise it). */
  closed: boolean;
}

/** The font file Blender should load: the @fontsource WOFF, or for "arial" an Arial-like system font ('' = Blender's built-in font). */
export async function blenderFontFile(font: string): Promise<string> {
  if (isBuiltInFont(font)) return require.resolve(builtInFontFile(font));
  for (const candidate of ARIAL_CANDIDATES) {
    try {
      await fs.access(candidate);
      return candidate;
    } catch {
      // try the next one
    }
  }
  return '';
}

/** Builds the keychain in Blender; throws AppError GATEWAY_UNAVAILABLE when Blender fails. */
export async function generateBlenderStl(executable: string, input: { text: string; font: string }): Promise<BlenderStlResult> {
  const out = path.join(os.tmpdir(), `chaabi-blender-${randomBytes(8).toString('hex')}.stl`);
  const fontFile = await blenderFontFile(input.font);
  try {
    await run(
      executable,
      [
        '-b',
        '--factory-startup',
        '-noaudio',
        '--python-exit-code',
        '1',
        '--python',
        SCRIPT,
        '--',
        '--text',
        input.text,
        '--font',
        fontFile,
        '--out',
        out,
      ],
      { timeout: BLENDER_TIMEOUT_MS, maxBuffer: 8 * 1024 * 1024, env: { ...process.env, PYTHONNOUSERSITE: '1' } },
    );
    const stl = new Uint8Array(await fs.readFile(out));
    const mesh = parseStl(stl);
    return {
      stl,
      dimensions: boundsDimensions(meshBounds(mesh)),
      triangleCount: mesh.triangles.length / 3,
      closed: checkClosed(weldMesh(mesh)).closed,
    };
  } catch (error) {
    throw new AppError('GATEWAY_UNAVAILABLE', 'Blender could not generate the STL file', { cause: error });
  } finally {
    await fs.rm(out, { force: true });
  }
}
