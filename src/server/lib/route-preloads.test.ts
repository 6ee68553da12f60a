import { describe, expect, it } from 'vitest';
import { routeEvaluationOrder, routePreloads, type ViteManifest } from './route-preloads';

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

describe('routeEvaluationOrder', () => {
  // A route whose chunks import each other: the page imports the app (main) and two shared chunks.
  const graph: ViteManifest = {
    ...manifest,
    '_schemas.js': { file: 'assets/schemas-s.js', imports: ['_zod.js'] },
    '_form.js': { file: 'assets/form-f.js', imports: ['_react.js', '_schemas.js'] },
    '_widget.js': { file: 'assets/widget-w.js', imports: ['main.tsx'] },
    'shop/track-page.tsx': { file: 'assets/track-page-t.js', imports: ['main.tsx', '_form.js', '_schemas.js', '_widget.js'] },
  };

  // React first, then the app, then the page's shared chunks, the chunk that imports the app, and the page.
  const TRACK_ORDER = [
    'assets/react-b.js',
    'assets/main-m.js',
    'assets/zod-c.js',
    'assets/schemas-s.js',
    'assets/form-f.js',
    'assets/widget-w.js',
    'assets/track-page-t.js',
  ];

  it('lists each chunk after every chunk it imports, each once, the app and the page included', () => {
    const order = routeEvaluationOrder(graph, '/track', 'admin');
    expect(order).toEqual(TRACK_ORDER);
    for (const [key, chunk] of Object.entries(graph)) {
      if (!order.includes(chunk.file)) continue;
      for (const imported of chunk.imports ?? []) expect(order.indexOf(graph[imported]!.file)).toBeLessThan(order.indexOf(chunk.file));
      expect(
        order.filter((file) => file === chunk.file),
        key,
      ).toHaveLength(1);
    }
  });

  it('leaves out what index.html already loads', () => {
    expect(routeEvaluationOrder(graph, '/track', 'admin')).not.toContain('assets/boot-a.js');
    const eager: ViteManifest = { ...graph, 'index.html': { file: 'assets/boot-a.js', isEntry: true, imports: ['_react.js'] } };
    expect(routeEvaluationOrder(eager, '/track', 'admin')).toEqual(TRACK_ORDER.filter((file) => file !== 'assets/react-b.js'));
  });

  it("gives the app's chunks alone for a page without a chunk of its own", () => {
    expect(routeEvaluationOrder(graph, '/', 'admin')).toEqual(['assets/react-b.js', 'assets/main-m.js']);
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
