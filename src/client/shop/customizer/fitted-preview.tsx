/** KeychainPreview scaled down to fit its container on narrow screens (never scaled up). */
import { useEffect, useRef, useState } from 'react';
import { KeychainPreview, previewSize, type KeychainPreviewProps } from './keychain-preview';

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
