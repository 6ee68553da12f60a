/** The Chaabi wordmark, shared by the shop header, its menu and the welcome page. */
import { cn } from '../../lib/utils';

/** The Chaabi wordmark with its keychain tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <span
        aria-hidden
        className="grid h-9 w-9 place-items-center rounded-xl bg-gray-950 font-bangers text-xl tracking-wide text-amber-400 shadow-sm"
      >
        C
      </span>
      <span className="text-xl font-extrabold tracking-tight text-gray-950">Chaabi</span>
    </span>
  );
}
