/**
 * Geometry benchmark (DESIGN.md §7, issue 3): for texts of 1, 5, 9 and 13 characters in every
 * built-in font, warm median / p95 ms per STL, triangles and STL bytes; cold start (WASM init,
 * font load and first build); RSS and WASM heap over 2,000 builds; and, where Blender is
 * installed, Blender's subprocess time for the same models, the speed ratio and whether
 * Blender's mesh is closed. `npx tsx bench/geometry.ts` or `npm run bench -- geometry`;
 * writes bench/results/geometry.json.
 */
import * as hb from 'harfbuzzjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_FONTS, BUILT_IN_FONT_FILES, buildKeychain, getWasmHeapBytes, initGeometry, toStl } from '../src/geometry/index';
import { valueAt } from '../src/geometry/indexed';
import { loadBuiltInFont } from '../src/geometry/node-fonts';

const TEXT = 'Mississippi12'; // 13 characters, the shop's maximum (spec §9)
/** Texts of 1, 5, 9 and 13 characters (issue 3). */
const TEXTS = ['A', 'Chaab', 'Keychains', TEXT];
const BUDGET_MEDIAN_MS = 15;
const MB = 1024 * 1024;
/** The Latin fonts: these texts are Latin (Indic names are timed by bench/shaping.ts). */
const LATIN_FONTS = BUILT_IN_FONTS.filter((name) => BUILT_IN_FONT_FILES[name].script === 'Latn');

/** One font's timing row. */
export interface GeometryBenchRow {
  font: string;
  text: string;
  medianMs: number;
  p95Ms: number;
  /** CPU time per build (process.cpuUsage): less sensitive than wall time to other jobs on the machine. */
  cpuMsPerBuild: number;
  triangles: number;
  stlBytes: number;
  withinBudget: boolean;
}

/** Memory over many builds, measured after a warm-up. */
export interface GeometryMemoryResult {
  builds: number;
  rssStartMb: number;
  rssEndMb: number;
  rssGrowthMb: number;
  wasmHeapStartMb: number;
  wasmHeapEndMb: number;
  wasmHeapGrowthMb: number;
  msPerBuild: number;
}

/** Everything the geometry benchmark measured. */
export interface GeometryBenchResult {
  machine: Record<string, unknown>;
  budgets: Record<string, string>;
  coldStartMs: number;
  rows: GeometryBenchRow[];
  memory: GeometryMemoryResult;
  blender: BlenderBenchRow[] | { skipped: string };
}

/** Blender doing the same model as the engine (issue 3: ≥ 200× slower is the budget's claim). */
export interface BlenderBenchRow {
  font: string;
  text: string;
  blenderMs: number;
  engineMedianMs: number;
  ratio: number;
  blenderClosed: boolean;
  engineClosed: true;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[i] ?? NaN; // NaN for an empty sample
}

const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** Runs the benchmark, prints tables, writes bench/results/geometry.json and returns the figures. */
export async function runGeometryBench(
  options: { runs?: number; warmUp?: number; memoryBuilds?: number; write?: boolean; blenderTexts?: string[] } = {},
): Promise<GeometryBenchResult> {
  const runs = options.runs ?? 200;
  const warmUp = options.warmUp ?? 30;
  const memoryBuilds = options.memoryBuilds ?? 2000;
  // Cold start: what the first request of a fresh worker pays.
  const cold0 = performance.now();
  await initGeometry();
  toStl(buildKeychain({ text: TEXT, font: loadBuiltInFont(hb, 'bangers') }));
  const coldStartMs = round(performance.now() - cold0);

  const rows: GeometryBenchRow[] = [];
  for (const name of LATIN_FONTS) {
    const font = loadBuiltInFont(hb, name);
    for (const text of TEXTS) {
      let triangles = 0;
      let stlBytes = 0;
      for (let i = 0; i < warmUp; i++) toStl(buildKeychain({ text, font }));
      const times: number[] = [];
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const model = buildKeychain({ text, font });
        const stl = toStl(model);
        times.push(performance.now() - t0);
        triangles = model.triangleCount;
        stlBytes = stl.byteLength;
      }
      const cpu = process.cpuUsage(cpu0);
      times.sort((a, b) => a - b);
      const medianMs = percentile(times, 0.5);
      rows.push({
        font: name,
        text,
        medianMs: round(medianMs),
        p95Ms: round(percentile(times, 0.95)),
        cpuMsPerBuild: round((cpu.user + cpu.system) / 1000 / runs),
        triangles,
        stlBytes,
        withinBudget: medianMs <= BUDGET_MEDIAN_MS,
      });
    }
  }

  const fonts = LATIN_FONTS.map((name) => loadBuiltInFont(hb, name));
  const texts = [TEXT, 'WWWWWWWWWWWWW', 'BOB8', 'Chaabi', 'a1b2c3d4e5f6g'];
  const buildOne = (i: number): number =>
    toStl(buildKeychain({ text: valueAt(texts, i % texts.length), font: valueAt(fonts, i % fonts.length) })).byteLength;
  for (let i = 0; i < 100; i++) buildOne(i);
  const rss0 = process.memoryUsage().rss;
  const heap0 = getWasmHeapBytes();
  const t0 = performance.now();
  for (let i = 0; i < memoryBuilds; i++) buildOne(i);
  const elapsed = performance.now() - t0;
  const rss1 = process.memoryUsage().rss;
  const heap1 = getWasmHeapBytes();
  const memory: GeometryMemoryResult = {
    builds: memoryBuilds,
    rssStartMb: round(rss0 / MB, 1),
    rssEndMb: round(rss1 / MB, 1),
    rssGrowthMb: round((rss1 - rss0) / MB, 1),
    wasmHeapStartMb: round(heap0 / MB, 1),
    wasmHeapEndMb: round(heap1 / MB, 1),
    wasmHeapGrowthMb: round((heap1 - heap0) / MB, 1),
    msPerBuild: round(elapsed / memoryBuilds),
  };

  const blender = await benchBlender(rows, options.blenderTexts ?? ['Chaab', TEXT]);

  const result: GeometryBenchResult = {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadAverage: os.loadavg().map((x) => round(x)),
      date: new Date().toISOString(),
    },
    budgets: {
      medianMs: `<= ${BUDGET_MEDIAN_MS} ms per 13-character keychain, warm, STL included`,
      memory: 'flat over 2,000 builds',
    },
    coldStartMs,
    rows,
    memory,
    blender,
  };

  console.log(`\nGeometry: build + STL, ${runs} warm runs per font and text; cold start ${coldStartMs} ms`);
  console.table(rows);
  console.log(`Memory over ${memoryBuilds} builds (after 100 warm-up builds)`);
  console.table([memory]);
  if (Array.isArray(blender)) {
    console.log('Blender subprocess for the same models');
    console.table(blender);
  } else {
    console.log(`Blender: ${blender.skipped}`);
  }
  if (options.write ?? true) {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'geometry.json'), `${JSON.stringify(result, null, 2)}\n`);
  }
  return result;
}

/** Times Blender (BLENDER_PATH or `blender` on PATH) on the same models; skipped when absent. */
async function benchBlender(rows: GeometryBenchRow[], texts: string[]): Promise<BlenderBenchRow[] | { skipped: string }> {
  const { probeBlender } = await import('../src/server/services/stl/test-blender');
  const { generateBlenderStl } = await import('../src/server/services/stl/generate-blender-stl');
  const probe = await probeBlender(process.env.BLENDER_PATH || undefined);
  if (!probe.available || !probe.executable) return { skipped: probe.error ?? 'Blender not available' };
  const out: BlenderBenchRow[] = [];
  for (const font of LATIN_FONTS) {
    for (const text of texts) {
      const engine = rows.find((r) => r.font === font && r.text === text);
      if (!engine) continue;
      const t0 = performance.now();
      const result = await generateBlenderStl(probe.executable, { text, font });
      const blenderMs = performance.now() - t0;
      out.push({
        font,
        text,
        blenderMs: Math.round(blenderMs),
        engineMedianMs: engine.medianMs,
        ratio: Math.round(blenderMs / engine.medianMs),
        blenderClosed: result.closed,
        engineClosed: true,
      });
    }
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runGeometryBench();
}
