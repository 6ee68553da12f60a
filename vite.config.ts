import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Vite builds the React client from src/client into dist/client; the Fastify server serves it. */
export default defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  // `npm run dev` (scripts/dev.ts): Vite with HMR on 5173, the API behind these paths.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/healthz', '/readyz'].map((prefix) => [prefix, `http://localhost:${process.env.CHAABI_API_PORT ?? '3000'}`]),
    ),
  },
});
