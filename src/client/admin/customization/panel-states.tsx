/** Loading, inline error (spec §8 "HTTP error! status: N") and empty states shared by both panels. */
import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { fetchErrorText } from './customization-api';

export function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-xl bg-gray-100" />
      ))}
    </div>
  );
}

export function PanelFetchError({
  heading,
  error,
  onRetry,
  retrying,
}: {
  heading: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{heading}</p>
      <p className="text-sm text-red-800">{fetchErrorText(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

export function PanelEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{hint}</p>
    </div>
  );
}
