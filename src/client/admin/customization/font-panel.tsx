/** Font management (spec §2 Customization tab): each font shown in itself, add/edit/delete, active toggle. */
import { useState, type CSSProperties } from 'react';
import { Pencil, Plus, Trash2, Type } from 'lucide-react';
import type { CustomizationOption } from '#shared/schemas/customization';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ActiveSwitch } from './active-switch';
import { mutationErrorText, useAdminOptions, useDeleteOption, useSaveOption } from './customization-api';
import { uploadedFontFamily, useUploadedFontFaces } from '../../lib/font-faces';
import { FontDialog } from './font-dialog';
import { isBuiltInFontValue } from './option-forms';
import { PanelEmpty, PanelFetchError, PanelLoading } from './panel-states';

/** Built-in fonts use their @fontsource class; uploaded ones the FontFace of their file. */
function fontLook(option: CustomizationOption): { className?: string; style?: CSSProperties } {
  if (option.fontFile) return { style: { fontFamily: `'${uploadedFontFamily(option.fontFile)}', sans-serif` } };
  if (isBuiltInFontValue(option.value)) return { className: `font-${option.value}` };
  return {};
}

function FontRow({ option, onEdit, onDelete }: { option: CustomizationOption; onEdit: () => void; onDelete: () => void }) {
  const save = useSaveOption();
  const look = fontLook(option);
  const builtIn = isBuiltInFontValue(option.value);
  const toggle = (isActive: boolean) =>
    save.mutate(
      { id: option.id, body: { isActive } },
      {
        onSuccess: () =>
          toast({
            title: 'Font updated',
            description: `${option.displayName} is ${isActive ? 'shown in' : 'hidden from'} the shop.`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 p-3 sm:flex-nowrap">
      <div className="flex h-12 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-900 px-2 text-xl text-amber-400">
        <span className={look.className} style={look.style}>
          Aa Bb
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p className={`truncate text-lg text-gray-900 ${look.className ?? ''}`} style={look.style}>
          {option.displayName}
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-gray-500">
          <span className="font-mono">{option.value}</span>
          {builtIn && !option.fontFile ? (
            <Badge variant="secondary">Built-in</Badge>
          ) : option.fontFile ? (
            <Badge variant="success">Font file</Badge>
          ) : (
            <Badge variant="warning">No font file</Badge>
          )}
          {!option.isActive && <Badge variant="secondary">Hidden</Badge>}
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

export function FontPanel() {
  const query = useAdminOptions('font');
  useUploadedFontFaces(query.data);
  const remove = useDeleteOption();
  const [dialog, setDialog] = useState<{ open: boolean; option: CustomizationOption | null }>({ open: false, option: null });
  const [deleting, setDeleting] = useState<CustomizationOption | null>(null);

  const confirmDelete = () => {
    const option = deleting;
    if (!option) return;
    remove.mutate(option.id, {
      onSuccess: () => toast({ title: 'Font deleted', description: `${option.displayName} was removed.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Type className="h-5 w-5 text-pink-600" aria-hidden="true" />
            <span>Fonts</span>
          </CardTitle>
          <CardDescription>Shown in each font. New fonts need a font file.</CardDescription>
        </div>
        <Button variant="brand" onClick={() => setDialog({ open: true, option: null })}>
          <Plus aria-hidden="true" />
          Add Font
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <PanelLoading label="Loading fonts" />
        ) : query.isError ? (
          <PanelFetchError
            heading="Error loading fonts"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.length === 0 ? (
          <PanelEmpty title="No fonts yet" hint="Add one so customers have a font to choose." />
        ) : (
          <ul aria-label="Fonts" className="grid gap-2">
            {query.data.map((option) => (
              <FontRow
                key={option.id}
                option={option}
                onEdit={() => setDialog({ open: true, option })}
                onDelete={() => setDeleting(option)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <FontDialog open={dialog.open} option={dialog.option} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.displayName ?? 'this font'}?`}
        description="Its uploaded font file is removed too, so pending orders in this font would print in the fallback font. To hide it from customers but keep printing, switch it off instead."
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
