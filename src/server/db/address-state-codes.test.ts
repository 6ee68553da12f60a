/**
 * Migration 0014_address_state_codes (docs/decisions/049-address-state-codes.md): existing
 * addresses get the GST state code of their state name, matched as gstStateByName matches
 * (case, "&", punctuation, old names), and null when the name is not a state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstStateByName } from '#shared/gst-states';
import { insertOrder } from '#tests/support/admin';
import { insertDealer } from '#tests/support/dealer';
import type { TestDatabase } from '../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { dealers, orders, users } from './schema/index';

const MIGRATION = path.resolve(import.meta.dirname, '../../../drizzle/0014_address_state_codes.sql');

let database: TestDatabase;
withTestDatabase((db) => (database = db));

/** Runs the migration's statements again over rows written without a state code. */
async function migrate(): Promise<void> {
  for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement));
  }
}

const address = (state: string) => ({ street: '1 Main Road', city: 'Somewhere', state, zipCode: '560001', country: 'India' });

describe('migration 0011: state codes for existing addresses', () => {
  const NAMES = ['Karnataka', 'TAMIL NADU', 'Jammu & Kashmir', 'Orissa', 'Pondicherry', 'Daman and Diu', 'Telangana', 'MH', 'Karnatka'];

  it('gives every order the code gstStateByName gives its state, or null', async () => {
    const ids: number[] = [];
    for (const name of NAMES) ids.push(await insertOrder(database.db, { shippingAddress: address(name) }));
    await migrate();
    for (const [i, id] of ids.entries()) {
      const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
      expect(row?.shippingAddress.stateCode, NAMES[i]).toBe(gstStateByName(NAMES[i]!)?.code ?? null);
      expect(row?.shippingAddress.state, 'the name is kept').toBe(NAMES[i]);
    }
  });

  it('fills profile and dealer addresses too, and leaves a user without an address alone', async () => {
    await database.db.insert(users).values([
      { id: 'migr-1', email: 'migr-1@example.in', address: address('West Bengal') },
      { id: 'migr-2', email: 'migr-2@example.in' },
    ]);
    const dealer = await insertDealer(database.db);
    await database.db
      .update(dealers)
      .set({ businessAddress: address('Nowhere') })
      .where(eq(dealers.id, dealer.id));
    await migrate();
    const [withAddress] = await database.db.select().from(users).where(eq(users.id, 'migr-1'));
    const [without] = await database.db.select().from(users).where(eq(users.id, 'migr-2'));
    const [dealerRow] = await database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(withAddress?.address?.stateCode).toBe('19');
    expect(without?.address).toBeNull();
    expect(dealerRow?.businessAddress.stateCode).toBeNull();
  });
});
