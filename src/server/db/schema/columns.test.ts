import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestDatabase } from '#tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { insertDealer } from '#tests/support/dealer';
import { dealers } from './index';

let database: TestDatabase;
withTestDatabase((db) => (database = db));

async function updatedAtOf(id: number): Promise<Date> {
  const [row] = await database.db.select({ updatedAt: dealers.updatedAt }).from(dealers).where(eq(dealers.id, id));
  return row!.updatedAt;
}

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('updated_at is set by the schema', () => {
  it('moves on an update that does not name it', async () => {
    const dealer = await insertDealer(database.db, { credits: 1 });
    const before = await updatedAtOf(dealer.id);
    await later();
    await database.db.update(dealers).set({ businessName: 'Renamed Traders' }).where(eq(dealers.id, dealer.id));
    expect((await updatedAtOf(dealer.id)).getTime()).toBeGreaterThan(before.getTime());
  });

  it('moves on an upsert that updates the row', async () => {
    const dealer = await insertDealer(database.db, { credits: 1 });
    const [row] = await database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    const before = row!.updatedAt;
    await later();
    await database.db
      .insert(dealers)
      .values({ ...row!, updatedAt: undefined })
      .onConflictDoUpdate({ target: dealers.id, set: { businessName: 'Upserted Traders' } });
    expect((await updatedAtOf(dealer.id)).getTime()).toBeGreaterThan(before.getTime());
  });
});
