import { Loader2 } from 'lucide-react';

/** Full-page placeholder while the panel's code or the session check loads. */
export function AdminLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50" role="status" aria-live="polite">
      <Loader2 className="h-6 w-6 animate-spin text-pink-600" aria-hidden="true" />
      <span className="sr-only">Loading the admin panel…</span>
    </div>
  );
}
