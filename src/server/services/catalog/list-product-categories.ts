import { asc } from 'drizzle-orm';
import type { ProductCategory } from '#shared/schemas/customization';
import type { Db } from '../../db/client';
import { productCategories } from '../../db/schema/index';

/**
 * All product categories, active or not, in display order (docs/product.md#admin-customization
 * Customization tab).
 */
export async function listProductCategories(db: Db): Promise<ProductCategory[]> {
  const rows = await db.select().from(productCategories).orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}
