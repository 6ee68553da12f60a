import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { seedDatabase } from './seed';
import { customizationOptions, keychainModels, productCategories } from './schema/index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seedDatabase', () => {
  it('is idempotent', async () => {
    await seedDatabase(database.db);
    await seedDatabase(database.db);
    expect(await database.db.select().from(customizationOptions)).toHaveLength(18); // 13 fonts (5 Latin, 8 Indic), 5 colours
    expect(await database.db.select().from(productCategories)).toHaveLength(3);
    expect(await database.db.select().from(keychainModels)).toHaveLength(1);
  });

  it('does not bring back a colour the admin deleted', async () => {
    await database.db.delete(customizationOptions).where(eq(customizationOptions.value, 'orange'));
    await seedDatabase(database.db);
    const values = (await database.db.select().from(customizationOptions).where(eq(customizationOptions.type, 'color_combination'))).map(
      (c) => c.value,
    );
    expect(values).not.toContain('orange');
  });
});
