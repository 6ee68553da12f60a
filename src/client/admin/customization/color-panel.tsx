/** Colour management (spec §2 Customization tab): swatches, add/edit, delete, active toggle. */
import { useState } from 'react';
import { Palette, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CustomizationOption } from '#shared/schemas/customization';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ActiveSwitch } from './active-switch';
import { ColorDialog } from './color-dialog';
import { ColorSwatch } from './color-swatch';
import { mutationErrorText, useAdminOptions, useDeleteOption, useSaveOption } from './customization-api';
import { PanelEmpty, PanelFetchError, PanelLoading } from './panel-states';

function ColorRow({ option, onEdit, onDelete }: { option: CustomizationOption; onEdit: () => void; onDelete: () => void }) {
  const save = useSaveOption();
  const toggle = (isActive: boolean) =>
    save.mutate(
      { id: option.id, body: { isActive } },
      {
        onSuccess: () =>
          toast({
            title: 'Color combination updated',
            description: `${option.displayName} is ${isActive ? 'shown in' : 'hidden from'} the shop.`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 p-3 sm:flex-nowrap">
      <ColorSwatch
        text={option.displayName}
        fontColor={option.fontColor ?? '#FFFFFF'}
        backgroundColor={option.backgroundColor ?? '#000000'}
        label={`${option.displayName} swatch`}
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate font-semibold text-gray-900">
          {option.displayName}
          {!option.isActive && <Badge variant="secondary">Hidden</Badge>}
        </p>
        <p className="text-xs text-gray-500 sm:truncate">
          <span className="font-mono">{option.value}</span> · <span className="font-mono uppercase">{option.fontColor}</span> on{' '}
          <span className="font-mono uppercase">{option.backgroundColor}</span>
        </p>
      </div>
      <div className="flex w-full items-center justify-between gap-1 sm:w-auto sm:justify-end">
        <ActiveSwitch displayName={option.displayName} checked={option.isActive} disabled={save.isPending} onChange={toggle} />
        <div className="flex items-center">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${option.displayName}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete ${option.displayName}`}
            className="text-red-600 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

export function ColorPanel() {
  const query = useAdminOptions('color_combination');
  const remove = useDeleteOption();
  const [dialog, setDialog] = useState<{ open: boolean; option: CustomizationOption | null }>({ open: false, option: null });
  const [deleting, setDeleting] = useState<CustomizationOption | null>(null);

  const confirmDelete = () => {
    const option = deleting;
    if (!option) return;
    remove.mutate(option.id, {
      onSuccess: () => toast({ title: 'Color combination deleted', description: `${option.displayName} was removed.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Palette className="h-5 w-5 text-pink-600" aria-hidden="true" />
            <span>Color Combinations</span>
          </CardTitle>
          <CardDescription>Text color on plate color, as customers see them.</CardDescription>
        </div>
        <Button variant="brand" onClick={() => setDialog({ open: true, option: null })}>
          <Plus aria-hidden="true" />
          Add Color
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <PanelLoading label="Loading color combinations" />
        ) : query.isError ? (
          <PanelFetchError
            heading="Error loading color combinations"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.length === 0 ? (
          <PanelEmpty title="No color combinations yet" hint="Add one so customers have a color to choose." />
        ) : (
          <ul aria-label="Color combinations" className="grid gap-2">
            {query.data.map((option) => (
              <ColorRow
                key={option.id}
                option={option}
                onEdit={() => setDialog({ open: true, option })}
                onDelete={() => setDeleting(option)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ColorDialog open={dialog.open} option={dialog.option} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.displayName ?? 'this color'}?`}
        description="Orders already placed keep their own copy of this color. To hide it from customers but keep it, switch it off instead."
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
