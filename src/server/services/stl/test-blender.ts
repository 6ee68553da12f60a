/**
 * Blender detection (docs/product.md#stl-calls GET /api/blender-stl/test-blender;
 * docs/deploy.md#environment-variables BLENDER_PATH). Blender is an optional second backend:
 * BLENDER_PATH, else `blender` on PATH. The answer (and the version line from `blender --version`)
 * is remembered for a few minutes.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestBlenderResponse } from '#shared/schemas/stl';

const run = promisify(execFile);
const PROBE_TTL_MS = 5 * 60 * 1000;
const VERSION_TIMEOUT_MS = 20_000;

/** Where Blender is and what it says it is. */
export interface BlenderProbe {
  available: boolean;
  executable: string | undefined;
  version: string | undefined;
  error: string | undefined;
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return false;
    await fs.access(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH (no shell involved), or undefined. */
export async function findOnPath(name: string, pathVariable: string = process.env.PATH ?? ''): Promise<string | undefined> {
  for (const dir of pathVariable.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** Looks for Blender and asks its version; never throws. */
export async function probeBlender(blenderPath: string | undefined): Promise<BlenderProbe> {
  const executable = blenderPath ?? (await findOnPath('blender'));
  if (!executable) {
    return {
      available: false,
      executable: undefined,
      version: undefined,
      error: 'Blender was not found: set BLENDER_PATH or install blender',
    };
  }
  if (!(await isExecutable(executable))) {
    return { available: false, executable, version: undefined, error: `BLENDER_PATH ${executable} is not an executable file` };
  }
  try {
    const { stdout } = await run(executable, ['--version'], {
      timeout: VERSION_TIMEOUT_MS,
      maxBuffer: 1024 * 1024,
      env: { ...process.env, PYTHONNOUSERSITE: '1' },
    });
    const version = stdout
      .split('\n')
      .find((line) => /^Blender \d/.test(line.trim()))
      ?.trim();
    if (!version) return { available: false, executable, version: undefined, error: 'Blender did not report a version' };
    return { available: true, executable, version, error: undefined };
  } catch (error) {
    return { available: false, executable, version: undefined, error: `Blender did not start: ${(error as Error).message.split('\n')[0]}` };
  }
}

/** Remembers the probe for a few minutes so the page's button does not spawn Blender each time. */
export class BlenderDetector {
  private cached: { at: number; probe: Promise<BlenderProbe> } | undefined;

  constructor(private readonly blenderPath: string | undefined) {}

  /** The current probe (cached for 5 minutes). */
  probe(): Promise<BlenderProbe> {
    if (!this.cached || Date.now() - this.cached.at > PROBE_TTL_MS) {
      this.cached = { at: Date.now(), probe: probeBlender(this.blenderPath) };
    }
    return this.cached.probe;
  }
}

/** The spec's test-blender answer. */
export async function testBlender(detector: BlenderDetector): Promise<TestBlenderResponse> {
  const probe = await detector.probe();
  if (probe.available) {
    return {
      blenderAvailable: true,
      message: `${probe.version} is available for STL generation`,
      error: null,
      version: probe.version ?? null,
    };
  }
  return {
    blenderAvailable: false,
    message: 'Blender is not available on this server. The built-in engine on the STL Generator page makes the same keychains without it.',
    error: probe.error ?? 'Blender not found',
    version: null,
  };
}
