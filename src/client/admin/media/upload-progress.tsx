/** A labelled progress bar for an upload in flight. */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-pink-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-gray-600" aria-hidden>
        {percent < 100 ? `Uploading… ${percent}%` : 'Processing…'}
      </p>
    </div>
  );
}
