/**
 * First-start seed: built-in fonts and colour combinations, product categories and
 * the default keychain model. Each table is seeded only while it has none of those rows, so
 * an admin's later deletions stay deleted.
 */
import { count, eq } from 'drizzle-orm';
import { BUILT_IN_COLORS, BUILT_IN_FONTS } from '#shared/catalog';
import { defaultFilamentName } from '#shared/filament';
import type { Db } from './client';
import { customizationOptions, keychainModels, productCategories } from './schema/index';

/** Inserts the built-in rows that are missing; safe to run at every start. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [fonts] = await tx.select({ n: count() }).from(customizationOptions).where(eq(customizationOptions.type, 'font'));
    if (fonts!.n === 0) {
      await tx
        .insert(customizationOptions)
        .values(
          BUILT_IN_FONTS.map((f, i) => ({
            type: 'font',
            name: f.name,
            value: f.value,
            displayName: f.displayName,
            cssClass: f.cssClass,
            script: f.script,
            sortOrder: i + 1,
          })),
        )
        .onConflictDoNothing();
    }
    const [colors] = await tx.select({ n: count() }).from(customizationOptions).where(eq(customizationOptions.type, 'color_combination'));
    if (colors!.n === 0) {
      await tx
        .insert(customizationOptions)
        .values(
          BUILT_IN_COLORS.map((c, i) => ({
            type: 'color_combination',
            name: c.name,
            value: c.value,
            displayName: c.displayName,
            hexColor: c.fontColor,
            fontColor: c.fontColor,
            backgroundColor: c.backgroundColor,
            textFilamentName: defaultFilamentName(c.fontColor),
            plateFilamentName: defaultFilamentName(c.backgroundColor),
            sortOrder: i + 1,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .insert(productCategories)
      .values([
        {
          name: 'Custom Keychains',
          slug: 'custom-keychains',
          displayName: 'Custom Keychains',
          description: 'Personalised 3D-printed text keychains',
          isActive: true,
          sortOrder: 1,
        },
        { name: 'Phone Cases', slug: 'phone-cases', displayName: 'Phone Cases', description: 'Coming soon', isActive: false, sortOrder: 2 },
        { name: 'Mugs', slug: 'mugs', displayName: 'Custom Mugs', description: 'Coming soon', isActive: false, sortOrder: 3 },
      ])
      .onConflictDoNothing();
    const [models] = await tx.select({ n: count() }).from(keychainModels);
    if (models!.n === 0) {
      await tx.insert(keychainModels).values({
        name: 'Classic Text Keychain',
        shape: 'rounded-rectangle',
        description: '60 × 20 × 5 mm, raised text',
        pricePaise: 19900,
      });
    }
  });
}
