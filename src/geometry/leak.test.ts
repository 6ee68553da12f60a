// Memory stays flat over many builds: every WASM handle is freed (docs/decisions/010).
// GEOMETRY_LEAK_BUILDS sets the count: 500 by default so the suite stays fast on a busy
// 2-core machine; `npx tsx bench/geometry.ts` runs the full 2,000 (DESIGN §7).
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKeychain, getWasmHeapBytes, initGeometry, toStl } from './index.js';
import { valueAt } from './indexed.js';
import { loadBuiltInFont } from './node-fonts.js';

const BUILDS = Number(process.env.GEOMETRY_LEAK_BUILDS ?? 500);
const WARM_UP = 100;
const MB = 1024 * 1024;

beforeAll(async () => {
  await initGeometry();
});

describe('memory', () => {
  it(`keeps RSS and the WASM heap flat over ${BUILDS} builds`, { timeout: 120_000 }, () => {
    const fonts = ['bangers', 'pacifico', 'permanent-marker'].map((name) => loadBuiltInFont(hb, name));
    const texts = ['Mississippi12', 'BOB8', 'Chaabi', 'WWWWWWWWWWWWW', 'a1b2c3d4e5f6g'];
    const run = (i: number) => {
      const model = buildKeychain({ text: valueAt(texts, i % texts.length), font: valueAt(fonts, i % fonts.length) });
      return toStl(model).byteLength;
    };
    for (let i = 0; i < WARM_UP; i++) run(i);
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    const heap0 = getWasmHeapBytes();
    expect(heap0).toBeGreaterThan(0);
    for (let i = 0; i < BUILDS; i++) run(i);
    global.gc?.();
    const rssGrowth = process.memoryUsage().rss - rss0;
    const heapGrowth = getWasmHeapBytes() - heap0;
    expect(heapGrowth).toBeLessThan(1 * MB);
    expect(rssGrowth).toBeLessThan(50 * MB);
  });
});
