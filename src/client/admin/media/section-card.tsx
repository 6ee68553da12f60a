/** A titled panel of the Media Manager. */
import type { ReactNode } from 'react';

export function SectionCard({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-gray-900">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-gray-600">{description}</div>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
