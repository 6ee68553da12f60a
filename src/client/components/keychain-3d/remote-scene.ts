/**
 * The page's side of a 3D preview's scene (docs/decisions/032): the same calls as
 * `KeychainScene`, sent as render requests to the render worker, which owns the canvas as an
 * OffscreenCanvas. One worker serves every preview on the page and starts with the first one.
 * A browser without `transferControlToOffscreen` gets the same host on the page instead,
 * loaded on first use, with the same requests in the same order.
 */
import type { MeshData } from './protocol';
import type { ModelSize } from './keychain-scene';
import type { RenderEvent, RenderRequest } from './render-protocol';

interface RenderTransport {
  send(request: RenderRequest, transfer: Transferable[]): void;
}

let nextSceneId = 1;
const scenes = new Map<number, RemoteKeychainScene>();
let workerTransport: RenderTransport | undefined;
let pageTransport: RenderTransport | undefined;

function deliver(event: RenderEvent): void {
  const scene = scenes.get(event.sceneId);
  if (event.type === 'frame') scene?.onFrame?.();
  else scene?.onError?.(event.message);
}

function failAll(message: string): void {
  for (const scene of scenes.values()) scene.onError?.(message);
}

/** The render worker, started on first use. */
function renderWorker(): RenderTransport {
  if (!workerTransport) {
    const worker = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module', name: 'keychain-render' });
    worker.onmessage = (event: MessageEvent<RenderEvent>) => deliver(event.data);
    worker.onerror = (event) => failAll(event.message || '3D renderer failed to start');
    workerTransport = { send: (request, transfer) => worker.postMessage(request, transfer) };
  }
  return workerTransport;
}

/** The render host on the page's own thread: requests wait, in order, until three.js has loaded. */
function renderOnPage(): RenderTransport {
  if (!pageTransport) {
    const waiting: RenderRequest[] = [];
    let handle: ((request: RenderRequest) => void) | undefined;
    import('./render-host').then(
      ({ createRenderHost }) => {
        handle = createRenderHost(deliver);
        for (const request of waiting.splice(0)) handle(request);
      },
      () => failAll('3D renderer failed to load'),
    );
    pageTransport = { send: (request) => (handle ? handle(request) : waiting.push(request)) };
  }
  return pageTransport;
}

/** A keychain scene drawn by the render host on `canvas`, which it takes over for good. */
export class RemoteKeychainScene {
  private readonly sceneId = nextSceneId++;
  private readonly transport: RenderTransport;
  /** Called once after the frame of the next model set with `setModel` is drawn. */
  onFrame: (() => void) | undefined;
  /** Called when the host cannot draw (no WebGL, the renderer failed to load). */
  onError: ((message: string) => void) | undefined;

  /** Hands `canvas` to the render worker (or to the host on the page) at the page's pixel ratio, capped at 2. */
  constructor(canvas: HTMLCanvasElement) {
    scenes.set(this.sceneId, this);
    const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
    if (typeof canvas.transferControlToOffscreen === 'function') {
      const offscreen = canvas.transferControlToOffscreen();
      this.transport = renderWorker();
      this.send({ type: 'attach', sceneId: this.sceneId, canvas: offscreen, pixelRatio }, [offscreen]);
    } else {
      this.transport = renderOnPage();
      this.send({ type: 'attach', sceneId: this.sceneId, canvas, pixelRatio });
    }
  }

  /** Replaces the model; the mesh buffers move to the worker and are unusable here afterwards. */
  setModel(base: MeshData, text: MeshData, size: ModelSize): void {
    const buffers = [base.vertices.buffer, base.triangles.buffer, text.vertices.buffer, text.triangles.buffer];
    this.send({ type: 'model', sceneId: this.sceneId, base, text, size, notifyFrame: this.onFrame !== undefined }, buffers);
  }

  /** Sets the plate and text colours (hex); `faded` shows placeholder text see-through. */
  setColours(backgroundColor: string, fontColor: string, faded: boolean): void {
    this.send({ type: 'colours', sceneId: this.sceneId, backgroundColor, fontColor, faded });
  }

  /** Turns the model, radians. */
  setRotation(x: number, y: number): void {
    this.send({ type: 'rotation', sceneId: this.sceneId, x, y });
  }

  /** Matches the drawing buffer to the canvas's CSS size, px. */
  resize(width: number, height: number): void {
    this.send({ type: 'resize', sceneId: this.sceneId, width, height });
  }

  /** Frees the host's scene and its GPU resources. */
  dispose(): void {
    this.send({ type: 'detach', sceneId: this.sceneId });
    scenes.delete(this.sceneId);
  }

  private send(request: RenderRequest, transfer: Transferable[] = []): void {
    this.transport.send(request, transfer);
  }
}
