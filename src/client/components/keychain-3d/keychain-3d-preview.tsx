/**
 * The real 3D keychain preview (issue 3): the shop's geometry engine runs in a web worker and
 * three.js (react-three-fiber) draws the base plate in the background colour and the raised
 * text in the font colour. Drag or use the arrow keys to turn it. Loaded lazily (index.ts):
 * three.js, opentype.js and manifold-3d's WASM stay out of the storefront's first load.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Canvas, useThree } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, type Group } from 'three';
import { Loader2, RotateCcw, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/utils';
import { BUILT_IN_FONTS } from '#shared/catalog';
import { useFonts } from '../../api/options';
import { LatestBuilder } from './geometry-client';
import type { MeshData } from './protocol';
import { KEYCHAIN_3D_INPUT_MARK, KEYCHAIN_3D_UPDATE_MEASURE } from './constants';

/** Props of Keychain3DPreview. */
export interface Keychain3DPreviewProps {
  /** Keychain text; characters other than letters and digits are left out of the preview. */
  text: string;
  /** Font value: a built-in one, or an offered uploaded font (built from its file, the print's bytes). */
  fontFamily: string;
  /** Raised text colour, hex. */
  fontColor: string;
  /** Base plate colour, hex. */
  backgroundColor: string;
  /** Shown faded when the text is empty. */
  placeholder?: string;
  className?: string;
}

interface Model {
  base: BufferGeometry;
  text: BufferGeometry;
  size: { width: number; height: number; depth: number };
  /** Engine time in the worker, ms. */
  buildMs: number;
  /** The text and font the worker built this model from (shown to tests as data-built-*). */
  built: { text: string; fontFamily: string };
}

const INITIAL_ROTATION = { x: -0.55, y: 0.35 };
const KEY_STEP = 0.15;

function toGeometry(mesh: MeshData): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(mesh.vertices, 3));
  geometry.setIndex(new BufferAttribute(mesh.triangles, 1));
  return geometry;
}

function previewText(text: string, placeholder: string): { text: string; isPlaceholder: boolean } {
  const kept = text.replace(/[^A-Za-z0-9]/g, '').slice(0, 20);
  return kept ? { text: kept, isPlaceholder: false } : { text: placeholder, isPlaceholder: true };
}

/** Places the camera so the whole plate fits at any aspect ratio. */
function FitCamera({ width, height }: { width: number; height: number }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const fov = ('fov' in camera ? camera.fov : 35) * (Math.PI / 180);
    const aspect = size.width / Math.max(size.height, 1);
    const margin = 1.2;
    const byHeight = (height * margin) / 2 / Math.tan(fov / 2);
    const byWidth = (width * margin) / 2 / (Math.tan(fov / 2) * aspect);
    camera.position.set(0, 0, Math.max(byHeight, byWidth) + 10);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, size.width, size.height, width, height, invalidate]);
  return null;
}

/** Records typing → first frame of the new model once the frame is on screen. */
function FrameProbe({ model, requestedAt }: { model: Model; requestedAt: React.RefObject<number> }) {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    invalidate();
    const frame = requestAnimationFrame(() => {
      const input = performance.getEntriesByName(KEYCHAIN_3D_INPUT_MARK, 'mark').at(-1);
      // From the keystroke when the page marked one just before this request, else from the request.
      const start =
        input && requestedAt.current - input.startTime >= 0 && requestedAt.current - input.startTime < 1000
          ? input.startTime
          : requestedAt.current;
      performance.measure(KEYCHAIN_3D_UPDATE_MEASURE, { start, end: performance.now(), detail: { buildMs: model.buildMs } });
    });
    return () => cancelAnimationFrame(frame);
  }, [model, invalidate, requestedAt]);
  return null;
}

function KeychainMeshes({
  model,
  fontColor,
  backgroundColor,
  rotation,
  faded,
}: {
  model: Model;
  fontColor: string;
  backgroundColor: string;
  rotation: { x: number; y: number };
  faded: boolean;
}) {
  const group = useRef<Group>(null);
  const { width, height, depth } = model.size;
  return (
    <group ref={group} rotation={[rotation.x, rotation.y, 0]}>
      <group position={[-width / 2, -height / 2, -depth / 2]}>
        <mesh geometry={model.base}>
          <meshStandardMaterial color={backgroundColor} roughness={0.55} metalness={0.05} flatShading />
        </mesh>
        <mesh geometry={model.text}>
          <meshStandardMaterial
            color={fontColor}
            roughness={0.45}
            metalness={0.05}
            flatShading
            transparent={faded}
            opacity={faded ? 0.45 : 1}
          />
        </mesh>
      </group>
    </group>
  );
}

/** A rotatable 3D keychain built by the shop's own geometry engine. */
export default function Keychain3DPreview({
  text,
  fontFamily,
  fontColor,
  backgroundColor,
  placeholder = 'Text',
  className,
}: Keychain3DPreviewProps) {
  const [model, setModel] = useState<Model | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rotation, setRotation] = useState(INITIAL_ROTATION);
  const requestedAt = useRef(0);
  const drag = useRef<{ x: number; y: number; rx: number; ry: number } | null>(null);
  const shown = useMemo(() => previewText(text, placeholder), [text, placeholder]);

  const builder = useMemo(
    () =>
      new LatestBuilder(
        (answer, request) => {
          setError(null);
          setModel((previous) => {
            previous?.base.dispose();
            previous?.text.dispose();
            return {
              base: toGeometry(answer.base),
              text: toGeometry(answer.text),
              size: answer.dimensions,
              buildMs: answer.buildMs,
              built: { text: request.text, fontFamily: request.fontFamily },
            };
          });
        },
        (message) => setError(message),
      ),
    [],
  );
  useEffect(() => () => builder.dispose(), [builder]);

  // An uploaded font is built from the same file the print uses (issue 12); wait for the list
  // rather than show another font meanwhile.
  const { fonts, isLoading: fontsLoading } = useFonts();
  const fontFile = fonts.find((f) => f.value === fontFamily)?.fontFile ?? undefined;
  const builtIn = BUILT_IN_FONTS.some((f) => f.value === fontFamily);
  const waitForFonts = !builtIn && !fontFile && fontsLoading;

  useEffect(() => {
    if (waitForFonts) return;
    requestedAt.current = performance.now();
    builder.request({ text: shown.text, fontFamily, ...(fontFile ? { fontFile } : {}) });
  }, [builder, shown.text, fontFamily, fontFile, waitForFonts]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, rx: rotation.x, ry: rotation.y };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const clamp = (v: number) => Math.max(-1.45, Math.min(1.45, v));
    setRotation({ x: clamp(d.rx + (e.clientY - d.y) * 0.01), y: d.ry + (e.clientX - d.x) * 0.01 });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [0, -KEY_STEP],
      ArrowRight: [0, KEY_STEP],
      ArrowUp: [-KEY_STEP, 0],
      ArrowDown: [KEY_STEP, 0],
    };
    const delta = step[e.key];
    if (e.key === 'Home') setRotation(INITIAL_ROTATION);
    if (!delta) return;
    e.preventDefault();
    setRotation((r) => ({ x: Math.max(-1.45, Math.min(1.45, r.x + delta[0])), y: r.y + delta[1] }));
  };

  return (
    <div className={cn('relative h-56 w-full overflow-hidden rounded-2xl bg-gradient-to-b from-slate-100 to-slate-200', className)}>
      <div
        role="img"
        tabIndex={0}
        aria-label={`3D preview of the keychain "${shown.text}". Drag or use the arrow keys to rotate, Home to reset.`}
        className="h-full w-full cursor-grab touch-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-pink-500 active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        data-testid="keychain-3d-preview"
        data-state={error ? 'error' : model ? 'ready' : 'loading'}
        data-built-text={model?.built.text}
        data-built-font={model?.built.fontFamily}
      >
        <Canvas frameloop="demand" dpr={[1, 2]} camera={{ fov: 35, near: 1, far: 1000, position: [0, 0, 120] }} gl={{ antialias: true }}>
          <ambientLight intensity={0.9} />
          <directionalLight position={[40, 60, 120]} intensity={2.2} />
          <directionalLight position={[-60, -30, 40]} intensity={0.6} />
          {model && (
            <>
              <FitCamera width={model.size.width} height={model.size.height} />
              <KeychainMeshes
                model={model}
                fontColor={fontColor}
                backgroundColor={backgroundColor}
                rotation={rotation}
                faded={shown.isPlaceholder}
              />
              <FrameProbe model={model} requestedAt={requestedAt} />
            </>
          )}
        </Canvas>
      </div>
      {!model && !error && (
        <div className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-slate-600" role="status">
          <span className="inline-flex items-center gap-2">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            Loading 3D preview…
          </span>
        </div>
      )}
      {error && (
        <div
          className="absolute inset-x-3 bottom-3 flex items-start gap-2 rounded-lg bg-white/90 p-2 text-xs text-red-800 shadow"
          role="alert"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>3D preview unavailable: {error}</span>
        </div>
      )}
      {model && (
        <button
          type="button"
          onClick={() => setRotation(INITIAL_ROTATION)}
          className="absolute right-2 top-2 rounded-md bg-white/80 p-1.5 text-slate-700 shadow-sm hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
          aria-label="Reset rotation"
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
