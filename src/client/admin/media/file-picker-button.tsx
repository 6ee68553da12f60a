/** A button that opens the file chooser (a hidden input), so choosing files works from the keyboard. */
import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES } from '#shared/schemas/media';
import { Button, type ButtonProps } from '../../components/ui/button';

export function FilePickerButton({
  multiple = false,
  onFiles,
  children,
  ...buttonProps
}: Omit<ButtonProps, 'onClick'> & { multiple?: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button type="button" {...buttonProps} onClick={() => input.current?.click()}>
        {children ?? (
          <>
            <Upload aria-hidden />
            Upload
          </>
        )}
      </Button>
    </>
  );
}
