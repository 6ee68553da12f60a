/**
 * Prerenders the first screen of the entry pages at build (docs/decisions/030):
 * loads the SSR bundle of src/client/prerender.tsx (built by `vite build --ssr` into
 * dist/prerender) and writes each path's HTML fragment to dist/client/.prerendered/, where the
 * server puts it inside `<div id="root">` for visitors without a session. Fails the build
 * when a page cannot be rendered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedFileName } from '../src/server/lib/prerendered';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/client/.prerendered');
const bundle = pathToFileURL(path.join(root, 'dist/prerender/prerender.js')).href;

/** The SSR bundle's exports (src/client/prerender.tsx). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerenderPath(path: string): Promise<string>;
}

const mod = (await import(bundle)) as PrerenderModule;
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const pagePath of mod.PRERENDERED_PATHS) {
  const started = performance.now();
  const html = await mod.prerenderPath(pagePath);
  // The CSP allows no inline script: a fragment that needs one would never finish hydrating.
  if (/<script/i.test(html)) throw new Error(`Prerendered ${pagePath} contains an inline script`);
  fs.writeFileSync(path.join(outDir, prerenderedFileName(pagePath)), html);
  console.log(`prerendered ${pagePath}: ${(html.length / 1024).toFixed(1)} KB in ${Math.round(performance.now() - started)} ms`);
}
