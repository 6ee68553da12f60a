// The migration that named the filaments (drizzle/0011_print_room.sql) names an existing colour
// combination as new rows are named (shared/filament.ts defaultFilamentName), and the seed names
// the built-in combinations, on PGlite or TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_COLORS } from '#shared/catalog';
import { defaultFilamentName } from '#shared/filament';
import type { TestDatabase } from '../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { customizationOptions } from './schema/index';
import { seedDatabase } from './seed';

let database: TestDatabase;
withTestDatabase((db) => (database = db));

const COLOURS = ['#f9a8d4', '#1f1f1f', '#FFFFFF', '#052e16', '#0f172a', '#7dd3fc', '#ef4444', '#a16207', '#94a3b8', '#7c3aed'];

describe('filament names', () => {
  it('the migration names old colour combinations by the nearest named colour, as new ones are named', async () => {
    const db = database.db;
    await db.insert(customizationOptions).values(
      COLOURS.map((hex, i) => ({
        type: 'color_combination',
        name: `old-${i}`,
        value: `old-${i}`,
        displayName: `Old ${i}`,
        fontColor: hex,
        backgroundColor: COLOURS[(i + 1) % COLOURS.length]!,
      })),
    );
    const migration = readFileSync('drizzle/0011_print_room.sql', 'utf8').split('--> statement-breakpoint').at(-1)!;
    expect(migration).toContain('UPDATE "customization_options"');
    await db.execute(sql.raw(migration));
    const rows = await db.select().from(customizationOptions).where(eq(customizationOptions.type, 'color_combination'));
    for (const [i, hex] of COLOURS.entries()) {
      const row = rows.find((r) => r.value === `old-${i}`)!;
      expect([row.textFilamentName, row.plateFilamentName], hex).toEqual([
        defaultFilamentName(hex.toLowerCase()),
        defaultFilamentName(COLOURS[(i + 1) % COLOURS.length]!.toLowerCase()),
      ]);
    }
    expect(rows.find((r) => r.value === 'old-0')).toMatchObject({ textFilamentName: 'Light Pink PLA', plateFilamentName: 'Black PLA' });
  });

  it('the seed names the built-in combinations ("Light Pink PLA" on "Black PLA")', async () => {
    await seedDatabase(database.db);
    const rows = await database.db.select().from(customizationOptions).where(eq(customizationOptions.value, 'light-pink'));
    expect(BUILT_IN_COLORS.some((c) => c.value === 'light-pink')).toBe(true);
    expect(rows[0]).toMatchObject({ textFilamentName: 'Light Pink PLA', plateFilamentName: 'Black PLA' });
  });
});
