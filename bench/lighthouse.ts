/**
 * Lighthouse on the built app (docs/product.md#budgets): `npm run bench -- lighthouse` builds
 * nothing itself; it starts the server from dist/ (run `npm run build` first) on a free port
 * with a fresh PGlite data dir and runs Lighthouse's mobile preset (simulated slow 4G) in
 * Debian's Chromium on each page, at three CPU slowdowns:
 * - `calibrated`: the multiplier Lighthouse's CPU throttling calculator gives for this host's
 *   `benchmarkIndex` (measured by Lighthouse in the 4x runs of the same page), so that any host
 *   emulates Lighthouse's mid-tier phone (docs/decisions/056-lighthouse-calibrated-to-the-host.md);
 * - `4x`: the preset's plain 4x, which on a host slower than Lighthouse's reference is harsher;
 * - `1x`: no slowdown, for the TBT budget (≤ 100 ms).
 * Targets: performance ≥ 95 calibrated and ≥ 90 at 4x on the shop pages, ≥ 90 on /admin and
 * /stl-generator; accessibility as listed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import { startServer } from '../tests/e2e/support/server';

/** A page and its score targets (0-100) and its TBT budget at 1x (ms). */
export interface LighthousePage {
  path: string;
  /** At the calibrated multiplier. */
  minPerformance: number;
  /** At plain 4x. */
  minPerformance4x: number;
  minAccessibility: number;
  maxTbt1xMs: number;
}

/** The pages docs/product.md#budgets names, with their targets. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { path: '/', minPerformance: 95, minPerformance4x: 90, minAccessibility: 100, maxTbt1xMs: 100 },
  { path: '/guest', minPerformance: 95, minPerformance4x: 90, minAccessibility: 100, maxTbt1xMs: 100 },
  { path: '/checkout', minPerformance: 95, minPerformance4x: 90, minAccessibility: 100, maxTbt1xMs: 100 },
  { path: '/dealer', minPerformance: 95, minPerformance4x: 90, minAccessibility: 100, maxTbt1xMs: 100 },
  { path: '/track', minPerformance: 95, minPerformance4x: 90, minAccessibility: 100, maxTbt1xMs: 100 },
  { path: '/admin', minPerformance: 90, minPerformance4x: 90, minAccessibility: 90, maxTbt1xMs: 200 },
  { path: '/stl-generator', minPerformance: 90, minPerformance4x: 90, minAccessibility: 90, maxTbt1xMs: 200 },
];

/**
 * The CPU slowdown that makes a host of this Lighthouse `benchmarkIndex` emulate Lighthouse's
 * mid-tier mobile device: Lighthouse's CPU throttling calculator (GoogleChrome/lighthouse docs/throttling.md;
 * 1,533 → 4x, 1,300 → 3x, 800 → 2x, 150 → 1x, linear between), never below 1.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`No usable benchmarkIndex: ${benchmarkIndex}`);
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}

/** Which CPU slowdown a row was measured at. */
export type LighthouseMode = 'calibrated' | '4x' | '1x';

/** One Lighthouse run of a page: the host's speed as Lighthouse measured it, the slowdown used, and the figures. */
export interface LighthouseRun {
  /** Lighthouse's own measure of this host's speed in that run (higher is faster). */
  benchmarkIndex: number;
  cpuSlowdown: number;
  performance: number;
  /** Total Blocking Time, ms (simulated). */
  tbtMs: number;
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: number;
  /** The host's 1-minute load average when the run ended (the machine is shared). */
  loadAverage1m: number;
}

/** One page's measured result at one slowdown: the median run by performance, and every run. */
export interface LighthouseRow {
  page: string;
  mode: LighthouseMode;
  cpuSlowdown: number;
  /** Lighthouse's own measure of this host's speed in that run (higher is faster). */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: number;
  /** Total Blocking Time, ms (simulated). */
  tbtMs: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** First Contentful Paint, ms (simulated). */
  fcpMs: number;
  /** Bytes over the wire for the page load. */
  transferKb: number;
  met: boolean;
  /** Every run of this page and mode, in the order measured. */
  runs: LighthouseRun[];
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Whether a row meets its page's target for its mode. */
function meets(page: LighthousePage, row: Omit<LighthouseRow, 'met' | 'runs'>): boolean {
  if (row.accessibility < page.minAccessibility) return false;
  if (row.mode === 'calibrated') return row.performance >= page.minPerformance;
  if (row.mode === '4x') return row.performance >= page.minPerformance4x;
  return row.tbtMs <= page.maxTbt1xMs;
}

/** The modes a bench run measures: all three unless `LIGHTHOUSE_MODES` (e.g. `calibrated`) narrows them. */
export function lighthouseModes(setting: string | undefined): LighthouseMode[] {
  const all: LighthouseMode[] = ['calibrated', '4x', '1x'];
  if (!setting) return all;
  const wanted = setting.split(',').map((mode) => mode.trim());
  const unknown = wanted.filter((mode) => !all.includes(mode as LighthouseMode));
  if (unknown.length > 0) throw new Error(`Unknown LIGHTHOUSE_MODES ${unknown.join(', ')}: use calibrated, 4x and 1x`);
  return all.filter((mode) => wanted.includes(mode));
}

/** The median of an odd or even number of runs by performance (the lower middle one when even). */
export function medianRun<T extends { performance: number }>(results: readonly T[]): T {
  if (results.length === 0) throw new Error('No runs to take a median of');
  return [...results].sort((a, b) => a.performance - b.performance)[Math.floor((results.length - 1) / 2)]!;
}

/**
 * Runs Lighthouse (mobile preset) on every page: `runs` at 4x, then `runs` at the multiplier
 * calibrated from the median benchmarkIndex of those 4x runs, then `runs` at 1x; each mode's
 * median run by performance is kept, with every run's index, slowdown and load average beside it.
 * When `modes` leaves out 4x, one 4x run still measures the index for the calibration.
 */
export async function runLighthouseBench(
  runs = 3,
  modes: readonly LighthouseMode[] = ['calibrated', '4x', '1x'],
): Promise<LighthouseRow[]> {
  const server = await startServer({ LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: LighthouseRow[] = [];
  const measure = async (
    page: LighthousePage,
    mode: LighthouseMode,
    cpuSlowdown: number,
    i: number,
  ): Promise<Omit<LighthouseRow, 'runs'>> => {
    // A trace that Chromium failed to record (NO_NAVSTART and the like) is measured again, twice at most.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 0; ; attempt++) {
      result = await lighthouse(`${server.baseURL}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        throttling: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!result?.lhr.runtimeError || attempt >= 2) break;
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    // LIGHTHOUSE_REPORT_DIR keeps each full report for a closer look.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = `${page.path.replace(/\W+/g, '_') || 'home'}-${mode}-${i}.json`;
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), String(result.report));
    }
    const { categories, audits, environment } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const row = {
      page: page.path,
      mode,
      cpuSlowdown,
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(value('first-contentful-paint')),
      transferKb: Math.round(value('total-byte-weight') / 1024),
    };
    return { ...row, met: meets(page, row) };
  };
  const measureRuns = async (page: LighthousePage, mode: LighthouseMode, cpuSlowdown: number, count: number) => {
    const results: { row: Omit<LighthouseRow, 'runs'>; run: LighthouseRun }[] = [];
    for (let i = 0; i < count; i++) {
      const row = await measure(page, mode, cpuSlowdown, i);
      const { benchmarkIndex, performance, tbtMs, lcpMs } = row;
      const run = { benchmarkIndex, cpuSlowdown, performance, tbtMs, lcpMs, loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100 };
      console.log(`${page.path} ${mode} run ${i + 1}/${count}: ${JSON.stringify(run)}`);
      results.push({ row, run });
    }
    const runsMeasured = results.map((result) => result.run);
    return { ...medianRun(results.map((result) => result.row)), runs: runsMeasured };
  };
  try {
    // LIGHTHOUSE_ONLY=/guest,/ measures a subset while working on a page.
    const only = process.env.LIGHTHOUSE_ONLY?.split(',');
    for (const page of LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p.path))) {
      const plain = await measureRuns(page, '4x', 4, modes.includes('4x') ? runs : 1);
      const indexes = plain.runs.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
      const slowdown = calibratedCpuSlowdown(indexes[Math.floor(indexes.length / 2)]!);
      if (modes.includes('calibrated')) rows.push(await measureRuns(page, 'calibrated', slowdown, runs));
      if (modes.includes('4x')) rows.push(plain);
      if (modes.includes('1x')) rows.push(await measureRuns(page, '1x', 1, runs));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}
