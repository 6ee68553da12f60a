import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Preloads the first screen's font (the Bangers logo, latin subset) so its text does not swap
 * late. Fontsource's CSS already sets `font-display: swap`.
 */
function preloadFirstScreenFont(): Plugin {
  return {
    name: 'chaabi-preload-first-screen-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((name) => /bangers-latin-400-normal-[\w-]+\.woff2$/.test(name));
        if (!font) return [];
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' },
        ];
      },
    },
  };
}

/** Vite builds the React client from src/client into dist/client; the Fastify server serves it. */
export default defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [react(), tailwindcss(), preloadFirstScreenFont()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // CHAABI_NO_MINIFY=1 npm run build: readable chunks for a CPU profile (React's own names included).
    minify: process.env.CHAABI_NO_MINIFY ? false : undefined,
    // dist/client/.vite/manifest.json: the server preloads a route's chunks with its HTML (src/server/lib/route-preloads.ts).
    manifest: true,
    // The boot script imports main.tsx once the prerendered screen has painted (decision 030);
    // Vite's preload helper would first append a <link rel=modulepreload> per chunk of main's
    // graph, and each append restyles the prerendered page (~40 ms on this machine, ~170 ms on a
    // phone). The browser finds main's imports itself when it parses main.
    modulePreload: {
      resolveDependencies: (filename, deps) => (/(^|\/)main-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
  },
  // Module workers: harfbuzzjs initialises its WASM with a top-level await (docs/decisions/043).
  worker: { format: 'es' },
  // Pre-bundling would move harfbuzzjs away from the harfbuzz.wasm its `new URL(…, import.meta.url)` names.
  optimizeDeps: { exclude: ['harfbuzzjs'] },
  // `npm run dev` (scripts/dev.ts): Vite with HMR on 5173, the API behind these paths.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/healthz', '/readyz'].map((prefix) => [prefix, `http://localhost:${process.env.CHAABI_API_PORT ?? '3000'}`]),
    ),
  },
});
