/**
 * The font dialog's file field (docs/product.md#uploads): the chosen TTF/OTF/WOFF/WOFF2 file, what
 * is on record, the browser's or the server's refusal of a file (docs/decisions/094-font-script-until-its-file.md)
 * and the upload's progress.
 */
import { useId, type ChangeEvent } from 'react';
import type { CustomizationOption } from '#shared/schemas/customization';
import { Label } from '../../components/ui/label';
import { FONT_FILE_ACCEPT, isBuiltInFontValue } from './option-forms';

/**
 * The file input and its line under it. `problem` is why the chosen file cannot be used (shown as
 * an alert); `uploadRefused` adds how to go on; `progress` (0–1) shows while uploading.
 */
export function FontFileField({
  current,
  onChoose,
  problem,
  uploadRefused,
  scriptLabel,
  scriptEditable,
  progress,
}: {
  current: CustomizationOption | null | undefined;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  problem: string | null;
  uploadRefused: boolean;
  scriptLabel: string;
  scriptEditable: boolean;
  progress: number | null;
}) {
  const id = useId();
  const builtIn = current ? isBuiltInFontValue(current.value) : false;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Font file (TTF, OTF, WOFF or WOFF2, up to 2 MB)</Label>
      <input
        id={id}
        type="file"
        accept={FONT_FILE_ACCEPT}
        onChange={onChoose}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-gray-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-gray-800"
      />
      <p
        id={`${id}-hint`}
        className={problem ? 'text-sm font-medium text-red-600' : 'text-xs text-gray-500'}
        role={problem ? 'alert' : undefined}
      >
        {problem ??
          (builtIn
            ? 'Built-in font: its file ships with the shop. Upload only to replace it.'
            : current?.fontFile
              ? 'A font file is on record; choose another to replace it. It cannot be replaced while paid orders not yet printed use this font.'
              : 'No font file yet: the font cannot be printed, so customers are not offered it until a file is uploaded.')}
      </p>
      {uploadRefused && current && (
        <p className="text-xs text-gray-600">
          {current.displayName} is saved without a font file. Choose a file that draws {scriptLabel}
          {scriptEditable ? ', or change the script,' : ''} and save again.
        </p>
      )}
      {progress !== null && (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label="Font upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full bg-pink-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <p className="text-xs text-gray-600">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}
    </div>
  );
}
