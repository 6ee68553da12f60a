/**
 * The real 3D keychain preview (issue 3): the shop's geometry engine runs in a web worker and
 * three.js draws the base plate in the background colour and the raised text in the font
 * colour (keychain-scene.ts) in a second worker, the render worker, on an OffscreenCanvas
 * (remote-scene.ts, docs/decisions/032), so the page's main thread never runs three.js.
 * Drag or use the arrow keys to turn it. Loaded lazily (index.ts): three.js, opentype.js and
 * manifold-3d's WASM stay out of the storefront's first load.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Loader2, RotateCcw, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/utils';
import { BUILT_IN_FONTS } from '#shared/catalog';
import { MAX_BLENDER_TEXT, keychainTextProblem, splitLetters } from '#shared/keychain-text';
import { useFonts } from '../../api/options';
import { LatestBuilder } from './geometry-client';
import { RemoteKeychainScene } from './remote-scene';
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

const INITIAL_ROTATION = { x: -0.55, y: 0.35 };
const NO_3D_MESSAGE = 'this browser cannot draw 3D (WebGL is off)';
const KEY_STEP = 0.15;

/** The longest beginning of `text`, cut between letters, that the keychain rule accepts (docs/decisions/045); the placeholder when none. */
function previewText(text: string, placeholder: string): { text: string; isPlaceholder: boolean } {
  let kept = '';
  for (const letter of splitLetters(text.normalize('NFC'))) {
    const next = kept + letter;
    if (keychainTextProblem(next, MAX_BLENDER_TEXT) !== null) break;
    kept = next;
  }
  return kept ? { text: kept, isPlaceholder: false } : { text: placeholder, isPlaceholder: true };
}

/** Records typing → first frame of a new model (DESIGN.md §7), from the keystroke when one was marked just before the request. */
function measureUpdate(requestedAt: number, buildMs: number): void {
  const input = performance.getEntriesByName(KEYCHAIN_3D_INPUT_MARK, 'mark').at(-1);
  const start = input && requestedAt - input.startTime >= 0 && requestedAt - input.startTime < 1000 ? input.startTime : requestedAt;
  performance.measure(KEYCHAIN_3D_UPDATE_MEASURE, { start, end: performance.now(), detail: { buildMs } });
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
  const [ready, setReady] = useState(false);
  /** The text and font of the model on screen, from the worker's answer (shown to tests as data-built-*). */
  const [built, setBuilt] = useState<{ text: string; fontFamily: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rotation, setRotation] = useState(INITIAL_ROTATION);
  const requestedAt = useRef(0);
  const surface = useRef<HTMLDivElement>(null);
  const scene = useRef<RemoteKeychainScene | null>(null);
  const drag = useRef<{ x: number; y: number; rx: number; ry: number } | null>(null);
  const shown = useMemo(() => previewText(text, placeholder), [text, placeholder]);

  const builder = useMemo(
    () =>
      new LatestBuilder(
        (answer, request) => {
          const current = scene.current;
          if (!current) return;
          setError(null);
          current.onFrame = () => {
            current.onFrame = undefined;
            measureUpdate(requestedAt.current, answer.buildMs);
          };
          current.setModel(answer.base, answer.text, answer.dimensions);
          setBuilt({ text: request.text, fontFamily: request.fontFamily });
          setReady(true);
        },
        (message) => setError(message),
      ),
    [],
  );
  useEffect(() => () => builder.dispose(), [builder]);

  // The canvas lives as long as the scene: it is made here, not by React, because a canvas can
  // be handed to the render worker only once and a remount (StrictMode's second mount) needs a new one.
  useEffect(() => {
    const frame = surface.current;
    if (!frame) return;
    const element = document.createElement('canvas');
    element.className = 'block h-full w-full';
    frame.append(element);
    let created: RemoteKeychainScene;
    try {
      created = new RemoteKeychainScene(element);
    } catch {
      element.remove();
      setError(NO_3D_MESSAGE);
      return;
    }
    created.onError = () => setError(NO_3D_MESSAGE);
    scene.current = created;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) created.resize(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      scene.current = null;
      created.dispose();
      element.remove();
    };
  }, []);

  useEffect(() => {
    scene.current?.setColours(backgroundColor, fontColor, shown.isPlaceholder);
  }, [backgroundColor, fontColor, shown.isPlaceholder]);

  useEffect(() => {
    scene.current?.setRotation(rotation.x, rotation.y);
  }, [rotation]);

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
        data-state={error ? 'error' : ready ? 'ready' : 'loading'}
        data-built-text={built?.text}
        data-built-font={built?.fontFamily}
        ref={surface}
      />
      {!ready && !error && (
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
      {ready && (
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
