/**
 * The 3D keychain preview as a lazy chunk: `<Suspense fallback={…}><LazyKeychain3DPreview … /></Suspense>`.
 * Importing this module costs nothing; three.js, the engine and its WASM load on first render.
 */
import { lazy } from 'react';

export type { Keychain3DPreviewProps } from './keychain-3d-preview';
export { KEYCHAIN_3D_INPUT_MARK } from './constants';

/** Keychain3DPreview, loaded on demand. */
export const LazyKeychain3DPreview = lazy(() => import('./keychain-3d-preview'));
