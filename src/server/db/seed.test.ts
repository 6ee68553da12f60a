import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TestDatabase } from '../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { seedDatabase } from './seed';
import { customizationOptions, keychainModels, productCategories } from './schema/index';

let database: TestDatabase;
withTestDatabase((db) => (database = db));

describe('seedDatabase', () => {
  it('is idempotent', async () => {
    await seedDatabase(database.db);
    await seedDatabase(database.db);
    expect(await database.db.select().from(customizationOptions)).toHaveLength(19); // 14 fonts (5 Latin, 9 Indic), 5 colours
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

  it('gives a shop that already had fonts the script fonts, after its own, with their scripts (migrations 0015 and 0019)', async () => {
    const indic = [
      'baloo-2',
      'baloo-thambi-2',
      'noto-sans-telugu',
      'baloo-da-2',
      'baloo-bhai-2',
      'baloo-tamma-2',
      'baloo-chettan-2',
      'baloo-paaji-2',
    ];
    await database.db.delete(customizationOptions).where(inArray(customizationOptions.value, [...indic, 'baloo-bhaina-2']));
    // The script fonts' migration, then the one that adds Odia's (each one's last statement is its insert).
    for (const file of ['drizzle/0015_font_scripts.sql', 'drizzle/0019_odia_fonts.sql']) {
      const migration = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');
      await database.db.execute(sql.raw(migration[migration.length - 1]!));
    }
    const fonts = await database.db
      .select()
      .from(customizationOptions)
      .where(eq(customizationOptions.type, 'font'))
      .orderBy(customizationOptions.sortOrder);
    expect(fonts.map((f) => f.value)).toEqual(['bangers', 'chewy', 'pacifico', 'permanent-marker', 'knewave', ...indic, 'baloo-bhaina-2']);
    expect(fonts.find((f) => f.value === 'baloo-bhaina-2')).toMatchObject({
      script: 'Orya',
      displayName: 'Baloo Bhaina 2',
      isActive: true,
    });
    expect(fonts.find((f) => f.value === 'noto-sans-telugu')).toMatchObject({
      script: 'Telu',
      displayName: 'Noto Sans Telugu',
      isActive: true,
    });
    expect(fonts.find((f) => f.value === 'bangers')?.script).toBe('Latn');
  });
});
