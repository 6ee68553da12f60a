/**
 * The STL tool pages as lazy chunks (docs/product.md#stl-tools /stl-generator, /blender-test): the
 * router imports only these wrappers, so the pages and the 3D preview never weigh on the
 * storefront.
 */
import { lazyPage } from '../lib/lazy-page';

/** /stl-generator, loaded on demand. */
export const LazyStlGeneratorPage = lazyPage(() => import('./stl-generator-page'), 'default');

/** /blender-test, loaded on demand. */
export const LazyBlenderTestPage = lazyPage(() => import('./blender-test-page'), 'default');
