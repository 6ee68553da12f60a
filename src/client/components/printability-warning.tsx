/**
 * Live printability warning under a keychain's text: the server's guard, with the spec's sentence.
 */
import { usePrintability } from '../api/printability';

/** Shows "Letters too thin to print…" while the design cannot be printed; nothing otherwise. */
export function PrintabilityWarning({ customText, fontFamily }: { customText: string; fontFamily: string }) {
  const report = usePrintability(customText, fontFamily);
  if (!report || report.printable) return null;
  return (
    <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-amber-700">
      <WarningIcon className="mt-0.5 size-4 shrink-0" />
      <span>{report.warnings[0]}</span>
    </p>
  );
}

/**
 * Lucide's triangle-alert drawn inline: the storefront's first load would otherwise fetch the
 * icon as a chunk of its own (it is shared with pages loaded later; first-load budget).
 */
export function WarningIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}
