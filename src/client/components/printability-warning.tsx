/**
 * Live printability warning under a keychain's text: the server's guard, with the spec's sentence.
 */
import { TriangleAlert } from 'lucide-react';
import { usePrintability } from '../api/printability';

/** Shows "Letters too thin to print…" while the design cannot be printed; nothing otherwise. */
export function PrintabilityWarning({ customText, fontFamily }: { customText: string; fontFamily: string }) {
  const report = usePrintability(customText, fontFamily);
  if (!report || report.printable) return null;
  return (
    <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-amber-700">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{report.warnings[0]}</span>
    </p>
  );
}
