/**
 * Invoice numbers across instances (docs/decisions/050-invoice-numbering.md,
 * docs/decisions/023-several-instances.md): two apps on two pools to one PostgreSQL database
 * capture 50 payments at once, alternating between them; the invoices are numbered 1..50 in the
 * year's series, with no gap and no duplicate.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { taxDocuments } from '../../db/schema/index';
import type { TestDatabase } from '#tests/setup/test-db';
import { payAtTheBank, verifyAtTheShop, withTwoQuietGatewayInstances, type PaidAtTheBank } from '#tests/support/shop';
import { documentSeries, financialYearOf } from '#shared/gst-invoice';

const PAYMENTS = 50;

describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice numbers on two instances (PostgreSQL)', () => {
  let apps: FastifyInstance[];
  let database: TestDatabase;
  withTwoQuietGatewayInstances((two) => ({ apps, database } = two));

  it('numbers 50 racing payments 1..50 without gaps or duplicates', async () => {
    const ready: PaidAtTheBank[] = [];
    for (let i = 0; i < PAYMENTS; i += 1) ready.push(await payAtTheBank(apps[0]!));

    const answers = await Promise.all(ready.map((paid, i) => verifyAtTheShop(apps[i % 2]!, paid)));
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
