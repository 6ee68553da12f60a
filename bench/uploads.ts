/**
 * Upload memory (docs/decisions/018-upload-storage.md): 20 admins' photos of
 * about 4.7 MB (2500×1900 JPEG q95 of noise) posted at once to POST /api/admin/media/upload on
 * a real listening server in its own process. Reports the server's resident memory before,
 * its peak while the uploads run (sampled from /proc every 25 ms, and the kernel's high-water
 * mark VmHWM), and the time of each upload. Budget: peak under 400 MB on PostgreSQL. On
 * PGlite the in-process database alone holds about 650 MB, so there the growth is what counts.
 * The server runs with MALLOC_ARENA_MAX=2 as `npm start` starts it (glibc otherwise keeps an
 * arena per libvips/libuv thread and RSS stays high after the work: sharp's docs); one row with
 * glibc's default shows the difference.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** The measured figures. */
export interface UploadBenchResult {
  database: string;
  /** glibc's MALLOC_ARENA_MAX in the server's environment (npm start sets 2), or 'default'. */
  mallocArenaMax: string;
  uploads: number;
  photoBytes: number;
  statusCounts: Record<string, number>;
  rssBeforeMb: number;
  rssPeakSampledMb: number;
  rssHighWaterMb: number;
  rssGrowthMb: number;
  uploadMsMin: number;
  uploadMsMedian: number;
  uploadMsMax: number;
  wallMs: number;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** VmRSS and VmHWM of a process in kB (Linux). */
function memoryOf(pid: number): { rssKb: number; hwmKb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  mallocArenaMax: number | undefined,
): Promise<{ pid: number; port: number; stop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATA_DIR: dataDir };
  if (mallocArenaMax) env.MALLOC_ARENA_MAX = String(mallocArenaMax);
  else delete env.MALLOC_ARENA_MAX;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  else delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts', 'app'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /READY (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    pid: child.pid!,
    port,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Runs the upload benchmark with `uploads` concurrent requests of one photo each, on the
 * PostgreSQL server at `databaseUrl` (a fresh cloned database) or on PGlite when it is undefined,
 * the server started with `mallocArenaMax` as `npm start` does (undefined: glibc's default).
 */
export async function runUploadBench(
  options: { uploads?: number; databaseUrl?: string; mallocArenaMax?: number } = {},
): Promise<UploadBenchResult> {
  const uploads = options.uploads ?? 20;
  const photo = await sharp({
    create: { width: 2500, height: 1900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-bench-uploads-'));
  const server = await startServer(dataDir, options.databaseUrl, options.mallocArenaMax);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'test-admin-password' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!cookie.startsWith('chaabi_admin=')) throw new Error(`admin login failed: ${login.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = memoryOf(server.pid);

    let peakKb = before.rssKb;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, memoryOf(server.pid).rssKb);
    }, 25);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: uploads }, async (_, i) => {
        const form = new FormData();
        form.append('category', 'general');
        form.append('files', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
        const t0 = performance.now();
        const res = await fetch(`${base}/api/admin/media/upload`, { method: 'POST', headers: { cookie }, body: form });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      }),
    );
    const wallMs = performance.now() - started;
    clearInterval(sampler);
    const after = memoryOf(server.pid);
    peakKb = Math.max(peakKb, after.rssKb);

    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const statusCounts: Record<string, number> = {};
    for (const r of results) statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
    return {
      database: options.databaseUrl ? 'postgres' : 'pglite',
      mallocArenaMax: options.mallocArenaMax ? String(options.mallocArenaMax) : 'default',
      uploads,
      photoBytes: photo.length,
      statusCounts,
      rssBeforeMb: mb(before.rssKb),
      rssPeakSampledMb: mb(peakKb),
      rssHighWaterMb: mb(after.hwmKb),
      rssGrowthMb: mb(peakKb - before.rssKb),
      uploadMsMin: Math.round(times[0]!),
      uploadMsMedian: Math.round(times[Math.floor(times.length / 2)]!),
      uploadMsMax: Math.round(times[times.length - 1]!),
      wallMs: Math.round(wallMs),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
