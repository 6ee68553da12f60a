/**
 * API throughput (docs/product.md#budgets): create-order and the cached option list under
 * autocannon, on PGlite and on PostgreSQL, beside bare Fastify serving the same JSON from memory.
 * The server runs in a child process; autocannon runs here.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { PUNE_ADDRESS, threeKeychains } from '#tests/factories/orders';

/** One measured row. */
export interface ApiBenchRow {
  target: string;
  database: string;
  route: string;
  connections: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const ORDER_BODY = JSON.stringify({
  customerEmail: 'bench@example.in',
  customerName: 'Bench Shopper',
  customerPhone: '+91 9876543210',
  modelId: 1,
  keychains: threeKeychains(),
  shippingAddress: PUNE_ADDRESS,
});

async function startTarget(mode: 'app' | 'bare', databaseUrl: string | undefined): Promise<{ port: number; stop: () => Promise<void> }> {
  const env = { ...process.env };
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  else delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts', mode], { env, stdio: ['ignore', 'pipe', 'inherit'] });
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
    port,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function load(
  url: string,
  opts: { method?: 'GET' | 'POST'; body?: string; connections: number; duration: number },
): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.body ? { 'content-type': 'application/json' } : undefined,
    connections: opts.connections,
    duration: opts.duration,
  });
}

function row(target: string, database: string, route: string, connections: number, r: autocannon.Result): ApiBenchRow {
  return {
    target,
    database,
    route,
    connections,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** True when a PostgreSQL server answers at `url` within 2 s. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs the API benchmark; `duration` seconds per measurement. */
export async function runApiBench(options: { duration?: number; postgresUrl?: string } = {}): Promise<ApiBenchRow[]> {
  const duration = options.duration ?? 8;
  const postgresUrl = options.postgresUrl ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const rows: ApiBenchRow[] = [];
  const databases: [string, string | undefined][] = [['pglite', undefined]];
  if (await postgresReachable(postgresUrl)) databases.push(['postgres', postgresUrl]);

  const bare = await startTarget('bare', undefined);
  try {
    const base = `http://127.0.0.1:${bare.port}`;
    await load(`${base}/api/admin/customization-options?type=font`, { connections: 10, duration: 1 });
    rows.push(
      row(
        'bare fastify',
        'memory',
        'GET options',
        50,
        await load(`${base}/api/admin/customization-options?type=font`, { connections: 50, duration }),
      ),
    );
  } finally {
    await bare.stop();
  }

  for (const [name, url] of databases) {
    const target = await startTarget('app', url);
    try {
      const base = `http://127.0.0.1:${target.port}`;
      await load(`${base}/api/admin/customization-options?type=font`, { connections: 10, duration: 1 });
      rows.push(
        row(
          'chaabi',
          name,
          'GET options',
          50,
          await load(`${base}/api/admin/customization-options?type=font`, { connections: 50, duration }),
        ),
      );
      await load(`${base}/api/orders`, { method: 'POST', body: ORDER_BODY, connections: 5, duration: 1 });
      rows.push(
        row(
          'chaabi',
          name,
          'POST /api/orders',
          10,
          await load(`${base}/api/orders`, { method: 'POST', body: ORDER_BODY, connections: 10, duration }),
        ),
      );
    } finally {
      await target.stop();
    }
  }
  return rows;
}
