/**
 * The server survives its database, on a real PostgreSQL server: backends
 * terminated under load, a restart, and a stall. The process stays up (an uncaught 'error'
 * event would fail this file), answers only 2xx, 4xx or 503 while it lasts, recovers without a
 * restart, and the credit ledger still explains every balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, testConfig, testDatabaseKind, type TestDatabase } from '../../../tests/setup/test-db';
import { startFaultProxy, type FaultProxy } from '../../../tests/support/tcp-fault-proxy';
import { orderBody } from '../../../tests/factories/orders';
import { buildApp } from '../app';
import { openPostgres, type Database } from './client';
import { dealerToken, insertDealer, orderBody as dealerOrderBody } from '#tests/support/dealer';

const json = { 'content-type': 'application/json' };

/** Prints a scenario's figures for the table of docs/reliability.md. */
function report(scenario: string, statuses: number[], extra = ''): void {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  const parts = [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${n}×${s}`);
  console.info(`[reliability] ${scenario}: ${statuses.length} requests (${parts.join(', ')})${extra}`);
}

describe.skipIf(testDatabaseKind !== 'postgres')('PostgreSQL faults', () => {
  let testDb: TestDatabase;
  let proxy: FaultProxy;
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let dealerId: number;
  const clientErrors: Error[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    proxy = await startFaultProxy(testDb.url!);
    database = openPostgres(proxy.url, {
      max: 8,
      timeouts: { connectionTimeoutMs: 1_500, queryTimeoutMs: 3_000 },
      onClientError: (error) => clientErrors.push(error),
    });
    const config = testConfig();
    app = await buildApp({ config, database, rateLimit: false, logger: false });
    await app.ready();
    const dealer = await insertDealer(testDb.db, { pin: '4829', pepper: config.pinPepper, credits: 100_000 });
    dealerId = dealer.id;
    token = await dealerToken(app, dealer.phoneNumber, '4829');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDb?.close();
  });

  /** Runs `workers` loops of shop and dealer orders until `stop` resolves; returns every status seen. */
  async function load(workers: number, during: () => Promise<void>): Promise<number[]> {
    const statuses: number[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; running; i++) {
        const res =
          (w + i) % 2 === 0
            ? await app.inject({ method: 'POST', url: '/api/orders', headers: json, payload: orderBody() })
            : await app.inject({
                method: 'POST',
                url: '/api/dealer/create-order',
                headers: { ...json, authorization: `Bearer ${token}` },
                payload: dealerOrderBody(2),
              });
        statuses.push(res.statusCode);
      }
    });
    await during();
    running = false;
    await Promise.all(loops);
    return statuses;
  }

  async function expectRecovered(): Promise<void> {
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/orders', headers: json, payload: orderBody() });
    expect(res.statusCode).toBe(201);
    // More transactions than the pool has connections, concurrently: no connection was leaked.
    const dealerOrders = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/dealer/create-order',
          headers: { ...json, authorization: `Bearer ${token}` },
          payload: dealerOrderBody(1),
        }),
      ),
    );
    expect(dealerOrders.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
  }

  async function expectLedgerExplainsBalance(): Promise<void> {
    const rows = await testDb.db.execute<{ balance: number; ledger: number; debits: number; keychains: number }>(sql`
      select d.keychain_credits as balance,
             (select coalesce(sum(amount), 0)::int from dealer_credit_transactions t where t.dealer_id = d.id and t.balance_after is not null) as ledger,
             (select coalesce(sum(-amount), 0)::int from dealer_credit_transactions t where t.dealer_id = d.id and t.amount < 0) as debits,
             (select coalesce(sum(jsonb_array_length(o.keychains)), 0)::int from orders o where o.dealer_id = d.id) as keychains
      from dealers d where d.id = ${dealerId}`);
    const [row] = (rows as { rows: { balance: number; ledger: number; debits: number; keychains: number }[] }).rows;
    expect(row!.balance).toBe(row!.ledger);
    // Every dealer order has its debit and every debit its order: nothing half-written.
    expect(row!.debits).toBe(row!.keychains);
  }

  it('terminated backends under load: only 2xx/4xx/503, then recovery and an exact ledger', async () => {
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    const dbName = new URL(testDb.url!).pathname.slice(1);
    let terminated = 0;
    const statuses = await load(16, async () => {
      for (let round = 0; round < 12; round++) {
        await new Promise((r) => setTimeout(r, 250));
        const res = await admin.query(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        terminated += res.rows[0].n as number;
      }
    });
    await admin.end();
    report('backends terminated under load', statuses, `, ${terminated} backends terminated`);
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((s) => !(s < 300 || (s >= 400 && s < 500) || s === 503))).toEqual([]);
    expect(statuses).toContain(201);
    await expectRecovered();
    await expectLedgerExplainsBalance();
  });

  it('a restart (every connection dropped, refused for 2 s): only 2xx/4xx/503, then recovery', async () => {
    const statuses = await load(16, async () => {
      await new Promise((r) => setTimeout(r, 500));
      await proxy.restart(2_000);
      await new Promise((r) => setTimeout(r, 500));
    });
    report('PostgreSQL restart under load', statuses);
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => !(s < 300 || (s >= 400 && s < 500) || s === 503))).toEqual([]);
    await expectRecovered();
    await expectLedgerExplainsBalance();
  });

  it('a stalled database: requests and /readyz answer 503 while it is still stalled, then recover', async () => {
    proxy.stall();
    let stalled = true;
    try {
      const readyz = app.inject({ method: 'GET', url: '/readyz' }).then((r) => ({ status: r.statusCode, whileStalled: stalled }));
      const order = app
        .inject({ method: 'POST', url: '/api/orders', headers: json, payload: orderBody() })
        .then((r) => ({ status: r.statusCode, whileStalled: stalled, body: r.json<{ code: string }>() }));
      const unstall = new Promise<void>((resolve) =>
        setTimeout(() => {
          stalled = false;
          resolve();
        }, 20_000),
      );
      const started = Date.now();
      const [ready, placed] = await Promise.all([readyz, order]);
      console.info(`[reliability] stalled database: /readyz ${ready.status}, order ${placed.status} after ${Date.now() - started} ms`);
      expect(ready).toEqual({ status: 503, whileStalled: true });
      expect(placed.status).toBe(503);
      expect(placed.whileStalled).toBe(true);
      expect(placed.body.code).toBe('DATABASE_UNAVAILABLE');
      stalled = false;
      void unstall;
    } finally {
      proxy.heal();
    }
    await expectRecovered();
    await expectLedgerExplainsBalance();
  }, 60_000);
});
