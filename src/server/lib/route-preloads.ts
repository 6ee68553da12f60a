/**
 * Route chunk preloads: every page but home is a lazy chunk, which the browser
 * would only discover after the main script ran. The server reads Vite's build manifest and
 * adds `<link rel="modulepreload">` for the route's chunk and its imports to the HTML of that
 * route, so they download beside the main script. The paths mirror src/client/router.tsx.
 */

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: source path (relative to src/client) → chunk. */
export type ViteManifest = Record<string, ManifestChunk>;

/** Path pattern → the page module the router loads for it (src/client/router.tsx). `{admin}` is ADMIN_PATH. */
export const ROUTE_MODULES: readonly [RegExp | 'admin', string][] = [
  [/^\/checkout$/, 'shop/checkout/checkout-page.tsx'],
  [/^\/contact$/, 'shop/contact-page.tsx'],
  [/^\/track$/, 'shop/track-page.tsx'],
  [/^\/(terms|privacy|refund-policy|shipping-policy|grievance)$/, 'shop/policies/policy-pages.tsx'],
  [/^\/d\/[^/]+$/, 'shop/shared-design-page.tsx'],
  [/^\/account$/, 'account/account-page.tsx'],
  [/^\/customers$/, 'customers/customers-page.tsx'],
  [/^\/dealer$/, 'dealer/dealer-login-page.tsx'],
  [/^\/dealer-dashboard$/, 'dealer/dealer-dashboard-page.tsx'],
  [/^\/dealer\/purchase-credits$/, 'dealer/purchase-credits-page.tsx'],
  [/^\/dealer\/keychains$/, 'dealer/dealer-keychains-page.tsx'],
  [/^\/dealer\/history$/, 'dealer/dealer-history-page.tsx'],
  [/^\/stl-generator$/, 'tools/stl-generator-page.tsx'],
  [/^\/blender-test$/, 'tools/blender-test-page.tsx'],
  ['admin', 'admin/admin-page.tsx'],
];

/** The page module (a key of the manifest) the router loads for `pathname`, if it has one of its own. */
function routeModule(pathname: string, adminPath: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_MODULES.find(([pattern]) => (pattern === 'admin' ? path === `/${adminPath}` : pattern.test(path)))?.[1];
}

/** The module index.html's boot script imports: the app itself (src/client/boot.ts). */
const APP_MODULE = 'main.tsx';

/**
 * The chunk files (`assets/…js`) to preload for `pathname`, less what index.html already
 * loads: the app's chunk and its imports (the boot script imports it after the first paint,
 * decision 030), then the route's chunk and what it imports. Only the app's chunks for home,
 * unknown paths or a route missing from the manifest.
 */
export function routePreloads(manifest: ViteManifest, pathname: string, adminPath: string): string[] {
  const loaded = entryChunks(manifest);
  const wanted = new Set<string>();
  collectChunks(manifest, APP_MODULE, wanted);
  const route = routeModule(pathname, adminPath);
  if (route) collectChunks(manifest, route, wanted);
  return [...wanted].filter((file) => !loaded.has(file) && file.endsWith('.js'));
}

/**
 * The chunks of `pathname`'s page in the order the boot script evaluates them, one per task,
 * before it starts the app (docs/decisions/098-short-tasks-after-first-paint.md): every chunk the
 * app's module and the route's page import, each after the chunks it imports, the app's chunk
 * and the page's chunk included, less what index.html already loads. Evaluating a module graph
 * is one task however large it is; chunk by chunk, each is a short one.
 */
export function routeEvaluationOrder(manifest: ViteManifest, pathname: string, adminPath: string): string[] {
  const loaded = entryChunks(manifest);
  const order: string[] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!loaded.has(chunk.file) && chunk.file.endsWith('.js')) order.push(chunk.file);
  };
  visit(APP_MODULE);
  const route = routeModule(pathname, adminPath);
  if (route) visit(route);
  return order;
}

/** Adds the file of manifest entry `key` and of everything it imports statically to `into`. */
function collectChunks(manifest: ViteManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunks(manifest, imported, into);
}

/** The files index.html loads by itself: its entry chunk and that chunk's static imports. */
function entryChunks(manifest: ViteManifest): Set<string> {
  const loaded = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entry) collectChunks(manifest, entry, loaded);
  return loaded;
}

/** The catalogue JSON the shop's customizer and checkout render from (client/api/options.ts). */
const CATALOGUE_URLS = ['/api/admin/customization-options?type=font', '/api/admin/customization-options?type=color_combination'];

/**
 * API answers to fetch with the HTML of `pathname`: the customizer (/guest) and the
 * checkout cannot show their content before the catalogue arrives, and the answers are
 * cacheable for 30 s, so the page's own fetch takes the preloaded one instead of waiting for
 * the scripts to ask. `crossorigin="use-credentials"` matches the client's `credentials: 'include'`.
 */
export function routeDataPreloads(pathname: string): string[] {
  return pathname === '/guest' || pathname === '/checkout' ? CATALOGUE_URLS : [];
}
