/**
 * Shaping benchmark (docs/product.md#budgets: HarfBuzz shaping + outlines, one name, <= 1 ms warm;
 * docs/decisions/043-harfbuzz-shaping.md): for each of the 80 corpus names
 * (tests/fixtures/indic-names.json) and five Latin names, the warm median time to shape the
 * name with HarfBuzz and lay its glyph outlines out as flattened contours in mm (what
 * buildKeychain does before the solid). `npm run bench -- shaping`; writes bench/results/shaping.json.
 */
import * as hb from 'harfbuzzjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import corpus from '../tests/fixtures/indic-names.json';
import { DEFAULT_KEYCHAIN_OPTIONS, type Font } from '../src/geometry/index';
import { plateLayout } from '../src/geometry/keychain-input';
import { layoutTextOutline } from '../src/geometry/outline';
import { loadBuiltInFont } from '../src/geometry/node-fonts';

/** The budget per name, warm (docs/product.md#budgets). */
export const SHAPING_BUDGET_MS = 1;

/** One script's figures. */
export interface ShapingBenchRow {
  script: string;
  names: number;
  /** Median over names of each name's warm median, ms. */
  medianMs: number;
  /** The slowest name's warm median, ms. */
  maxMs: number;
  slowestName: string;
  withinBudget: boolean;
}

const LATIN = [
  { script: 'Latn', font: 'bangers', name: 'Mississippi12' },
  { script: 'Latn', font: 'pacifico', name: 'Tiffany' },
  { script: 'Latn', font: 'chewy', name: 'AVATAR' },
  { script: 'Latn', font: 'knewave', name: 'Chaabi' },
  { script: 'Latn', font: 'permanent-marker', name: 'Kiran2024' },
];

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** Runs the benchmark, prints a table, writes bench/results/shaping.json. */
export function runShapingBench(options: { runs?: number; warmUp?: number; write?: boolean } = {}): ShapingBenchRow[] {
  const runs = options.runs ?? 200;
  const warmUp = options.warmUp ?? 20;
  const { textArea } = plateLayout(DEFAULT_KEYCHAIN_OPTIONS);
  const fonts = new Map<string, Font>();
  const perScript = new Map<string, { name: string; ms: number }[]>();
  for (const { script, font: fontName, name } of [...LATIN, ...corpus.names]) {
    const font = loadBuiltInFont(hb, fontName, fonts);
    for (let i = 0; i < warmUp; i++) layoutTextOutline(font, name, textArea);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      layoutTextOutline(font, name, textArea);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const list = perScript.get(script) ?? [];
    list.push({ name, ms: times[Math.floor(times.length / 2)] ?? NaN });
    perScript.set(script, list);
  }
  const rows: ShapingBenchRow[] = [...perScript].map(([script, list]) => {
    const sorted = [...list].sort((a, b) => a.ms - b.ms);
    const slowest = sorted[sorted.length - 1]!;
    return {
      script,
      names: list.length,
      medianMs: round(sorted[Math.floor(sorted.length / 2)]!.ms),
      maxMs: round(slowest.ms),
      slowestName: slowest.name,
      withinBudget: slowest.ms <= SHAPING_BUDGET_MS,
    };
  });
  console.log(`\nHarfBuzz shaping + outlines per name, warm (budget ${SHAPING_BUDGET_MS} ms)`);
  console.table(rows);
  if (options.write !== false) {
    const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, date: new Date().toISOString() };
    fs.mkdirSync(path.resolve('bench/results'), { recursive: true });
    fs.writeFileSync(
      path.resolve('bench/results/shaping.json'),
      `${JSON.stringify({ machine, budgetMs: SHAPING_BUDGET_MS, rows }, null, 2)}\n`,
    );
  }
  return rows;
}
