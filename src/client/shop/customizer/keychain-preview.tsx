/**
 * The live 2D keychain preview (docs/product.md#preview: width 200-400 px at 35 px per character,
 * height 80 for Pacifico and 70 otherwise), drawn in the chosen font and colours.
 */
import { useLayoutEffect, useRef } from 'react';
import { cssFontFamily } from '#shared/catalog';
import { cn } from '../../lib/utils';

/**
 * Shrinks the text's font until the whole text fits the plate: a name is never cut, so no
 * ellipsis can fall inside a grapheme cluster ("கௌசல்யா", docs/decisions/045-text-by-grapheme-cluster.md,
 * docs/decisions/116-preview-text-scaled-to-fit.md). Measured again when web fonts finish loading.
 */
function useFitText(ref: React.RefObject<HTMLSpanElement | null>, fontSize: number, deps: readonly unknown[]) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      element.style.fontSize = `${fontSize}px`;
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const room = element.clientWidth - padding;
      const needed = element.scrollWidth - padding;
      if (room > 0 && needed > room) element.style.fontSize = `${(fontSize * room * 0.97) / needed}px`;
    };
    fit();
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    const refit = () => {
      if (live) fit();
    };
    void fonts.ready.then(refit);
    fonts.addEventListener('loadingdone', refit);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', refit);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` name what the text's width depends on
  }, [ref, fontSize, ...deps]);
}

/** Preview box size in px for a text and font (docs/product.md#preview). */
export function previewSize(text: string, fontFamily: string): { width: number; height: number } {
  const width = Math.min(400, Math.max(200, text.length * 35));
  const height = fontFamily === 'pacifico' ? 80 : 70;
  return { width, height };
}

/** Props of KeychainPreview. `scale` shrinks it for lists (1 = spec size). */
export interface KeychainPreviewProps {
  text: string;
  fontFamily: string;
  fontColor: string;
  backgroundColor: string;
  scale?: number;
  className?: string;
  placeholder?: string;
  /** The font list, so admin-uploaded fonts render in their own face. */
  fonts?: readonly { value: string; displayName: string; fontFile?: string | null }[];
}

/** A keychain drawn as a rounded plate with a ring hole and the raised text. */
export function KeychainPreview({
  text,
  fontFamily,
  fontColor,
  backgroundColor,
  scale = 1,
  className,
  placeholder = 'Your Text',
  fonts,
}: KeychainPreviewProps) {
  const shown = text || placeholder;
  const { width, height } = previewSize(shown, fontFamily);
  const w = width * scale;
  const h = height * scale;
  const fontSize = Math.min(h * 0.55, ((w - h * 0.6) / Math.max(shown.length, 1)) * 1.6);
  const textRef = useRef<HTMLSpanElement>(null);
  const family = cssFontFamily(fontFamily, fonts);
  useFitText(textRef, fontSize, [shown, family]);
  return (
    <div
      role="img"
      aria-label={`Keychain preview: ${shown}`}
      className={cn('relative flex max-w-full shrink-0 items-center justify-center rounded-2xl shadow-md ring-1 ring-black/10', className)}
      style={{ width: w, height: h, backgroundColor }}
    >
      <span
        aria-hidden
        className="absolute rounded-full border-2 border-white/40 bg-white"
        style={{ left: h * 0.14, width: h * 0.22, height: h * 0.22 }}
      />
      <span
        ref={textRef}
        className="min-w-0 overflow-hidden whitespace-nowrap px-2 leading-none"
        data-testid="preview-text"
        style={{
          fontFamily: family,
          color: fontColor,
          fontSize,
          paddingLeft: h * 0.45,
          opacity: text ? 1 : 0.45,
        }}
      >
        {shown}
      </span>
    </div>
  );
}

/** A design's colour pair, as catalog colour combinations and sample designs carry it. */
export interface PreviewColors {
  fontColor: string;
  backgroundColor: string;
}

/** KeychainPreview of a saved, ordered or sample design: its text in its font on `color`. */
export function DesignPreview({ color, ...props }: Omit<KeychainPreviewProps, 'fontColor' | 'backgroundColor'> & { color: PreviewColors }) {
  return <KeychainPreview {...props} fontColor={color.fontColor} backgroundColor={color.backgroundColor} />;
}
