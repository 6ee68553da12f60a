/**
 * The Customization tab's first view (docs/product.md#admin-customization): product categories;
 * only Custom Keychains opens.
 */
import { ArrowRight, KeyRound, Plus, Smartphone, Coffee, Package } from 'lucide-react';
import type { ProductCategory } from '#shared/schemas/customization';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PanelQueryStatus } from './panel-states';
import { useProductCategories } from './customization-api';
import { TabSection } from '../tab-parts';

/** The one category with a detail view today. */
export const KEYCHAIN_CATEGORY_SLUG = 'custom-keychains';

const ICONS: Record<string, typeof Package> = { 'custom-keychains': KeyRound, 'phone-cases': Smartphone, mugs: Coffee };

function CategoryCard({ category, onOpen }: { category: ProductCategory; onOpen: () => void }) {
  const Icon = ICONS[category.slug] ?? Package;
  const opens = category.isActive && category.slug === KEYCHAIN_CATEGORY_SLUG;
  return (
    <Card
      className={opens ? 'border-pink-200' : 'bg-gray-50/60'}
      aria-label={`${category.displayName}${opens ? '' : ' (coming soon)'}`}
      role="group"
    >
      <CardContent className="flex h-full flex-col gap-3 pt-5 sm:pt-6">
        <div className="flex items-start justify-between gap-3">
          <span
            className={`flex h-11 w-11 items-center justify-center rounded-xl ${opens ? 'bg-pink-50 text-pink-600' : 'bg-gray-100 text-gray-500'}`}
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          {opens ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Coming soon</Badge>}
        </div>
        <div className="flex-1">
          <h3 className="font-bold text-gray-900">{category.displayName}</h3>
          <p className="mt-1 text-sm text-gray-600">{opens ? category.description : 'Arrives in a later update.'}</p>
        </div>
        {opens && (
          <Button variant="brand" onClick={onOpen} aria-label={`Manage colors and fonts: ${category.displayName}`}>
            Manage colors and fonts
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function CategoryList({ onOpen }: { onOpen: (category: ProductCategory) => void }) {
  const query = useProductCategories();
  return (
    <TabSection
      id="categories-heading"
      title="Product Categories"
      intro="Choose a category to manage its colors and fonts."
      actions={
        <div className="flex items-center gap-2">
          <span id="add-category-note" className="text-xs font-semibold text-pink-700">
            Coming soon
          </span>
          <Button
            variant="outline"
            disabled
            aria-describedby="add-category-note"
            title="Coming soon: new categories arrive in a later update"
          >
            <Plus aria-hidden="true" />
            Add New Category
          </Button>
        </div>
      }
    >
      {query.isPending || query.isError ? (
        <PanelQueryStatus query={query} plural="categories" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((category) => (
            <CategoryCard key={category.id} category={category} onOpen={() => onOpen(category)} />
          ))}
        </div>
      )}
    </TabSection>
  );
}
