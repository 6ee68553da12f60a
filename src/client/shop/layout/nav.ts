/**
 * Header navigation rules (docs/product.md#header-and-footer) as pure functions, so they can be
 * tested without a DOM.
 */

/** Home-page sections the header links to. */
export type SectionId = 'gallery' | 'customizer' | 'about';

/** The header's section links, in order. */
export const SECTION_LINKS: readonly { id: SectionId; label: string }[] = [
  { id: 'gallery', label: 'Gallery' },
  { id: 'customizer', label: 'Custom Keychains' },
  { id: 'about', label: 'About' },
];

/** Whether a path shows the home content (and so its sections). */
export function isHomePath(path: string): boolean {
  return path === '/' || path === '/guest';
}

/** Guest mode holds on /guest (docs/product.md#auth-state). */
export function isGuestMode(path: string): boolean {
  return path === '/guest';
}

/**
 * Where a section link points: an in-page anchor on / and /guest (so /guest stays on /guest),
 * otherwise the signed-in home page with the anchor (docs/product.md#checkout: Custom Keychains on
 * /checkout goes to /#customizer).
 */
export function sectionHref(path: string, section: SectionId): string {
  return isHomePath(path) ? `#${section}` : `/#${section}`;
}

/** The logo goes to / when signed in, /guest otherwise (docs/product.md#header-and-footer). */
export function logoHref(signedIn: boolean): string {
  return signedIn ? '/' : '/guest';
}

/**
 * The mobile menu greets by first name, then e-mail, then "User"
 * (docs/product.md#header-and-footer).
 */
export function greetingName(user: { firstName?: string | null; email?: string | null } | null): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const email = user?.email?.trim();
  if (email) return email;
  return 'User';
}

/**
 * The Cart button opens checkout when an order is stored, else goes to the customizer
 * (docs/product.md#checkout).
 */
export function cartTarget(itemCount: number): 'checkout' | 'customizer' {
  return itemCount > 0 ? 'checkout' : 'customizer';
}

/** Pages a shopper is sent back to after signing in; other pages return home. */
const RETURN_AFTER_SIGN_IN = [/^\/d\/[A-Za-z0-9_-]+$/, /^\/checkout$/, /^\/contact$/];

/**
 * The sign-in link for the current path: `?returnTo=<path>` from a share page or the
 * checkout (the server keeps only a safe relative path, services/auth/safe-return-to.ts).
 */
export function signInHref(base: string, path: string): string {
  return RETURN_AFTER_SIGN_IN.some((re) => re.test(path)) ? `${base}?returnTo=${encodeURIComponent(path)}` : base;
}
