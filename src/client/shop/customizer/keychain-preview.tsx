/**
 * The live 2D keychain preview (docs/product.md#preview: width 200-400 px at 35 px per character,
 * height 80 for Pacifico and 70 otherwise), drawn in the chosen font and colours.
 */
import { cssFontFamily } from '#shared/catalog';
import { cn } from '../../lib/utils';

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
        className="truncate px-2 leading-none"
        style={{
          fontFamily: cssFontFamily(fontFamily, fonts),
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
