/**
 * Migration 0021_money_in_paise (docs/decisions/123-money-in-paise-in-the-database.md): every
 * numeric(10,2) rupee column becomes a *_paise integer (bigint for running sums) with the same
 * value to the paisa, on PGlite and on TEST_DATABASE_URL. A database is migrated to 0020 by
 * applying the journal's SQL files in order, filled with rows as the old code wrote them, then
 * 0021 runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { paiseToDecimal } from '#shared/money';
import { createEmptyTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { MIGRATIONS_FOLDER } from './client';
import { customerRegistry, dealerCreditTransactions, dealers, keychainModels, orders, users } from './schema/index';

const MONEY_MIGRATION = '0021_money_in_paise';
/** Twenty-one migrations on PGlite take tens of seconds on a loaded machine. */
const MIGRATING_TIMEOUT_MS = 180_000;

interface JournalEntry {
  idx: number;
  tag: string;
}

const journal = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] })
  .entries;

/** Applies the committed migration `tag` statement by statement, as drizzle's migrator splits it. */
async function apply(database: TestDatabase, tag: string): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/** A fresh database migrated up to (not including) the money migration. */
async function databaseBeforeMoneyMigration(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  const stop = journal.findIndex((e) => e.tag === MONEY_MIGRATION);
  for (const entry of journal.slice(0, stop)) await apply(database, entry.tag);
  return database;
}

type Row = Record<string, string | number | null>;

async function rows(database: TestDatabase, query: string): Promise<Row[]> {
  const result = await database.db.execute<Row>(sql.raw(query));
  return (result as { rows: Row[] }).rows;
}

/** Real-looking rupee amounts as the old code stored them (PostgreSQL's numeric(10,2) text). */
const ORDER_TOTALS = ['199.00', '170.50', '0.01', '0.00', '510.00', '1300.50', '99999.99', '21474836.47'];
const LIFETIME_TOTALS = ['0.00', '0.01', '12345678.90', '99999999.99'];
const AVERAGES = ['0.00', '170.50', '199.00', '99999.99'];
const CREDIT_PAYMENTS = [null, '1300.00', '0.01', '130000.00'];

const ADDRESS = `'{"street":"1 MG Road","city":"Bengaluru","state":"Karnataka","zipCode":"560001","country":"India"}'::jsonb`;

let open: TestDatabase | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('migration 0021: money in paise', () => {
  it(
    'turns every rupee column into paise exactly, paise / 100 gives back the old rupee text, and keeps NOT NULL, defaults and checks',
    async () => {
      const database = (open = await databaseBeforeMoneyMigration());
      for (const [i, total] of ORDER_TOTALS.entries()) {
        await database.db.execute(
          sql.raw(`insert into orders (customer_email, customer_name, customer_phone, keychains, quantity, total_price, shipping_address)
                 values ('o${i}@example.in', 'Asha Rao', '+91 9876543210', '[]'::jsonb, 1, ${total}, ${ADDRESS})`),
        );
      }
      await database.db.execute(
        sql.raw(`insert into keychain_models (name, shape, price) values ('Classic', 'rounded-rectangle', 199.00)`),
      );
      for (const [i, spent] of LIFETIME_TOTALS.entries()) {
        await database.db.execute(sql.raw(`insert into users (id, email, total_spent) values ('u${i}', 'u${i}@example.in', ${spent})`));
        await database.db.execute(
          sql.raw(
            `insert into customer_registry (user_id, lifetime_value, average_order_value) values ('u${i}', ${spent}, ${AVERAGES[i]})`,
          ),
        );
        await database.db.execute(
          sql.raw(`insert into dealers (business_name, owner_name, phone_number, email, business_address, total_purchases)
                 values ('Shop ${i}', 'Ravi', '98765432${String(i).padStart(2, '0')}', 'd${i}@example.in', ${ADDRESS}, ${spent})`),
        );
      }
      const [dealer] = await rows(database, 'select id from dealers order by id limit 1');
      for (const amount of CREDIT_PAYMENTS) {
        await database.db.execute(
          sql.raw(`insert into dealer_credit_transactions (dealer_id, type, amount, payment_amount)
                 values (${String(dealer!.id)}, 'purchase', 10, ${amount ?? 'null'})`),
        );
      }
      // A user row written without a total takes the column's default.
      await database.db.execute(sql.raw(`insert into users (id, email) values ('u-default', 'u-default@example.in')`));

      const before = {
        orders: await rows(database, 'select id, total_price::text as rupees from orders order by id'),
        users: await rows(database, 'select id, total_spent::text as rupees from users order by id'),
        registry: await rows(
          database,
          'select id, lifetime_value::text as lifetime, average_order_value::text as average from customer_registry order by id',
        ),
        dealers: await rows(database, 'select id, total_purchases::text as rupees from dealers order by id'),
        ledger: await rows(database, 'select id, payment_amount::text as rupees from dealer_credit_transactions order by id'),
      };
      expect(before.orders.map((r) => r.rupees)).toEqual(ORDER_TOTALS);

      await apply(database, MONEY_MIGRATION);

      // Through Drizzle's mapping of the new columns (bigint in number mode), paise exactly.
      const orderRows = await database.db.select({ id: orders.id, paise: orders.totalPaise }).from(orders).orderBy(orders.id);
      expect(orderRows.map((r) => r.paise)).toEqual([19900, 17050, 1, 0, 51000, 130050, 9999999, 2147483647]);
      const userRows = await database.db.select({ id: users.id, paise: users.totalSpentPaise }).from(users).orderBy(users.id);
      const registryRows = await database.db
        .select({
          id: customerRegistry.id,
          lifetime: customerRegistry.lifetimeValuePaise,
          average: customerRegistry.averageOrderValuePaise,
        })
        .from(customerRegistry)
        .orderBy(customerRegistry.id);
      const dealerRows = await database.db.select({ id: dealers.id, paise: dealers.totalPurchasesPaise }).from(dealers).orderBy(dealers.id);
      const ledgerRows = await database.db
        .select({ id: dealerCreditTransactions.id, paise: dealerCreditTransactions.paymentAmountPaise })
        .from(dealerCreditTransactions)
        .orderBy(dealerCreditTransactions.id);
      expect(dealerRows.map((r) => r.paise)).toEqual([0, 1, 1234567890, 9999999999]);
      expect(registryRows.map((r) => [r.lifetime, r.average])).toEqual([
        [0, 0],
        [1, 17050],
        [1234567890, 19900],
        [9999999999, 9999999],
      ]);
      expect(ledgerRows.map((r) => r.paise)).toEqual([null, 130000, 1, 13000000]);
      const [model] = await database.db.select({ paise: keychainModels.pricePaise }).from(keychainModels);
      expect(model?.paise).toBe(19900);

      // And back: every paise value over 100 is the old rupee text, row by row; no paisa lost.
      const back = (paise: number | null) => (paise === null ? null : paiseToDecimal(paise));
      expect(orderRows.map((r) => [r.id, back(r.paise)])).toEqual(before.orders.map((r) => [r.id, r.rupees]));
      expect(userRows.map((r) => [r.id, back(r.paise)])).toEqual(before.users.map((r) => [r.id, r.rupees]));
      expect(registryRows.map((r) => [r.id, back(r.lifetime), back(r.average)])).toEqual(
        before.registry.map((r) => [r.id, r.lifetime, r.average]),
      );
      expect(dealerRows.map((r) => [r.id, back(r.paise)])).toEqual(before.dealers.map((r) => [r.id, r.rupees]));
      expect(ledgerRows.map((r) => [r.id, back(r.paise)])).toEqual(before.ledger.map((r) => [r.id, r.rupees]));
      expect(userRows.find((r) => r.id === 'u-default')?.paise).toBe(0);

      // NOT NULL, the defaults (0 paise) and the checks are kept, under the new names.
      const columns = await rows(
        database,
        `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' and column_name like '%paise'
         and table_name in ('orders', 'users', 'keychain_models', 'customer_registry', 'dealers', 'dealer_credit_transactions')
       order by table_name, column_name`,
      );
      expect(columns.map((c) => [c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default])).toEqual([
        ['customer_registry', 'average_order_value_paise', 'integer', 'NO', '0'],
        ['customer_registry', 'lifetime_value_paise', 'bigint', 'NO', '0'],
        ['dealer_credit_transactions', 'payment_amount_paise', 'integer', 'YES', null],
        ['dealers', 'total_purchases_paise', 'bigint', 'NO', '0'],
        ['keychain_models', 'price_paise', 'integer', 'NO', null],
        ['orders', 'total_paise', 'integer', 'NO', null],
        ['users', 'total_spent_paise', 'bigint', 'NO', '0'],
      ]);
      const numeric = await rows(
        database,
        `select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type = 'numeric'`,
      );
      expect(numeric, 'no rupee column is left').toEqual([]);
      await expect(
        database.db.execute(
          sql.raw(`insert into orders (customer_email, customer_name, customer_phone, keychains, total_paise, shipping_address)
                 values ('neg@example.in', 'Asha', '+91 9876543210', '[]'::jsonb, -1, ${ADDRESS})`),
        ),
        'orders_total_paise_check',
      ).rejects.toThrow();
    },
    MIGRATING_TIMEOUT_MS,
  );

  it(
    'fails rather than truncate an order total too large for an integer column',
    async () => {
      const database = (open = await databaseBeforeMoneyMigration());
      await database.db.execute(
        sql.raw(`insert into orders (customer_email, customer_name, customer_phone, keychains, quantity, total_price, shipping_address)
               values ('big@example.in', 'Asha', '+91 9876543210', '[]'::jsonb, 1, 21474836.48, ${ADDRESS})`),
      );
      const failure = await apply(database, MONEY_MIGRATION).then(
        () => null,
        (error: unknown) => error as Error & { cause?: Error },
      );
      expect(failure?.cause?.message ?? failure?.message).toMatch(/out of range/);
    },
    MIGRATING_TIMEOUT_MS,
  );
});
