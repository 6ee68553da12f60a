/**
 * Custom Keychains detail (docs/product.md#screens): colour and font panels, each in its own error
 * boundary.
 */
import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '#shared/schemas/customization';
import { queryKeys } from '../../api/query-keys';
import { Button } from '../../components/ui/button';
import { ColorPanel } from './color-panel';
import { FontPanel } from './font-panel';
import { PanelErrorBoundary } from './panel-error-boundary';

export function CategoryDetail({ category, onBack }: { category: ProductCategory; onBack: () => void }) {
  const client = useQueryClient();
  return (
    <section aria-labelledby="category-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Categories
        </Button>
        <div className="min-w-0">
          <h2 id="category-heading" className="text-xl font-bold text-gray-900">
            {category.displayName}
          </h2>
          <p className="text-sm text-gray-600">Changes show in the customizer straight away.</p>
        </div>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <PanelErrorBoundary
          title="color combinations"
          onReset={() => void client.resetQueries({ queryKey: queryKeys.options.admin('color_combination') })}
        >
          <ColorPanel />
        </PanelErrorBoundary>
        <PanelErrorBoundary title="fonts" onReset={() => void client.resetQueries({ queryKey: queryKeys.options.admin('font') })}>
          <FontPanel />
        </PanelErrorBoundary>
      </div>
    </section>
  );
}
