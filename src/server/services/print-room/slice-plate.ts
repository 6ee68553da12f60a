/**
 * Slices a plate 3MF on the server with PrusaSlicer's CLI (`prusa-slicer -g`, no profile: the
 * 3MF carries its settings, docs/print-room.md) and reads the slicer's own estimates from the
 * G-code's comments. Where PrusaSlicer is not installed the answer is null.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the slicer says about a plate. */
export interface SlicerEstimates {
  /** "estimated printing time (normal mode)", seconds. */
  estimatedSeconds: number | null;
  /** "total filament used [g]" (or "filament used [g]"), grams. */
  filamentGrams: number | null;
}

/** Reads PrusaSlicer's estimate comments ("; estimated printing time (normal mode) = 1h 2m 3s", "; total filament used [g] = 12.34"). */
export function parseSlicerEstimates(gcode: string): SlicerEstimates {
  const time = /^; estimated printing time \(normal mode\) = (.+)$/m.exec(gcode)?.[1];
  const units: Record<string, number> = { d: 86_400, h: 3600, m: 60, s: 1 };
  let seconds: number | null = null;
  if (time) {
    seconds = 0;
    for (const [, n, unit] of time.matchAll(/(\d+)([dhms])/g)) seconds += Number(n) * (units[unit!] ?? 0);
  }
  const grams = /^; (?:total )?filament used \[g\] = ([\d.]+)/m.exec(gcode)?.[1];
  return { estimatedSeconds: seconds, filamentGrams: grams === undefined ? null : Number(grams) };
}

/**
 * Slices `bytes` (a 3MF) and returns the G-code and its estimates; null when `command` is not
 * installed. `timeoutMs` bounds the slicer (default 5 min: a full 30-keychain plate takes about 16 s on two quiet cores, 17 keychains took 60-80 s at load average 20).
 * @throws Error when the slicer runs and fails.
 */
export async function slicePlate3mf(
  bytes: Uint8Array,
  options: { command?: string; timeoutMs?: number } = {},
): Promise<({ gcode: string } & SlicerEstimates) | null> {
  const dir = await mkdtemp(join(tmpdir(), 'chaabi-plate-'));
  try {
    const input = join(dir, 'plate.3mf');
    const output = join(dir, 'plate.gcode');
    await writeFile(input, bytes);
    try {
      await run(options.command ?? 'prusa-slicer', ['--datadir', join(dir, 'config'), '-g', input, '-o', output], {
        timeout: options.timeoutMs ?? 300_000,
        maxBuffer: 16 << 20,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const gcode = await readFile(output, 'utf8');
    return { gcode, ...parseSlicerEstimates(gcode) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
