/** A person's round picture: their profile image, or `children` (their initials) on a coloured disc. */
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** `size` sets width and height (e.g. "h-16 w-16"); `fallbackClassName` colours the initials' disc. */
export function Avatar({
  src,
  size,
  fallbackClassName,
  children,
}: {
  src: string | null | undefined;
  size: string;
  fallbackClassName: string;
  children: ReactNode;
}) {
  // Decorative (alt=""): the name stands beside it. The image host is not told which page shows it.
  if (src) return <img src={src} alt="" referrerPolicy="no-referrer" className={cn(size, 'flex-none rounded-full object-cover')} />;
  return (
    <span aria-hidden className={cn('flex', size, 'flex-none items-center justify-center rounded-full', fallbackClassName)}>
      {children}
    </span>
  );
}
