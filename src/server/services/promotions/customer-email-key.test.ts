/**
 * The promotions' SQL e-mail key agrees with the shared one (docs/decisions/219-gmail-addresses-are-one-customer.md):
 * the rule compares stored addresses in SQL, so rows stored before it count too; both must give
 * the same key for every address, on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestDatabase } from '#tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { customerEmailKey } from '#shared/customer-email';
import { customerEmailKeySql } from './claim-promotion';

let database: TestDatabase;
withTestDatabase((d) => (database = d));

/** The SQL key of each address, in order, in one query. */
async function sqlKeys(emails: readonly string[]): Promise<string[]> {
  const values = sql.join(
    emails.map((e, i) => sql`(${i}::int, ${e}::text)`),
    sql`, `,
  );
  const result: unknown = await database.db.execute(
    sql`select ${customerEmailKeySql(sql.raw('v.email'))} as key from (values ${values}) as v(i, email) order by v.i`,
  );
  // node-postgres and PGlite both answer `execute` with `{ rows }`.
  return (result as { rows: { key: string }[] }).rows.map((r) => r.key);
}

describe('customerEmailKeySql', () => {
  it('gives the same key as customerEmailKey for Gmail spellings and other addresses', async () => {
    const emails = [
      'a.b.c+x@gmail.com',
      'ABC@googlemail.com',
      'abc@gmail.com',
      'A.B.C+promo+2@GMail.COM',
      'a..b.c.@googlemail.com',
      'A.B+x@Example.in',
      'first.last@outlook.com',
      'abc@gmail.co',
      'abc@mail.gmail.com',
      'a.b@gmail.com.evil.in',
    ];
    expect(await sqlKeys(emails)).toEqual(emails.map(customerEmailKey));
  });

  it('agrees on generated addresses (fast-check, ASCII local parts with dots and plus signs)', async () => {
    const local = fc.stringMatching(/^[A-Za-z0-9._+-]{1,20}$/);
    const domain = fc.constantFrom('gmail.com', 'GMAIL.COM', 'googlemail.com', 'GoogleMail.com', 'example.in', 'gmail.co', 'yahoo.co.in');
    const emails = fc.sample(
      fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
      { numRuns: 300, seed: 219 },
    );
    expect(await sqlKeys(emails)).toEqual(emails.map(customerEmailKey));
  });
});
