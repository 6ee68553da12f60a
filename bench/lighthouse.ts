/**
 * Lighthouse on the built app (docs/product.md#budgets): `npm run bench -- lighthouse` builds
 * nothing itself; it starts the server from dist/ (run `npm run build` first) on a free port
 * with a fresh PGlite data dir, runs Lighthouse's mobile preset (simulated slow 4G, 4× CPU)
 * in Debian's Chromium on each page, and returns scores with LCP/TBT/CLS.
 * Targets: performance ≥ 95 and accessibility ≥ 98 on the shop and dealer pages, ≥ 90 on
 * /admin and /stl-generator.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/support/server';

/** A page and its score targets (0-100). */
export interface LighthousePage {
  path: string;
  minPerformance: number;
  minAccessibility: number;
}

/** The pages the Lighthouse budget names (docs/product.md#budgets), with their targets. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { path: '/', minPerformance: 95, minAccessibility: 98 },
  { path: '/guest', minPerformance: 95, minAccessibility: 98 },
  { path: '/checkout', minPerformance: 95, minAccessibility: 98 },
  { path: '/dealer', minPerformance: 95, minAccessibility: 98 },
  { path: '/admin', minPerformance: 90, minAccessibility: 90 },
  { path: '/stl-generator', minPerformance: 90, minAccessibility: 90 },
];

/** One page's measured result. */
export interface LighthouseRow {
  page: string;
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

/** Runs Lighthouse (mobile preset) on every page; `runs` per page, the median performance run kept. */
export async function runLighthouseBench(runs = 1): Promise<LighthouseRow[]> {
  const server = await startServer({ LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: LighthouseRow[] = [];
  try {
    // LIGHTHOUSE_ONLY=/guest,/ measures a subset while working on a page.
    const only = process.env.LIGHTHOUSE_ONLY?.split(',');
    for (const page of LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p.path))) {
      const results: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) {
        // A trace that Chromium failed to record (NO_NAVSTART and the like) is measured again, twice at most.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 0; ; attempt++) {
          result = await lighthouse(`${server.baseURL}${page.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!result?.lhr.runtimeError || attempt >= 2) break;
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        // LIGHTHOUSE_REPORT_DIR keeps each full report for a closer look.
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          const name = `${page.path.replace(/\W+/g, '_') || 'home'}-${i}.json`;
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), String(result.report));
        }
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const row = {
          page: page.path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          lcpMs: Math.round(value('largest-contentful-paint')),
          tbtMs: Math.round(value('total-blocking-time')),
          cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
          fcpMs: Math.round(value('first-contentful-paint')),
          transferKb: Math.round(value('total-byte-weight') / 1024),
          met: false,
        };
        row.met = row.performance >= page.minPerformance && row.accessibility >= page.minAccessibility;
        results.push(row);
      }
      results.sort((a, b) => a.performance - b.performance);
      rows.push(results[Math.floor(results.length / 2)]!);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}
