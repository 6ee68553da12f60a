import { describe, expect, it } from 'vitest';
import { routePreloads, type ViteManifest } from './route-preloads';

// index.html loads only the boot script, which imports the app (main.tsx) after the first paint.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/boot-a.js', isEntry: true, dynamicImports: ['main.tsx'] },
  'main.tsx': { file: 'assets/main-m.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_zod.js': { file: 'assets/zod-c.js', imports: ['_react.js'] },
  'shop/checkout/checkout-page.tsx': { file: 'assets/checkout-page-d.js', imports: ['main.tsx', '_react.js', '_zod.js'] },
  'admin/admin-page.tsx': { file: 'assets/admin-page-e.js', imports: ['main.tsx'] },
};
const APP = ['assets/main-m.js', 'assets/react-b.js'];

describe('routePreloads', () => {
  it("names the app's chunks, then the route's chunk and its imports, each once", () => {
    expect(routePreloads(manifest, '/checkout', 'admin')).toEqual([...APP, 'assets/checkout-page-d.js', 'assets/zod-c.js']);
    expect(routePreloads(manifest, '/checkout/', 'admin')).toEqual([...APP, 'assets/checkout-page-d.js', 'assets/zod-c.js']);
  });

  it('leaves out what index.html already loads', () => {
    const eager: ViteManifest = { ...manifest, 'index.html': { file: 'assets/boot-a.js', isEntry: true, imports: ['_react.js'] } };
    expect(routePreloads(eager, '/', 'admin')).toEqual(['assets/main-m.js']);
  });

  it('follows ADMIN_PATH for the admin panel', () => {
    expect(routePreloads(manifest, '/back-office', 'back-office')).toEqual([...APP, 'assets/admin-page-e.js']);
    expect(routePreloads(manifest, '/admin', 'back-office')).toEqual(APP);
  });

  it("preloads only the app's chunks for home, unknown pages or a route missing from the manifest", () => {
    expect(routePreloads(manifest, '/', 'admin')).toEqual(APP);
    expect(routePreloads(manifest, '/guest', 'admin')).toEqual(APP);
    expect(routePreloads(manifest, '/nope', 'admin')).toEqual(APP);
    expect(routePreloads(manifest, '/dealer', 'admin')).toEqual(APP);
  });
});

describe('ROUTE_MODULES', () => {
  it('names page modules that exist and that the client router loads lazily', async () => {
    const fs = await import('node:fs');
    const router = fs.readFileSync('src/client/router.tsx', 'utf8') + fs.readFileSync('src/client/tools/index.tsx', 'utf8');
    const adminRoute = fs.readFileSync('src/client/admin/admin-route.tsx', 'utf8');
    const { ROUTE_MODULES } = await import('./route-preloads');
    for (const [, module] of ROUTE_MODULES) {
      expect(fs.existsSync(`src/client/${module}`), module).toBe(true);
      const stem = module.replace(/\.tsx$/, '');
      const lazyImport = `import('./${stem}')`;
      const fromFolder = `import('./${stem.split('/').pop()}')`;
      expect(router.includes(lazyImport) || router.includes(fromFolder) || adminRoute.includes(fromFolder), module).toBe(true);
    }
  });
});
