/**
 * Storefront first-load JS (docs/product.md#budgets: ≤ 170 KB gzip before the 3D chunk): the
 * scripts dist/client/index.html loads or preloads, gzipped. Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One script of the first load. */
export interface BundleRow {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Measures the first-load scripts of the built client. */
export function measureFirstLoad(distDir = path.resolve('dist/client')): { rows: BundleRow[]; totalGzipKb: number } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const rows = files.map((file) => {
    const body = fs.readFileSync(path.join(distDir, file));
    return { file, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
  });
  const totalGzipKb = Math.round((rows.reduce((s, r) => s + r.gzipBytes, 0) / 1024) * 10) / 10;
  return { rows, totalGzipKb };
}
