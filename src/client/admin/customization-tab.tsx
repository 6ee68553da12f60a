/**
 * Customization tab (docs/product.md#admin-customization): product categories, then Custom
 * Keychains' colours and fonts.
 */
import { useState } from 'react';
import type { ProductCategory } from '#shared/schemas/customization';
import { CategoryDetail } from './customization/category-detail';
import { CategoryList } from './customization/category-list';

export function CustomizationTab() {
  const [category, setCategory] = useState<ProductCategory | null>(null);
  return category ? <CategoryDetail category={category} onBack={() => setCategory(null)} /> : <CategoryList onOpen={setCategory} />;
}
