import { cn } from '../../lib/utils';

/** A keychain-like swatch: the text in the font color on the plate color. */
export function ColorSwatch({
  text,
  fontColor,
  backgroundColor,
  label,
  size = 'md',
  className,
}: {
  text: string;
  fontColor: string;
  backgroundColor: string;
  label?: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label ?? `${text}: ${fontColor} on ${backgroundColor}`}
      className={cn(
        'flex items-center justify-center overflow-hidden rounded-xl font-display tracking-wide shadow-inner ring-1 ring-black/10',
        size === 'lg' ? 'h-20 w-full px-4 text-3xl' : 'h-12 w-28 shrink-0 px-2 text-lg',
        className,
      )}
      style={{ color: fontColor, backgroundColor }}
    >
      <span className="truncate">{text}</span>
    </div>
  );
}
