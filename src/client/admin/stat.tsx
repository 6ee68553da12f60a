/** A figure on an admin card (dealer credits, a job's runs): a small grey label over its value. */
import type { ReactNode } from 'react';

/** One `<dt>`/`<dd>` pair of a `<dl>`; `className` styles the value. */
export function Stat({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
