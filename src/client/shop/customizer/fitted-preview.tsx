/** KeychainPreview scaled down to fit its container on narrow screens (never scaled up), and what every preview is given. */
import { useEffect, useRef, useState } from 'react';
import type { ColorCombination } from '#shared/catalog';
import type { KeychainLettering } from '#shared/schemas/keychain-design';
import { KeychainPreview, previewSize, type KeychainPreviewProps } from './keychain-preview';

/**
 * A design's text and font in its colour combination, as the 2D and 3D previews take them
 * (FittedPreview, Deferred3DPreview, LazyKeychain3DPreview).
 */
export function previewLook(design: KeychainLettering, color: Pick<ColorCombination, 'fontColor' | 'backgroundColor'>) {
  // Only spaces previews as empty text: the placeholder, never the last model built.
  const text = design.customText.trim() === '' ? '' : design.customText;
  return { text, fontFamily: design.fontFamily, fontColor: color.fontColor, backgroundColor: color.backgroundColor };
}

/** The spec-size preview, shrunk to the available width. */
export function FittedPreview(props: Omit<KeychainPreviewProps, 'scale'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { width } = previewSize(props.text || props.placeholder || 'Your Text', props.fontFamily);
  const scale = available ? Math.min(1, available / width) : 1;
  return (
    <div ref={ref} className="flex w-full justify-center">
      <KeychainPreview {...props} scale={scale} />
    </div>
  );
}
