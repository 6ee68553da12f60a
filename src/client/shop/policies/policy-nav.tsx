/** Links to the policy pages: the list items the footer and the policy pages use, and a compact line for frames without the footer (each link a 24 px touch target, WCAG 2.2 target size). */
import { Link } from 'wouter';
import { cn } from '../../lib/utils';
import { POLICY_LINKS } from './policy-links';

/** One `<li>` with a link per policy page, each link styled by `linkClassName`. */
export function PolicyLinkItems({ linkClassName }: { linkClassName: string }) {
  return (
    <>
      {POLICY_LINKS.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}

/** A compact line of links to the policy pages, for frames without the shop footer (welcome page, dealer portal). */
export function PolicyNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Policies" className={cn('text-xs', className)}>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        <PolicyLinkItems linkClassName="inline-flex min-h-6 items-center rounded text-gray-600 underline-offset-2 hover:text-pink-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500" />
      </ul>
    </nav>
  );
}
