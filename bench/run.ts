/**
 * `npm run bench`: every benchmark, printed as tables and written to bench/results/
 * (docs/product.md#budgets). `npm run bench -- api`, `-- uploads`, `-- geometry`, `-- shaping`, `--
 * print`, `-- start` or `-- stl` runs one; `npm run bench -- lighthouse` (after `npm run build`) runs
 * Lighthouse on the pages; `npm run bench -- back-office` measures the back office on a 100,000-order
 * PostgreSQL database (BENCH_DATABASE_URL, default chaabi_bench on 127.0.0.1; seeded when empty).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresReachable, runApiBench } from './api';
import { runBackOfficeBench } from './back-office';
import { measureFirstLoad } from './bundle';
import { runUploadBench } from './uploads';
import { runPrintBench } from './print';
import { runShapingBench } from './shaping';
import { STL_EVENT_LOOP_BUDGET_MS, runStlEventLoopBench } from './stl-event-loop';
import { LIGHTHOUSE_PAGES, lighthouseModes, runLighthouseBench } from './lighthouse';
import { SECOND_START_BUDGET_MS, runStartBench } from './start';

const only = process.argv[2];
const resultsDir = path.resolve('bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, date: new Date().toISOString() };

if (!only || only === 'api') {
  // Compare chaabi with bare Fastify of the same run: the load average says how much of the 2 cores the bench had.
  const loadBefore = os.loadavg()[0];
  const rows = await runApiBench();
  const loadAverage1m = { before: loadBefore, after: os.loadavg()[0] };
  console.log('\nAPI throughput (autocannon, server in its own process)');
  console.table(rows);
  const budgets = {
    createOrderPostgres: '>= 500 req/s at p99 <= 50 ms',
    cachedOptions: '>= 5000 req/s',
  };
  fs.writeFileSync(
    path.join(resultsDir, 'api.json'),
    `${JSON.stringify({ machine: { ...machine, loadAverage1m }, budgets, rows }, null, 2)}\n`,
  );
}

if (!only || only === 'back-office') {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/chaabi_bench';
  if (await postgresReachable(databaseUrl)) {
    const { rows, orders } = await runBackOfficeBench({ databaseUrl, orders: 100_000, runs: 20 });
    console.log(`\nBack office on PostgreSQL with ${orders.toLocaleString('en-IN')} orders (in process, warm)`);
    console.table(rows);
    fs.writeFileSync(
      path.join(resultsDir, 'back-office.json'),
      `${JSON.stringify({ machine, loadAverage: os.loadavg(), orders, rows }, null, 2)}\n`,
    );
  } else {
    console.log(`\nBack office: PostgreSQL at ${databaseUrl} is not reachable (create the database first)`);
  }
}

if (!only || only === 'bundle') {
  if (fs.existsSync(path.resolve('dist/client/index.html'))) {
    const { rows, totalGzipKb } = measureFirstLoad();
    console.log(`\nStorefront first-load JS: ${totalGzipKb} KB gzip (budget 170 KB)`);
    console.table(rows);
    fs.writeFileSync(path.join(resultsDir, 'bundle.json'), `${JSON.stringify({ machine, budgetKb: 170, totalGzipKb, rows }, null, 2)}\n`);
  } else {
    console.log('\nStorefront first-load JS: run `npm run build` first');
  }
}

if (!only || only === 'uploads') {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const rows = [];
  if (await postgresReachable(postgresUrl)) {
    rows.push(await runUploadBench({ databaseUrl: postgresUrl, mallocArenaMax: 2 }));
    rows.push(await runUploadBench({ databaseUrl: postgresUrl }));
  }
  rows.push(await runUploadBench({ mallocArenaMax: 2 }));
  console.log('\n20 concurrent 4.7 MB photo uploads (server in its own process; budget: peak RSS < 400 MB on PostgreSQL)');
  console.table(rows);
  fs.writeFileSync(path.join(resultsDir, 'uploads.json'), `${JSON.stringify({ machine, budgetPeakRssMb: 400, rows }, null, 2)}\n`);
}

if (!only || only === 'start') {
  if (fs.existsSync(path.resolve('dist/server/main.js'))) {
    const rows = await runStartBench(Number(process.env.START_RUNS ?? 3));
    console.log(
      `\n\`npm start\` to GET /readyz 200, first and second start on one data folder (budget: second ≤ ${SECOND_START_BUDGET_MS} ms)`,
    );
    console.table(rows);
    fs.writeFileSync(
      path.join(resultsDir, 'start.json'),
      `${JSON.stringify({ machine, budgetSecondStartMs: SECOND_START_BUDGET_MS, rows }, null, 2)}\n`,
    );
  } else {
    console.log('\nStart-up: run `npm run build` first');
  }
}

if (only === 'lighthouse') {
  // Not part of the default run: it needs `npm run build` and takes a few minutes.
  // The median of 3 runs per page and mode unless LIGHTHOUSE_RUNS says otherwise (docs/decisions/056).
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const modes = lighthouseModes(process.env.LIGHTHOUSE_MODES);
  const loadBefore = os.loadavg()[0];
  const rows = await runLighthouseBench(runs, modes);
  const loadAverage1m = { before: loadBefore, after: os.loadavg()[0] };
  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset (simulated slow 4G) at ${modes.join(', ')} CPU slowdown, Debian Chromium`,
  );
  console.table(rows.map(({ runs: measured, ...row }) => ({ ...row, indexes: measured.map((run) => run.benchmarkIndex).join(' ') })));
  const targets = Object.fromEntries(
    LIGHTHOUSE_PAGES.map((p) => [
      p.path,
      {
        performanceCalibrated: p.minPerformance,
        performance4x: p.minPerformance4x,
        accessibility: p.minAccessibility,
        tbt1xMs: p.maxTbt1xMs,
      },
    ]),
  );
  fs.writeFileSync(
    path.join(resultsDir, 'lighthouse.json'),
    `${JSON.stringify({ machine: { ...machine, loadAverage1m }, runs, modes, targets, rows }, null, 2)}\n`,
  );
}

if (!only || only === 'geometry') {
  const geometryBench = path.resolve('bench/geometry.ts');
  if (fs.existsSync(geometryBench)) {
    const mod = (await import(geometryBench)) as { runGeometryBench?: () => Promise<unknown> };
    if (mod.runGeometryBench) await mod.runGeometryBench();
  }
}
if (!only || only === 'shaping') {
  const { initGeometry } = await import('../src/geometry/index');
  await initGeometry();
  runShapingBench();
}

if (!only || only === 'print') {
  // The machine is shared: the load average before and after says how much of the 2 cores the bench had.
  const loadBefore = os.loadavg()[0];
  const { batch, plates, printTime } = await runPrintBench();
  const loadAverage1m = { before: loadBefore, after: os.loadavg()[0] };
  fs.writeFileSync(
    path.join(resultsDir, 'print.json'),
    `${JSON.stringify({ machine: { ...machine, loadAverage1m }, budgetBatchMs: 5000, batch, plates, printTime }, null, 2)}\n`,
  );
}
if (!only || only === 'stl') {
  const { rows, worstMs, withinBudget } = await runStlEventLoopBench();
  console.log(
    `\n/healthz under 8 STL generations: worst ${worstMs} ms (budget ${STL_EVENT_LOOP_BUDGET_MS} ms): ${withinBudget ? 'ok' : 'OVER'}`,
  );
  console.table(rows);
  fs.writeFileSync(
    path.join(resultsDir, 'stl-event-loop.json'),
    `${JSON.stringify({ machine, budgetMs: STL_EVENT_LOOP_BUDGET_MS, worstMs, rows }, null, 2)}\n`,
  );
}
process.exit(0);
