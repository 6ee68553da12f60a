/**
 * The print room's layer heights (docs/print-room.md): the height every plate and keychain 3MF
 * is made for, and the filament change height that follows, shown as the slicer will pause.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { PrintRoomSettingsRequest } from '#shared/schemas/print-room';
import { QueryStatus } from '../components/query-status';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import { mutationErrorText } from './customization/customization-api';
import { usePrintRoomSettings, useSavePrintRoomSettings } from './print-queue-api';
import { useCan } from './staff-context';

const FIELDS = [
  { name: 'layerHeightMm', label: 'Layer height (mm)' },
  { name: 'firstLayerHeightMm', label: 'First layer height (mm)' },
] as const;

export function PrintRoomSettings() {
  const canEdit = useCan('settings:write');
  const settings = usePrintRoomSettings();
  const save = useSavePrintRoomSettings();
  const form = useForm<PrintRoomSettingsRequest>({ resolver: zodResolver(PrintRoomSettingsRequest) });
  const { register, handleSubmit, formState, reset } = form;
  const data = settings.data;

  useEffect(() => {
    if (data) reset({ layerHeightMm: data.layerHeightMm, firstLayerHeightMm: data.firstLayerHeightMm });
  }, [data, reset]);

  const submit = async (values: PrintRoomSettingsRequest) => {
    try {
      const answer = await save.mutateAsync(values);
      toast({
        title: 'Print settings saved',
        description: `New print files change filament at Z ${answer.colourChangeZMm} mm.`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' });
    }
  };

  return (
    <Card className="p-4 sm:p-5" aria-labelledby="print-room-settings-title">
      <h3 id="print-room-settings-title" className="font-bold text-gray-900">
        Slicer layers
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        Every plate and keychain 3MF pauses once for the text filament (M600) at the first layer above the 3.5 mm plate.
      </p>
      {settings.isLoading || settings.isError || !data ? (
        <QueryStatus query={settings} loading="Loading the print settings…" error="Failed to Load the Print Settings" />
      ) : !canEdit ? (
        <p className="mt-3 text-sm text-gray-900">
          Layer height {data.layerHeightMm} mm, first layer {data.firstLayerHeightMm} mm: filament change at Z {data.colourChangeZMm} mm
        </p>
      ) : (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(e) => void handleSubmit(submit)(e)}
          noValidate
        >
          {FIELDS.map(({ name, label }) => (
            <Field key={name} label={label} error={formState.errors[name]?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  {...register(name, { valueAsNumber: true })}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.05"
                  max="0.6"
                />
              )}
            </Field>
          ))}
          <Button type="submit" variant="outline" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save
          </Button>
          <p className="text-sm font-medium text-gray-900 sm:col-span-3" aria-live="polite">
            Filament change at Z {data.colourChangeZMm} mm
          </p>
        </form>
      )}
    </Card>
  );
}
