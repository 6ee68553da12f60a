// The look-up of one customer's other orders by e-mail, whatever their payment
// (dashboard_count_order in src/server/db/sql/dashboard-tallies.sql, when a day's order is taken off), reads the
// `orders_customer_email_lower_idx` index (drizzle/0038), not every order; on PGlite or TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';

let database: TestDatabase;
withTestDatabase((db) => (database = db));

describe('orders by customer e-mail', () => {
  it("finds a customer's other orders through the lower(customer_email) index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // With a sequential scan priced out, the planner shows the index it can use (none → Seq Scan).
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain (format json) select min(x.created_at) from orders x where lower(x.customer_email) = 'asha@example.in' and x.id <> 1`,
      );
      return JSON.stringify((result as { rows: unknown[] }).rows ?? result);
    });
    expect(plan).toContain('orders_customer_email_lower_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
