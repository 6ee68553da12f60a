/**
 * The scenes of the 3D previews and the handling of their render requests
 * (render-protocol.ts). It runs in the render worker; in a browser that cannot hand a canvas to
 * a worker (no `transferControlToOffscreen`), remote-scene.ts runs it on the page instead, with
 * the same messages, so both paths draw with the same code.
 */
import { KeychainScene } from './keychain-scene';
import type { RenderEvent, RenderRequest } from './render-protocol';

/** Returns the handler of one host's requests; `post` sends frame and error events back to the page. */
export function createRenderHost(post: (event: RenderEvent) => void): (request: RenderRequest) => void {
  const scenes = new Map<number, KeychainScene>();
  return (request) => {
    if (request.type === 'attach') {
      try {
        scenes.set(request.sceneId, new KeychainScene(request.canvas, request.pixelRatio));
      } catch (error) {
        post({ type: 'error', sceneId: request.sceneId, message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    const scene = scenes.get(request.sceneId);
    if (!scene) return;
    switch (request.type) {
      case 'resize':
        scene.resize(request.width, request.height);
        break;
      case 'model':
        scene.onFrame = request.notifyFrame
          ? () => {
              scene.onFrame = undefined;
              post({ type: 'frame', sceneId: request.sceneId });
            }
          : undefined;
        scene.setModel(request.base, request.text, request.size);
        break;
      case 'colours':
        scene.setColours(request.backgroundColor, request.fontColor, request.faded);
        break;
      case 'rotation':
        scene.setRotation(request.x, request.y);
        break;
      case 'detach':
        scene.dispose();
        scenes.delete(request.sceneId);
        break;
    }
  };
}
