/** A labelled native select for the tool pages (accessible, no extra JS). */
import { ChevronDown } from 'lucide-react';
import { Label } from '../components/ui/label';

/** Props of ToolSelect. */
export interface ToolSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Label + select. */
export function ToolSelect({ id, label, value, options, onChange }: ToolSelectProps) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
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
}
