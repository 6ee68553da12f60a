/**
 * The banner every admin tab shows while required seller details are missing from the business
 * settings (docs/product.md#seller-details): what is missing, that the production checkout stays
 * closed until then, and a button to Settings.
 */
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { missingSellerDetails } from '#shared/seller-details';
import { Button } from '../../components/ui/button';
import { useBusinessSettings } from './settings-api';

/** `enabled` once the session is confirmed; `onOpenSettings` switches to the Settings tab. */
export function MissingSettingsBanner({ enabled, onOpenSettings }: { enabled: boolean; onOpenSettings: () => void }) {
  const { data } = useBusinessSettings(enabled);
  if (!data) return null;
  const missing = missingSellerDetails(data);
  if (missing.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
      data-testid="missing-settings-banner"
    >
      <p className="flex gap-3">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
        <span>
          <span className="font-semibold">Missing from the business settings: {missing.join(', ')}.</span> Until they are saved, the
          checkout is closed in production and pages show placeholders.
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" onClick={onOpenSettings}>
        Open Settings › Business
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}
