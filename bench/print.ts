/**
 * Print room benches (issue 12, DESIGN.md §7 "batch print zip, 50 keychains with plates <= 5 s"; issue 27: plate records):
 *  - the batch zip for 50 keychains (25 confirmed orders × 2, five fonts, three colour
 *    combinations) through GET /api/admin/print-batch, in-process on PGlite: first request
 *    (the worker thread starts) and warm runs;
 *  - PrusaSlicer's estimated print time (from the G-code's "estimated printing time" comment)
 *    for one keychain and for a full build plate (skipped without prusa-slicer);
 *  - the same 50 keychains as plate records: POST /api/admin/plates until none is queued, each
 *    plate 3MF built and, with prusa-slicer, sliced to G-code on the server: ms per plate.
 */
import * as hb from 'harfbuzzjs';
import os from 'node:os';
import { unzipSync } from 'fflate';
import {
  BUILT_IN_FONTS,
  DEFAULT_BED,
  buildKeychain,
  buildPlateTo3mf,
  initGeometry,
  layoutBuildPlates,
  plateGrid,
  to3mf,
} from '#geometry/index';
import { loadBuiltInFont } from '#geometry/node-fonts';
import { createTestApp, type TestApp } from '../tests/setup/test-db';
import { estimatedSeconds, hasPrusaSlicer, sliceFile } from '../tests/support/prusa-slicer';
import { insertOrder, loginCookie } from '#tests/support/admin';

const NAMES = ['Aarav', 'Diya', 'Kiran', 'Meera', 'Rohan', 'Ananya', 'Vihaan', 'Ishaan', 'Saanvi', 'Arjun', 'Kavya', 'Reyansh', 'Myra'];
const COLOURS = [
  { textColor: 'yellow', colorCombination: { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' } },
  { textColor: 'light-blue', colorCombination: { fontColor: '#7dd3fc', backgroundColor: '#0f172a', displayName: 'Light Blue' } },
  { textColor: 'green', colorCombination: { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' } },
];

/** One batch measurement. */
export interface BatchRow {
  run: string;
  keychains: number;
  orders: number;
  plates: number;
  zipMb: number;
  cpuMs: number;
  load1m: number;
  ms: number;
}

/** The bench's 25 confirmed, paid orders of two keychains each: 50 keychains over the colours and fonts. */
async function insertBenchOrders(db: TestApp['database']['db']): Promise<number[]> {
  const ids: number[] = [];
  for (let o = 0; o < 25; o++) {
    ids.push(
      await insertOrder(db, {
        orderStatus: 'confirmed',
        paymentStatus: 'completed',
        quantity: 2,
        keychains: [0, 1].map((k) => {
          const i = 2 * o + k;
          return {
            customText: `${NAMES[i % NAMES.length]}${i}`,
            fontFamily: BUILT_IN_FONTS[i % BUILT_IN_FONTS.length]!,
            ...COLOURS[i % COLOURS.length]!,
          };
        }),
      }),
    );
  }
  return ids;
}

/** Builds the 50-keychain batch four times (the first starts the worker thread) and reports each. */
export async function runBatchBench(): Promise<BatchRow[]> {
  const dataDir = `/tmp/chaabi-bench-print-${process.pid}`;
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  try {
    const cookie = await loginCookie(t.app);
    await insertBenchOrders(t.database.db);
    const rows: BatchRow[] = [];
    for (const run of ['first (cold worker)', 'warm 1', 'warm 2', 'warm 3']) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/print-batch?status=confirmed', headers: { cookie } });
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      if (res.statusCode !== 200) throw new Error(`print-batch answered ${res.statusCode}: ${res.body}`);
      const names = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
      rows.push({
        run,
        keychains: names.filter((n) => n.endsWith('.stl')).length,
        orders: names.filter((n) => /^order-\d+\/job-sheet\.txt$/.test(n)).length,
        plates: names.filter((n) => n.startsWith('plates/') && n.endsWith('.3mf')).length,
        zipMb: Math.round((res.rawPayload.length / 1024 / 1024) * 10) / 10,
        ms: Math.round(ms),
        // CPU of the whole process, worker threads included: the load-independent figure (2 threads ≈ ms × 2 when quiet).
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        load1m: Math.round(os.loadavg()[0]! * 10) / 10,
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

/** One slicer estimate. */
export interface PrintTimeRow {
  file: string;
  keychains: number;
  estimated: string;
  minutesPerKeychain: number;
  sliceMs: number;
}

/** PrusaSlicer's estimate for one keychain (Bangers "Kiran") and a full plate of Bangers names. */
export async function runPrintTimeBench(): Promise<PrintTimeRow[]> {
  await initGeometry();
  const font = loadBuiltInFont(hb, 'bangers');
  const colors = COLOURS[0]!.colorCombination;
  const rows: PrintTimeRow[] = [];
  const measure = async (file: string, keychains: number, bytes: Uint8Array, bed?: typeof DEFAULT_BED) => {
    const started = performance.now();
    const result = await sliceFile(file, bytes, bed ? { bed } : {});
    const seconds = estimatedSeconds(result.estimatedTime) ?? Number.NaN;
    rows.push({
      file,
      keychains,
      estimated: result.estimatedTime ?? 'n/a',
      minutesPerKeychain: Math.round((seconds / 60 / keychains) * 10) / 10,
      sliceMs: Math.round(performance.now() - started),
    });
  };
  await measure('keychain.3mf', 1, to3mf(buildKeychain({ text: 'Kiran', font, colors })));
  const perPlate = plateGrid({ widthMm: 60, depthMm: 20 }).perPlate;
  const items = Array.from({ length: perPlate }, (_, i) => {
    const model = buildKeychain({ text: `${NAMES[i % NAMES.length]}`, font, colors });
    return {
      name: `${i + 1}`,
      parts: [
        { name: 'base', mesh: model.base, color: colors.backgroundColor },
        { name: 'text', mesh: model.text, color: colors.fontColor },
      ],
    };
  });
  const [slots] = layoutBuildPlates(perPlate, { widthMm: 60, depthMm: 20 });
  await measure(`plate-${perPlate}.3mf`, perPlate, buildPlateTo3mf(items, slots!), DEFAULT_BED);
  return rows;
}

/** One plate record: its 3MF built and its G-code sliced on the server. */
export interface PlateRow {
  plate: number;
  colour: string;
  keychains: number;
  build3mfMs: number;
  gcodeMs: number | string;
  estimated: string;
  filamentGrams: number | string;
}

/** The 50 keychains as plate records (POST /api/admin/plates until none is left), each plate's 3MF and, with PrusaSlicer, its G-code. */
export async function runPlatesBench(): Promise<PlateRow[]> {
  const t = await createTestApp({ env: { DATA_DIR: `/tmp/chaabi-bench-plates-${process.pid}` } });
  try {
    const cookie = await loginCookie(t.app);
    const orderIds = await insertBenchOrders(t.database.db);
    const headers = { cookie, 'content-type': 'application/json' };
    const rows: PlateRow[] = [];
    for (;;) {
      const made = await t.app.inject({ method: 'POST', url: '/api/admin/plates', headers, payload: { orderIds } });
      if (made.statusCode === 409) break;
      if (made.statusCode !== 201) throw new Error(`POST /api/admin/plates answered ${made.statusCode}: ${made.body}`);
      const plate = made.json<{
        id: number;
        file3mfUrl: string;
        keychains: unknown[];
        colourCombination: { textFilamentName: string; plateFilamentName: string };
      }>();
      let started = performance.now();
      const file = await t.app.inject({ method: 'GET', url: plate.file3mfUrl, headers: { cookie } });
      if (file.statusCode !== 200) throw new Error(`${plate.file3mfUrl} answered ${file.statusCode}`);
      const build3mfMs = Math.round(performance.now() - started);
      const row: PlateRow = {
        plate: plate.id,
        colour: `${plate.colourCombination.textFilamentName} on ${plate.colourCombination.plateFilamentName}`,
        keychains: plate.keychains.length,
        build3mfMs,
        gcodeMs: 'no prusa-slicer',
        estimated: '',
        filamentGrams: '',
      };
      if (hasPrusaSlicer) {
        started = performance.now();
        const sliced = await t.app.inject({ method: 'POST', url: `/api/admin/plates/${plate.id}/estimate`, headers: { cookie } });
        if (sliced.statusCode !== 200) throw new Error(`estimate answered ${sliced.statusCode}: ${sliced.body}`);
        const estimate = sliced.json<{ estimatedSeconds: number; filamentGrams: number }>();
        row.gcodeMs = Math.round(performance.now() - started);
        row.estimated = `${Math.floor(estimate.estimatedSeconds / 3600)}h ${Math.round((estimate.estimatedSeconds % 3600) / 60)}m`;
        row.filamentGrams = estimate.filamentGrams;
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await t.close();
  }
}

/** Runs all three, prints tables and returns what run.ts writes to bench/results/print.json. */
export async function runPrintBench(): Promise<{ batch: BatchRow[]; plates: PlateRow[]; printTime: PrintTimeRow[] | string }> {
  const batch = await runBatchBench();
  console.log('\nPrint batch zip, 50 keychains with plates and proofs (GET /api/admin/print-batch, in-process, PGlite; budget <= 5000 ms)');
  console.table(batch);
  const plates = await runPlatesBench();
  console.log(
    '\n50 keychains as plate records: each plate 3MF (GET plate.3mf) and its G-code sliced on the server (POST estimate), ms per plate',
  );
  console.table(plates);
  let printTime: PrintTimeRow[] | string = 'prusa-slicer not installed';
  if (hasPrusaSlicer) {
    printTime = await runPrintTimeBench();
    console.log('\nPrusaSlicer estimated print time (0.2 mm layers, two 0.4 mm extruders, default speeds)');
    console.table(printTime);
  } else {
    console.log(`\n${printTime}: print-time bench skipped`);
  }
  return { batch, plates, printTime };
}
