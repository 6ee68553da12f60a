/**
 * Bundles the server for `npm start` (docs/decisions/034-production-start.md): esbuild turns
 * src/server/main.ts and the geometry worker into dist/server/main.js and
 * dist/server/geometry-worker.js (ES modules for Node 20+). Dependencies stay in node_modules
 * (manifold-3d finds its WASM beside its own JS, sharp and argon2 their native binaries); the
 * package.json `#shared/*`-style aliases are resolved into the bundle. Files read at run time
 * (drizzle/ migrations, dist/client, the Blender script) are found from the project root.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * Pure-JavaScript packages of many small modules, inlined: Node then reads one file instead of
 * hundreds at every start (drizzle-orm alone is ~300 modules). Everything else stays in
 * node_modules, notably packages with WASM, native binaries or worker files of their own.
 */
const INLINED = ['drizzle-orm', 'zod', 'fastify-type-provider-zod'];

/** Marks every bare import external except the INLINED packages (and the package's own `#…` aliases). */
function externalPackages(inlined: string[]): Plugin {
  return {
    name: 'chaabi-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./#]/ }, (args) => {
        if (path.isAbsolute(args.path)) return undefined;
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0]!;
        return inlined.includes(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts', 'geometry-worker': 'src/server/services/stl/geometry-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages(INLINED)],
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => !file.endsWith('.map'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
process.stdout.write(`server bundle: ${path.relative(root, outdir)} (${(bytes / 1024).toFixed(0)} KB)\n`);
