/**
 * Add or edit a font (docs/product.md#admin-inputs): the parse input fills the display name and the
 * normalised name; the script says which customers are offered the font (docs/product.md#indic-scripts);
 * the font file (TTF/OTF/WOFF ≤ 2 MB) is what the storefront renders and the STL engine prints
 * with, since fonts are never loaded from a CDN (docs/decisions/012-admin-fonts.md). The server's
 * refusal of a file (one that cannot draw the script, say) shows under the file field, and the
 * script may be corrected until a file is accepted (docs/decisions/094-font-script-until-its-file.md).
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Wand2 } from 'lucide-react';
import { FontFields, type CustomizationOption } from '#shared/schemas/customization';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogForm, DialogFormFooter, DialogHeading } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { mutationErrorText, useSaveOption, useUploadFontFile } from './customization-api';
import { parseFontInput } from './font-input';
import {
  FONT_FILE_ACCEPT,
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
  const [parseText, setParseText] = useState('');
  const [parseMessage, setParseMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** The server's refusal of the last upload (its message), shown under the file field. */
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewFamily, setPreviewFamily] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const ids = { parse: useId(), file: useId() };

  useEffect(() => {
    if (!open) return;
    reset(fontFormDefaults(option));
    setSaved(null);
    setParseText('');
    setParseMessage(null);
    setFile(null);
    setFileError(null);
    setUploadError(null);
    setPreviewFamily(null);
    setProgress(null);
  }, [open, option, reset]);

  const parse = () => {
    const parsed = parseFontInput(parseText);
    if (!parsed.ok) {
      setParseMessage({ ok: false, text: parsed.error });
      return;
    }
    setValue('displayName', parsed.family, { shouldValidate: true, shouldDirty: true });
    setValue('name', parsed.name, { shouldValidate: true, shouldDirty: true });
    setParseMessage({ ok: true, text: `Found “${parsed.family}”. Now add its font file (download it from Google Fonts).` });
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
  const builtIn = current ? isBuiltInFontValue(current.value) : false;
  const scriptEditable = isFontScriptEditable(current);
  const script = chosenScript ?? current?.script ?? 'Latn';
  const scriptLabel = FONT_SCRIPT_CHOICES.find((c) => c.value === script)?.label ?? 'Latin';
  const fileProblem = fileError ?? uploadError;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeading title={option ? 'Edit Font' : 'Add Font'}>
          Fonts are served from this shop, never from a font CDN: upload the font file so customers see it and it can be printed.
        </DialogHeading>

        <div className="grid gap-1.5 rounded-xl bg-gray-50 p-3">
          <Label htmlFor={ids.parse}>Google Fonts URL or font name</Label>
          <div className="flex gap-2">
            <Input
              id={ids.parse}
              value={parseText}
              onChange={(e) => setParseText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  parse();
                }
              }}
              placeholder="https://fonts.google.com/specimen/Open+Sans"
              autoComplete="off"
              aria-describedby={parseMessage ? `${ids.parse}-msg` : undefined}
            />
            <Button type="button" variant="outline" onClick={parse}>
              <Wand2 aria-hidden="true" />
              Parse
            </Button>
          </div>
          {parseMessage && (
            <p
              id={`${ids.parse}-msg`}
              role={parseMessage.ok ? 'status' : 'alert'}
              className={parseMessage.ok ? 'text-sm text-green-700' : 'text-sm text-red-600'}
            >
              {parseMessage.text}
            </p>
          )}
        </div>

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

          <div className="grid gap-1.5">
            <Label htmlFor={ids.file}>Font file (TTF, OTF, WOFF or WOFF2, up to 2 MB)</Label>
            <input
              id={ids.file}
              type="file"
              accept={FONT_FILE_ACCEPT}
              onChange={chooseFile}
              aria-describedby={`${ids.file}-hint`}
              aria-invalid={fileProblem ? true : undefined}
              className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-gray-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-gray-800"
            />
            <p
              id={`${ids.file}-hint`}
              className={fileProblem ? 'text-sm font-medium text-red-600' : 'text-xs text-gray-500'}
              role={fileProblem ? 'alert' : undefined}
            >
              {fileProblem ??
                (builtIn
                  ? 'Built-in font: its file ships with the shop. Upload only to replace it.'
                  : current?.fontFile
                    ? 'A font file is on record; choose another to replace it. It cannot be replaced while paid orders not yet printed use this font.'
                    : 'No font file yet: the font cannot be printed, so customers are not offered it until a file is uploaded.')}
            </p>
            {uploadError && current && (
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
