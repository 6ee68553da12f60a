/** A labelled native select for the tool pages (accessible, no extra JS). */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { Label } from '../components/ui/label';
import { useKeepEarlyInput } from '../lib/keep-early-input';

/** Props of ToolSelect: the select's own attributes (e.g. a react-hook-form `register`) plus its label and options. */
export interface ToolSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/**
 * Label + select. A pick made on the prerendered page before hydration is kept and handed to
 * the form once React has the select (docs/decisions/096-every-field-takes-input-from-first-paint.md).
 */
export const ToolSelect = forwardRef<HTMLSelectElement, ToolSelectProps>(({ id, label, options, ...select }, ref) => {
  const setRef = useKeepEarlyInput(ref, select.value);
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          ref={setRef}
          {...select}
          className="h-10 w-full appearance-none rounded-lg border border-gray-300 bg-white pl-3 pr-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 md:text-sm"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-3 h-4 w-4 text-gray-500" aria-hidden />
      </div>
    </div>
  );
});
ToolSelect.displayName = 'ToolSelect';
