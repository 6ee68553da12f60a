/**
 * Messages between the 3D previews on the page and the render worker (docs/decisions/032).
 * Each preview owns one scene, named by `sceneId`; its canvas is transferred to the worker as
 * an OffscreenCanvas once, and every later message only carries plain data or typed arrays.
 */
import type { MeshData } from './protocol';
import type { ModelSize } from './keychain-scene';

/**
 * Page → worker. Sizes are CSS px; `pixelRatio` is the page's devicePixelRatio, capped at 2.
 * The canvas is an OffscreenCanvas, or the page's own canvas when the host runs on the page.
 */
export type RenderRequest =
  | { type: 'attach'; sceneId: number; canvas: OffscreenCanvas | HTMLCanvasElement; pixelRatio: number }
  | { type: 'resize'; sceneId: number; width: number; height: number }
  | { type: 'model'; sceneId: number; base: MeshData; text: MeshData; size: ModelSize; notifyFrame: boolean }
  | { type: 'colours'; sceneId: number; backgroundColor: string; fontColor: string; faded: boolean }
  | { type: 'rotation'; sceneId: number; x: number; y: number }
  | { type: 'detach'; sceneId: number };

/** Worker → page: a frame asked for with `notifyFrame` was drawn, or the scene could not start. */
export type RenderEvent = { type: 'frame'; sceneId: number } | { type: 'error'; sceneId: number; message: string };
