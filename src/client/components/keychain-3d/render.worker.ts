/// <reference lib="webworker" />
/**
 * The 3D previews' render worker (docs/decisions/032): three.js, the WebGL contexts and every
 * frame live here, on OffscreenCanvases transferred from the page, so neither three.js's
 * evaluation nor WebGL's start-up and shader compiles block the page's main thread.
 * One worker draws every preview on the page (render-host.ts).
 */
import { createRenderHost } from './render-host';
import type { RenderRequest } from './render-protocol';

declare const self: DedicatedWorkerGlobalScope;

const handle = createRenderHost((event) => self.postMessage(event));

self.onmessage = (event: MessageEvent<RenderRequest>) => handle(event.data);
