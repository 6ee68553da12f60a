/**
 * Add or edit a colour combination (docs/product.md#customization-options fields,
 * docs/product.md#validation rules, docs/product.md#defaults white-on-black default).
 */
import { useEffect } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ColorCombinationFields, DEFAULT_NEW_BACKGROUND_COLOR, DEFAULT_NEW_FONT_COLOR } from '#shared/schemas/customization';
import { Dialog, DialogContent, DialogForm, DialogFormFooter, DialogHeading } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { mutationErrorText, useSaveOption } from './customization-api';
import { colorFormDefaults, colorInputValue, previewColor } from './option-forms';
import { ColorSwatch } from './color-swatch';
import type { OptionDialogProps } from './option-panel';

type FormInput = z.input<typeof ColorCombinationFields>;
type FormOutput = z.output<typeof ColorCombinationFields>;

/** The combination's two colours, each with its docs/product.md#defaults default for a new one. */
const HEX_FIELDS = [
  { name: 'fontColor', label: 'Font color', fallback: DEFAULT_NEW_FONT_COLOR },
  { name: 'backgroundColor', label: 'Background color', fallback: DEFAULT_NEW_BACKGROUND_COLOR },
] as const;

function HexField({
  control,
  name,
  label,
  fallback,
  error,
}: {
  control: Control<FormInput, unknown, FormOutput>;
  name: 'fontColor' | 'backgroundColor';
  label: string;
  fallback: string;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={`${label} picker`}
                value={colorInputValue(field.value, fallback)}
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
              />
              <Input
                {...aria}
                {...field}
                value={field.value ?? ''}
                placeholder={fallback}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                className="font-mono uppercase"
              />
            </div>
          )}
        />
      )}
    </Field>
  );
}

export function ColorDialog({ open, onOpenChange, option }: OptionDialogProps) {
  const save = useSaveOption();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ColorCombinationFields),
    defaultValues: colorFormDefaults(option),
  });
  const { register, handleSubmit, formState, reset, control, watch } = form;

  useEffect(() => {
    if (open) reset(colorFormDefaults(option));
  }, [open, option, reset]);

  // Catches and toasts its own errors, so the form fires it with `void`.
  const submit = async (values: FormOutput) => {
    const body = {
      name: values.name,
      displayName: values.displayName,
      fontColor: values.fontColor,
      backgroundColor: values.backgroundColor,
      textFilamentName: values.textFilamentName,
      plateFilamentName: values.plateFilamentName,
    };
    try {
      if (option) await save.mutateAsync({ id: option.id, body });
      else await save.mutateAsync({ body: { type: 'color_combination', ...body } });
      toast({
        title: option ? 'Color combination updated' : 'Color combination added',
        description: `${values.displayName} is ${option ? 'saved' : 'ready in the customizer'}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' });
    }
  };

  const [displayName, fontColor, backgroundColor] = watch(['displayName', 'fontColor', 'backgroundColor']);
  const errors = formState.errors;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title={option ? 'Edit Color Combination' : 'Add Color Combination'}>
          Raised text in the font color on a base plate in the background color.
        </DialogHeading>
        <DialogForm label={option ? 'Edit color combination' : 'Add color combination'} onSubmit={handleSubmit(submit)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Color name" error={errors.name?.message}>
              {(aria) => <Input {...aria} {...register('name')} placeholder="mint-green" autoComplete="off" />}
            </Field>
            <Field label="Display name" error={errors.displayName?.message}>
              {(aria) => <Input {...aria} {...register('displayName')} placeholder="Mint Green" autoComplete="off" />}
            </Field>
            {HEX_FIELDS.map(({ name, label, fallback }) => (
              <HexField key={name} control={control} name={name} label={label} fallback={fallback} error={errors[name]?.message} />
            ))}
            <Field label="Text filament" error={errors.textFilamentName?.message}>
              {(aria) => <Input {...aria} {...register('textFilamentName')} placeholder="Light Pink PLA" autoComplete="off" />}
            </Field>
            <Field label="Plate filament" error={errors.plateFilamentName?.message}>
              {(aria) => <Input {...aria} {...register('plateFilamentName')} placeholder="Black PLA" autoComplete="off" />}
            </Field>
          </div>
          <p className="text-sm text-gray-600">
            The print room loads spools by these names: they are on the job sheet and in each plate's name.
          </p>
          <div>
            <p className="mb-1.5 text-sm font-medium text-gray-800">Preview</p>
            <ColorSwatch
              label={`Preview of ${displayName || 'the new color'}`}
              text={displayName || 'Your Name'}
              fontColor={previewColor(fontColor, DEFAULT_NEW_FONT_COLOR)}
              backgroundColor={previewColor(backgroundColor, DEFAULT_NEW_BACKGROUND_COLOR)}
              size="lg"
            />
          </div>
          <DialogFormFooter
            onCancel={() => onOpenChange(false)}
            busy={formState.isSubmitting}
            label={formState.isSubmitting ? 'Saving…' : option ? 'Save Changes' : 'Add Color'}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
