/**
 * Invoice numbers across instances (docs/decisions/050-invoice-numbering.md,
 * docs/decisions/023-several-instances.md): two apps on two pools to one PostgreSQL database
 * capture 50 payments at once, alternating between them; the invoices are numbered 1..50 in the
 * year's series, with no gap and no duplicate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { taxDocuments } from '../../db/schema/index';
import { createTestDatabase, testConfig, type TestDatabase } from '#tests/setup/test-db';
import { jsonHeaders, placeShopOrder } from '#tests/support/shop';
import { postJson } from '#tests/support/http';
import { documentSeries, financialYearOf } from '#shared/gst-invoice';
import type { SimulatedPaymentProvider } from '../payments/simulated-provider';

const PAYMENTS = 50;

describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice numbers on two instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let second: Database;
  const apps: FastifyInstance[] = [];
  // One configuration for both: the capability cookie is signed with its secret.
  const config = testConfig();

  beforeAll(async () => {
    database = await createTestDatabase();
    second = openPostgres(database.url!, { max: 10 });
    for (const db of [database, second]) {
      const app = await buildApp({ config, database: db, rateLimit: false, logger: false });
      await app.ready();
      (app.services.payments as SimulatedPaymentProvider).sendsWebhooks = false;
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
  });

  it('numbers 50 racing payments 1..50 without gaps or duplicates', async () => {
    const ready: { orderId: number; cookie: string; fields: Record<string, string> }[] = [];
    for (let i = 0; i < PAYMENTS; i += 1) {
      const order = await placeShopOrder(apps[0]!);
      const pay = await apps[0]!.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        payload: { orderId: order.id },
        headers: { ...jsonHeaders, cookie: order.cookie },
      });
      const bank = await postJson(apps[0]!, '/api/payments/simulated/complete', {
        providerOrderId: pay.json().orderId,
        outcome: 'success',
      });
      ready.push({ orderId: order.id, cookie: order.cookie, fields: bank.json() });
    }

    const answers = await Promise.all(
      ready.map((p, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/payments/verify',
          payload: { orderId: p.orderId, ...p.fields },
          headers: { ...jsonHeaders, cookie: p.cookie },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PAYMENTS).fill(200));

    const rows = await database.db.select().from(taxDocuments);
    const series = documentSeries('CH', financialYearOf(new Date()));
    expect(rows).toHaveLength(PAYMENTS);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(PAYMENTS);
    expect(rows.every((r) => r.series === series)).toBe(true);
    expect(rows.map((r) => r.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: PAYMENTS }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(PAYMENTS);
  });
});
