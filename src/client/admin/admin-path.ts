/**
 * Where the admin panel lives: `/{ADMIN_PATH}` (docs/deploy.md), told by the server in a meta
 * tag that only the admin page itself carries, so no other page publishes a secret path.
 */

/** Name of the meta tag the server injects into the admin page's index.html. */
export const ADMIN_PATH_META = 'chaabi-admin-path';

/** The admin path from the meta tag's content; null when missing or malformed (env.ts rule). */
export function adminPathFromMeta(content: string | null | undefined): string | null {
  return content && /^[a-z0-9-]{3,40}$/.test(content) ? content : null;
}

/**
 * The admin path of this page: the meta tag's on the admin page, null on every other page (the
 * router then mounts no admin route there). Outside the browser (the prerender, which renders
 * the admin gate at /admin) it is 'admin'.
 */
export function readAdminPath(): string | null {
  if (typeof document === 'undefined') return 'admin';
  return adminPathFromMeta(document.querySelector(`meta[name="${ADMIN_PATH_META}"]`)?.getAttribute('content'));
}
