/**
 * Add or edit a font (docs/product.md#admin-inputs): the parse input fills the display name and the
 * normalised name; the script says which customers are offered the font (docs/product.md#indic-scripts);
 * the font file (TTF/OTF/WOFF ≤ 2 MB) is what the storefront renders and the STL engine prints
 * with, since fonts are never loaded from a CDN (docs/decisions/012-admin-fonts.md). The server's
 * refusal of a file (one that cannot draw the script, say) shows under the file field, and the
 * script may be corrected until a file is accepted (docs/decisions/094-font-script-until-its-file.md).
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FontFields, type CustomizationOption } from '#shared/schemas/customization';
import { Dialog, DialogContent, DialogForm, DialogFormFooter, DialogHeading } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { mutationErrorText, useSaveOption, useUploadFontFile } from './customization-api';
import { FontFileField } from './font-file-field';
import { FontParseBox } from './font-parse-box';
import {
  FONT_SCRIPT_CHOICES,
  SCRIPT_SAMPLES,
  checkFontFile,
  fontChanges,
  fontFormDefaults,
  fontScriptHint,
  isBuiltInFontValue,
  isFontScriptEditable,
} from './option-forms';
import type { OptionDialogProps } from './option-panel';

type FormInput = z.input<typeof FontFields>;
type FormOutput = z.output<typeof FontFields>;

let previewSeq = 0;

/** Loads the chosen file in the browser for the preview; false when the browser cannot read it either. */
async function previewFontFile(file: File): Promise<string | null> {
  if (typeof FontFace === 'undefined') return null;
  const family = `chaabi-preview-${++previewSeq}`;
  const face = new FontFace(family, await file.arrayBuffer());
  await face.load();
  document.fonts.add(face);
  return family;
}

export function FontDialog({ open, onOpenChange, option }: OptionDialogProps) {
  const save = useSaveOption();
  const upload = useUploadFontFile();
  /** The font as this dialog last saved it: an Add whose file was refused stays an Add, and saving again retries. */
  const [saved, setSaved] = useState<CustomizationOption | null>(null);
  const current = saved ?? option;
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(FontFields), defaultValues: fontFormDefaults(option) });
  const { register, handleSubmit, formState, reset, setValue, watch } = form;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** The server's refusal of the last upload (its message), shown under the file field. */
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewFamily, setPreviewFamily] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A new key remounts the parse box, so it starts empty each time the dialog opens.
  const [opened, setOpened] = useState(0);

  useEffect(() => {
    if (!open) return;
    reset(fontFormDefaults(option));
    setSaved(null);
    setOpened((n) => n + 1);
    setFile(null);
    setFileError(null);
    setUploadError(null);
    setPreviewFamily(null);
    setProgress(null);
  }, [open, option, reset]);

  const parsed = (family: string, name: string) => {
    setValue('displayName', family, { shouldValidate: true, shouldDirty: true });
    setValue('name', name, { shouldValidate: true, shouldDirty: true });
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPreviewFamily(null);
    setFile(null);
    setFileError(null);
    setUploadError(null);
    if (!chosen) return;
    const problem = checkFontFile(chosen);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFile(chosen);
    previewFontFile(chosen)
      .then(setPreviewFamily)
      .catch(() => {
        setFile(null);
        setFileError('Could not read this font file. Upload a TTF, OTF, WOFF or WOFF2 font.');
      });
  };

  // Catches and toasts its own errors, so the form fires it with `void`.
  const submit = async (values: FormOutput) => {
    let target = current;
    try {
      if (!target) {
        target = await save.mutateAsync({
          body: { type: 'font', name: values.name, displayName: values.displayName, script: values.script ?? 'Latn' },
        });
        setSaved(target);
      } else {
        const changes = fontChanges(values, target, !option);
        if (changes) {
          target = await save.mutateAsync({ id: target.id, body: changes });
          setSaved(target);
        }
      }
    } catch (error) {
      toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' });
      return;
    }
    const verb = option ? 'updated' : 'added';
    if (file) {
      setUploadError(null);
      try {
        setProgress(0);
        await upload.mutateAsync({ id: target.id, file, onProgress: setProgress });
      } catch (error) {
        setProgress(null);
        // The dialog stays open with the file chosen: correct the script or choose another file, then save again.
        setUploadError(mutationErrorText(error));
        // A font that cannot print yet is hidden by the server when its file is refused (save-font-file.ts).
        if (!target.fontFile && !isBuiltInFontValue(target.value)) setSaved({ ...target, isActive: false });
        toast({
          title: 'Upload Failed',
          description: `The font was ${verb} without a new file: see why in the dialog.`,
          variant: 'destructive',
        });
        return;
      }
    }
    toast({
      title: `Font ${verb}`,
      description: file ? `${values.displayName} is saved with its font file.` : `${values.displayName} is saved.`,
      variant: 'success',
    });
    onOpenChange(false);
  };

  const [displayName, chosenScript] = watch(['displayName', 'script']);
  const errors = formState.errors;
  const busy = formState.isSubmitting;
  const scriptEditable = isFontScriptEditable(current);
  const script = chosenScript ?? current?.script ?? 'Latn';
  const scriptLabel = FONT_SCRIPT_CHOICES.find((c) => c.value === script)?.label ?? 'Latin';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeading title={option ? 'Edit Font' : 'Add Font'}>
          Fonts are served from this shop, never from a font CDN: upload the font file so customers see it and it can be printed.
        </DialogHeading>

        <FontParseBox key={opened} onParsed={parsed} />

        <DialogForm label={option ? 'Edit font' : 'Add font'} onSubmit={handleSubmit(submit)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Display name" error={errors.displayName?.message}>
              {(aria) => <Input {...aria} {...register('displayName')} placeholder="Open Sans" autoComplete="off" />}
            </Field>
            <Field
              label="Font name"
              error={errors.name?.message}
              hint="Lowercase with hyphens, e.g. open-sans; spaces become hyphens on save."
            >
              {(aria) => (
                <Input
                  {...aria}
                  {...register('name')}
                  placeholder="open-sans"
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                />
              )}
            </Field>
          </div>

          <Field label="Script" error={errors.script?.message} hint={fontScriptHint(current)}>
            {(aria) => (
              <select
                {...aria}
                {...register('script')}
                disabled={!scriptEditable}
                className="h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 disabled:bg-gray-100 disabled:text-gray-700 md:text-sm"
              >
                {FONT_SCRIPT_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <FontFileField
            current={current}
            onChoose={chooseFile}
            problem={fileError ?? uploadError}
            uploadRefused={uploadError !== null}
            scriptLabel={scriptLabel}
            scriptEditable={scriptEditable}
            progress={progress}
          />

          {previewFamily && (
            <div
              className="rounded-xl bg-gray-900 px-4 py-3 text-center text-3xl text-amber-400"
              style={{ fontFamily: `'${previewFamily}', sans-serif` }}
              aria-label={`Preview of ${displayName || 'the font'}`}
              role="img"
            >
              {displayName || 'Your Name'}
              {script !== 'Latn' && <span className="mt-1 block">{SCRIPT_SAMPLES[script]}</span>}
            </div>
          )}

          <DialogFormFooter
            onCancel={() => onOpenChange(false)}
            busy={busy}
            label={busy ? (progress !== null ? 'Uploading…' : 'Saving…') : option ? 'Save Changes' : 'Add Font'}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
