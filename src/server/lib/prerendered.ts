/**
 * Prerendered first screens (docs/decisions/030): scripts/prerender.ts writes the
 * HTML of each entry page, as a signed-out visitor with an empty cart sees it before any data
 * loads, to `dist/client/.prerendered/<name>.html`; the server puts it inside
 * `<div id="root">` so the page paints before its scripts run, and the client hydrates it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Meta tag telling the client the root holds a prerendered, signed-out page to hydrate. */
export const PRERENDERED_META = '<meta name="chaabi-prerendered" content="signed-out" />';

/** `/` → `index.html`, `/stl-generator` → `stl-generator.html`, `/a/b` → `a__b.html`. */
export function prerenderedFileName(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replace(/\//g, '__')}.html`;
}

/** The path the admin panel's gate is prerendered under; served at `/{ADMIN_PATH}`. */
export const PRERENDERED_ADMIN_PATH = '/admin';

/**
 * Which prerendered page answers `pathname` (decision 031): the admin gate, prerendered as
 * `/admin`, answers at `/{adminPath}` only, and only to a browser without an admin session
 * cookie (`adminSignedOut`; a signed-in admin gets the plain shell, never the gate); every
 * other path is its own. Lookup of the file stays with `prerenderedPages`.
 */
export function prerenderedPageFor(pathname: string, adminPath: string, adminSignedOut: boolean): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (normalised === `/${adminPath}`) return adminSignedOut ? PRERENDERED_ADMIN_PATH : '';
  // With another ADMIN_PATH, /admin is no page of ours (the client shows its 404).
  if (normalised === PRERENDERED_ADMIN_PATH) return '';
  return normalised;
}

/**
 * Reads fragments from `dir`, cached until the file changes (a rebuild under a running server
 * is picked up, like index.html). `fragment(pathname)` is null for a path without one.
 */
export function prerenderedPages(dir: string): { fragment(pathname: string): string | null } {
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  return {
    fragment(pathname) {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (!/^\/[a-z0-9/-]*$/.test(normalised)) return null;
      const file = path.join(dir, prerenderedFileName(normalised));
      try {
        const { mtimeMs } = fs.statSync(file);
        const cached = cache.get(file);
        if (cached?.mtimeMs === mtimeMs) return cached.html;
        const html = fs.readFileSync(file, 'utf8');
        cache.set(file, { mtimeMs, html });
        return html;
      } catch {
        return null;
      }
    },
  };
}
