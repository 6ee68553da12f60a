// Runs Debian's PrusaSlicer CLI on our print files the way the print room does.
// CI installs it (.ci/run); tests that need it skip with a clear message when it is absent.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** True when `prusa-slicer` is on PATH. */
export const hasPrusaSlicer: boolean = (() => {
  try {
    execFileSync('prusa-slicer', ['--help'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();

/** Message shown when the slicer tests are skipped. */
export const PRUSA_SLICER_MISSING = 'prusa-slicer is not installed: slicer tests skipped (apt-get install prusa-slicer; CI installs it)';

/** One object as `prusa-slicer --info` reports it, mm. */
export interface SlicerObjectInfo {
  sizeX: number;
  sizeY: number;
  sizeZ: number;
  minX: number;
  minZ: number;
  maxZ: number;
  manifold: boolean;
  facets: number;
}

/** What slicing one file produced. */
export interface SliceResult {
  /** One entry per object PrusaSlicer loaded. */
  objects: SlicerObjectInfo[];
  /** Z of every layer change in the G-code, mm, ascending. */
  layerZs: number[];
  /** Tool changes in print order, e.g. ['T0', 'T1']. */
  toolChanges: string[];
  /** Z of the layer where the first T1 appears (text filament), mm; undefined when never. */
  firstT1Z: number | undefined;
  /** PrusaSlicer's "estimated printing time (normal mode)" text. */
  estimatedTime: string | undefined;
  /** Lines of the slicer's output that speak of an error, a warning or a repair; [] for a clean slice. */
  problems: string[];
}

/**
 * What PrusaSlicer logs at [error] level about its own wall ordering, not about the model: the
 * Arachne perimeter generator notes when it reverses an even wall line, now and then, as its
 * threads happen to run (one CI run in four saw it once in the 80-name corpus). The
 * mesh, the objects and the G-code are checked on their own.
 */
const SLICER_SELF_NOTES = [/Reversing even wall line causes it to be printed CCW instead of CW!/];

/** The slicer's output lines that report an error, a warning or a mesh repair (its trace lines and its notes on itself aside). */
function slicerProblems(stdout: string, stderr: string): string[] {
  return `${stdout}\n${stderr}`
    .split('\n')
    .filter((line) => !/\[trace\]/.test(line) && /error|warning|repair|degenerate|open[_ ]edges|reversed|manifold = no/i.test(line))
    .filter((line) => !SLICER_SELF_NOTES.some((note) => note.test(line)));
}

/** Two 1.75 mm filaments on 0.4 mm nozzles, 0.2 mm layers: the shop's two-colour printer. */
const PRINTER_ARGS = [
  '--layer-height',
  '0.2',
  '--nozzle-diameter',
  '0.4,0.4',
  '--filament-diameter',
  '1.75,1.75',
  '--temperature',
  '215,215',
  '--first-layer-temperature',
  '215,215',
];

function parseInfo(text: string): SlicerObjectInfo[] {
  return text
    .split(/^\[[^\]]*\]$/m)
    .slice(1)
    .map((block) => {
      const value = (key: string) => Number(new RegExp(`^${key}\\s*=\\s*(\\S+)`, 'm').exec(block)?.[1]);
      return {
        sizeX: value('size_x'),
        sizeY: value('size_y'),
        sizeZ: value('size_z'),
        minX: value('min_x'),
        minZ: value('min_z'),
        maxZ: value('max_z'),
        manifold: /^manifold\s*=\s*yes/m.test(block),
        facets: value('number_of_facets'),
      };
    });
}

/** Options of sliceFile. */
export interface SliceOptions {
  /**
   * A build plate: the bed it was laid out for, mm. The objects are sliced where they stand
   * (`--dont-arrange`): PrusaSlicer's own arrangement keeps a wider gap and would refuse a full plate.
   */
  bed?: { widthMm: number; depthMm: number };
}

/** Parses PrusaSlicer's "1d 2h 3m 4s" estimate into seconds; undefined when absent. */
export function estimatedSeconds(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const units: Record<string, number> = { d: 86_400, h: 3600, m: 60, s: 1 };
  let total = 0;
  for (const [, n, unit] of text.matchAll(/(\d+)([dhms])/g)) total += Number(n) * units[unit!]!;
  return total;
}

/**
 * Writes `bytes` as `fileName` in a temporary folder and runs ONE `prusa-slicer --info
 * --export-gcode` on it (the info block is printed before slicing), parsing both. Rejects when
 * the slicer exits non-zero.
 */
export async function sliceFile(fileName: string, bytes: Uint8Array, options: SliceOptions = {}): Promise<SliceResult> {
  const dir = await mkdtemp(join(tmpdir(), 'chaabi-slice-'));
  try {
    const input = join(dir, fileName);
    const gcodePath = join(dir, 'out.gcode');
    await writeFile(input, bytes);
    const bed = options.bed
      ? [
          '--dont-arrange',
          '--bed-shape',
          `0x0,${options.bed.widthMm}x0,${options.bed.widthMm}x${options.bed.depthMm},0x${options.bed.depthMm}`,
        ]
      : [];
    const info = await run(
      'prusa-slicer',
      ['--datadir', join(dir, 'config'), '--info', ...PRINTER_ARGS, ...bed, '--export-gcode', '-o', gcodePath, input],
      { maxBuffer: 16 << 20 },
    );
    const gcode = await readFile(gcodePath, 'utf8');
    const layerZs: number[] = [];
    const toolChanges: string[] = [];
    let firstT1Z: number | undefined;
    for (const line of gcode.split('\n')) {
      if (line.startsWith(';Z:')) layerZs.push(Number(line.slice(3)));
      else if (/^T\d+\s*$/.test(line)) {
        toolChanges.push(line.trim());
        if (line.trim() === 'T1' && firstT1Z === undefined) firstT1Z = layerZs.at(-1);
      }
    }
    return {
      objects: parseInfo(info.stdout),
      layerZs,
      toolChanges,
      firstT1Z,
      estimatedTime: /^; estimated printing time \(normal mode\) = (.+)$/m.exec(gcode)?.[1],
      problems: slicerProblems(info.stdout, info.stderr),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What `prusa-slicer -g` made of a file with no profile and no printer options. */
export interface PlainSliceResult {
  /** Z (mm) of the layer each M600 (filament change) is emitted in, in print order. */
  m600Zs: number[];
  /** Z of every layer change, mm, ascending. */
  layerZs: number[];
  /** Per layer Z: the bounding box (mm) of its extrusions in X and Y and its feature types. */
  layers: Map<number, { minX: number; maxX: number; minY: number; maxY: number; types: Set<string> }>;
  /** The G-code's `; filament_colour = …` setting. */
  filamentColour: string | undefined;
  /** The G-code's `; filament_notes = …` setting. */
  filamentNotes: string | undefined;
  /** Tool changes (T0, T1…) in print order. */
  toolChanges: string[];
  /** The slicer's own estimate, seconds, and filament, grams. */
  estimatedSeconds: number | undefined;
  filamentGrams: number | undefined;
}

/** Parses G-code into layers, M600 heights and the settings the print room reads back. */
export function parseGcode(gcode: string): PlainSliceResult {
  const result: PlainSliceResult = {
    m600Zs: [],
    layerZs: [],
    layers: new Map(),
    filamentColour: /^; filament_colour = (.*)$/m.exec(gcode)?.[1],
    filamentNotes: /^; filament_notes = (.*)$/m.exec(gcode)?.[1],
    toolChanges: [],
    estimatedSeconds: estimatedSeconds(/^; estimated printing time \(normal mode\) = (.+)$/m.exec(gcode)?.[1]),
    filamentGrams: Number(/^; (?:total )?filament used \[g\] = ([\d.]+)/m.exec(gcode)?.[1] ?? NaN),
  };
  if (Number.isNaN(result.filamentGrams)) result.filamentGrams = undefined;
  let z = 0;
  let type = '';
  for (const line of gcode.split('\n')) {
    if (line.startsWith(';Z:')) {
      z = Number(line.slice(3));
      result.layerZs.push(z);
    } else if (line.startsWith(';TYPE:')) type = line.slice(6);
    else if (/^M600\b/.test(line)) result.m600Zs.push(z);
    else if (/^T\d+\s*$/.test(line)) result.toolChanges.push(line.trim());
    else if (line.startsWith('G1 ') && / E\d*\.?\d+/.test(line) && !/ E-/.test(line)) {
      const x = / X(-?[\d.]+)/.exec(line)?.[1];
      const y = / Y(-?[\d.]+)/.exec(line)?.[1];
      if (x === undefined || y === undefined) continue;
      const layer = result.layers.get(z) ?? { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity, types: new Set<string>() };
      layer.minX = Math.min(layer.minX, Number(x));
      layer.maxX = Math.max(layer.maxX, Number(x));
      layer.minY = Math.min(layer.minY, Number(y));
      layer.maxY = Math.max(layer.maxY, Number(y));
      layer.types.add(type);
      result.layers.set(z, layer);
    }
  }
  return result;
}

/**
 * Slices `bytes` exactly as the print room does with no profile: `prusa-slicer -g file.3mf`
 * with an empty settings folder, so everything comes from the file and PrusaSlicer's defaults.
 */
export async function sliceWithoutProfile(fileName: string, bytes: Uint8Array): Promise<PlainSliceResult & { gcode: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'chaabi-slice-'));
  try {
    const input = join(dir, fileName);
    const gcodePath = join(dir, 'out.gcode');
    await writeFile(input, bytes);
    await run('prusa-slicer', ['--datadir', join(dir, 'config'), '-g', input, '-o', gcodePath], { maxBuffer: 16 << 20 });
    const gcode = await readFile(gcodePath, 'utf8');
    return { ...parseGcode(gcode), gcode };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
