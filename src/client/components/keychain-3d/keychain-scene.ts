/**
 * The 3D preview's scene in plain three.js (docs/decisions/026): only the modules drawn here
 * are imported, so the lazy chunk carries neither react-three-fiber's reconciler nor every
 * three.js class its catalogue pulls in. Draws on demand: one frame per change, no loop.
 * It runs in the render worker on an OffscreenCanvas (render.worker.ts, docs/decisions/032).
 */
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  Group,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  WebGLRenderer,
} from 'three';
import type { MeshData } from './protocol';

/** The keychain's size as the engine built it, mm. */
export interface ModelSize {
  width: number;
  height: number;
  depth: number;
}

const FOV_DEGREES = 35;
const FIT_MARGIN = 1.2;

/** The next animation frame where the global scope has one (windows, Chromium's workers), else ~60 Hz. */
const requestFrame: (draw: () => void) => number =
  typeof requestAnimationFrame === 'function' ? (draw) => requestAnimationFrame(draw) : (draw) => setTimeout(draw, 16) as unknown as number;
const cancelFrame: (frame: number) => void =
  typeof cancelAnimationFrame === 'function' ? (frame) => cancelAnimationFrame(frame) : (frame) => clearTimeout(frame);

function toGeometry(mesh: MeshData): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(mesh.vertices, 3));
  geometry.setIndex(new BufferAttribute(mesh.triangles, 1));
  return geometry;
}

/** A WebGL canvas showing one keychain: base plate and raised text. */
export class KeychainScene {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FOV_DEGREES, 1, 1, 1000);
  private readonly turn = new Group();
  private readonly offset = new Group();
  private readonly baseMaterial = new MeshStandardMaterial({ roughness: 0.55, metalness: 0.05, flatShading: true });
  private readonly textMaterial = new MeshStandardMaterial({ roughness: 0.45, metalness: 0.05, flatShading: true });
  private base: Mesh | undefined;
  private text: Mesh | undefined;
  private size: ModelSize = { width: 60, height: 20, depth: 5 };
  private frame = 0;
  /** Called after each drawn frame (the typing → frame measure). */
  onFrame: (() => void) | undefined;

  /**
   * Creates the renderer on `canvas` with `pixelRatio` drawing-buffer pixels per CSS px;
   * throws when WebGL is unavailable.
   */
  constructor(canvas: HTMLCanvasElement | OffscreenCanvas, pixelRatio: number) {
    this.renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true });
    this.renderer.setPixelRatio(pixelRatio);
    this.scene.add(new AmbientLight(0xffffff, 0.9));
    const key = new DirectionalLight(0xffffff, 2.2);
    key.position.set(40, 60, 120);
    const fill = new DirectionalLight(0xffffff, 0.6);
    fill.position.set(-60, -30, 40);
    this.scene.add(key, fill);
    this.turn.add(this.offset);
    this.scene.add(this.turn);
  }

  /** Replaces the model (geometry from the worker), disposing of the previous one. */
  setModel(base: MeshData, text: MeshData, size: ModelSize): void {
    for (const mesh of [this.base, this.text]) {
      if (!mesh) continue;
      this.offset.remove(mesh);
      mesh.geometry.dispose();
    }
    this.base = new Mesh(toGeometry(base), this.baseMaterial);
    this.text = new Mesh(toGeometry(text), this.textMaterial);
    this.offset.add(this.base, this.text);
    this.size = size;
    this.offset.position.set(-size.width / 2, -size.height / 2, -size.depth / 2);
    this.fit();
    this.draw();
  }

  /** Sets the plate and text colours (hex); `faded` shows placeholder text see-through. */
  setColours(backgroundColor: string, fontColor: string, faded: boolean): void {
    this.baseMaterial.color = new Color(backgroundColor);
    this.textMaterial.color = new Color(fontColor);
    this.textMaterial.transparent = faded;
    this.textMaterial.opacity = faded ? 0.45 : 1;
    this.textMaterial.needsUpdate = true;
    this.draw();
  }

  /** Turns the model: x about the horizontal axis, y about the vertical one, radians. */
  setRotation(x: number, y: number): void {
    this.turn.rotation.set(x, y, 0);
    this.draw();
  }

  /** Matches the drawing buffer to the canvas's CSS size, px. */
  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.fit();
    this.draw();
  }

  /** Frees the GPU resources. */
  dispose(): void {
    cancelFrame(this.frame);
    this.base?.geometry.dispose();
    this.text?.geometry.dispose();
    this.baseMaterial.dispose();
    this.textMaterial.dispose();
    this.renderer.dispose();
  }

  /** Places the camera so the whole plate fits at any aspect ratio. */
  private fit(): void {
    const fov = FOV_DEGREES * (Math.PI / 180);
    const byHeight = (this.size.height * FIT_MARGIN) / 2 / Math.tan(fov / 2);
    const byWidth = (this.size.width * FIT_MARGIN) / 2 / (Math.tan(fov / 2) * this.camera.aspect);
    this.camera.position.set(0, 0, Math.max(byHeight, byWidth) + 10);
    this.camera.lookAt(0, 0, 0);
    this.camera.updateProjectionMatrix();
  }

  /** Draws at most one frame per animation frame. */
  private draw(): void {
    if (this.frame) return;
    this.frame = requestFrame(() => {
      this.frame = 0;
      if (!this.base) return;
      this.renderer.render(this.scene, this.camera);
      this.onFrame?.();
    });
  }
}
