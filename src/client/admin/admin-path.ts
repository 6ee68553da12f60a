/**
 * Where the admin panel lives: `/{ADMIN_PATH}` (docs/deploy.md#environment-variables), told by the
 * server in a meta tag.
 */

/** Name of the meta tag the server injects into index.html. */
export const ADMIN_PATH_META = 'chaabi-admin-path';

/** The admin path from the meta tag's content; 'admin' when missing or malformed (env.ts rule). */
export function adminPathFromMeta(content: string | null | undefined): string {
  return content && /^[a-z0-9-]{3,40}$/.test(content) ? content : 'admin';
}

/** Reads the admin path from the document (browser only). */
export function readAdminPath(): string {
  if (typeof document === 'undefined') return 'admin';
  return adminPathFromMeta(document.querySelector(`meta[name="${ADMIN_PATH_META}"]`)?.getAttribute('content'));
}
