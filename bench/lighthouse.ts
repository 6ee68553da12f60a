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

/** One page's measured result at one slowdown (the median run by performance). */
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
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Whether a row meets its page's target for its mode. */
function meets(page: LighthousePage, row: Omit<LighthouseRow, 'met'>): boolean {
  if (row.accessibility < page.minAccessibility) return false;
  if (row.mode === 'calibrated') return row.performance >= page.minPerformance;
  if (row.mode === '4x') return row.performance >= page.minPerformance4x;
  return row.tbtMs <= page.maxTbt1xMs;
}

/**
 * Runs Lighthouse (mobile preset) on every page: `runs` at 4x, then `runs` at the multiplier
 * calibrated from the median benchmarkIndex of those 4x runs, then `runs` at 1x; each mode's
 * median run by performance is kept.
 */
export async function runLighthouseBench(runs = 1): Promise<LighthouseRow[]> {
  const server = await startServer({ LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: LighthouseRow[] = [];
  const measure = async (page: LighthousePage, mode: LighthouseMode, cpuSlowdown: number, i: number): Promise<LighthouseRow> => {
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
  const median = (results: LighthouseRow[]) => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
  try {
    // LIGHTHOUSE_ONLY=/guest,/ measures a subset while working on a page.
    const only = process.env.LIGHTHOUSE_ONLY?.split(',');
    for (const page of LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p.path))) {
      const plain: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) plain.push(await measure(page, '4x', 4, i));
      const indexes = plain.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
      const slowdown = calibratedCpuSlowdown(indexes[Math.floor(indexes.length / 2)]!);
      const calibrated: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) calibrated.push(await measure(page, 'calibrated', slowdown, i));
      const unthrottled: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) unthrottled.push(await measure(page, '1x', 1, i));
      rows.push(median(calibrated), median(plain), median(unthrottled));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}
