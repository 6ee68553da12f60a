import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../components/ui/card';

/** Placeholder of a tab whose section lands in a later update. */
export function ComingSoonCard({ title, description, icon: Icon }: { title: string; description: string; icon: LucideIcon }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-16 text-center sm:py-20">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-gray-100 text-gray-500">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-bold text-gray-900">{title}</h2>
        <p className="max-w-md text-sm text-gray-600">{description}</p>
        <p className="rounded-full bg-pink-50 px-3 py-1 text-xs font-semibold text-pink-700">This section arrives in the next update</p>
      </CardContent>
    </Card>
  );
}
