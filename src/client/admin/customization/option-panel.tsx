/**
 * The scaffolding both Customization panels share (docs/product.md#screens): the card with its Add
 * button, the list's loading, error and empty states, one row per option with its active switch,
 * Edit and Delete, the add/edit dialog and the delete confirmation. The colour and font panels
 * supply only what differs: the preview, the details line, the dialog and the words.
 */
import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { CustomizationOption } from '#shared/schemas/customization';
import type { QueryStatusSource } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ActiveSwitch } from './active-switch';
import { mutationErrorText, useDeleteOption, useSaveOption } from './customization-api';
import { PanelEmpty, PanelQueryStatus } from './panel-states';

/** One option in a panel's list: preview, details, the shop switch, Edit and Delete. */
export function OptionRow({
  option,
  noun,
  preview,
  children,
  onEdit,
  onDelete,
}: {
  option: CustomizationOption;
  /** "Color combination" or "Font": the toasts' subject. */
  noun: string;
  preview: ReactNode;
  /** The name and details column. */
  children: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const save = useSaveOption();
  const toggle = (isActive: boolean) =>
    save.mutate(
      { id: option.id, body: { isActive } },
      {
        onSuccess: () =>
          toast({
            title: `${noun} updated`,
            description: `${option.displayName} is ${isActive ? 'shown in' : 'hidden from'} the shop.`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 p-3 sm:flex-nowrap">
      {preview}
      <div className="min-w-0 flex-1">{children}</div>
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

/** The add/edit dialog a panel opens: `option` null adds a new one. */
export interface OptionDialogProps {
  open: boolean;
  option: CustomizationOption | null;
  onOpenChange: (open: boolean) => void;
}

/** The words of one panel; every one is visible text or an accessible name. */
export interface OptionPanelText {
  /** "Color combination" or "Font": the toasts' subject. */
  noun: string;
  title: string;
  description: string;
  addLabel: string;
  /** The plural in "Loading …", "Error loading …" and "No … yet". */
  plural: string;
  emptyHint: string;
  /** The list's accessible name. */
  listLabel: string;
  /** Stands for the name in "Delete …?" when none is chosen. */
  deleteFallback: string;
  deleteDescription: string;
}

/** A Customization panel over one admin option list. */
export function OptionPanel({
  query,
  icon: Icon,
  text,
  renderRow,
  Dialog,
}: {
  query: QueryStatusSource & { data: CustomizationOption[] | undefined; isPending: boolean };
  icon: LucideIcon;
  text: OptionPanelText;
  renderRow: (option: CustomizationOption, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  Dialog: (props: OptionDialogProps) => ReactNode;
}) {
  const remove = useDeleteOption();
  const [dialog, setDialog] = useState<{ open: boolean; option: CustomizationOption | null }>({ open: false, option: null });
  const [deleting, setDeleting] = useState<CustomizationOption | null>(null);

  const confirmDelete = () => {
    const option = deleting;
    if (!option) return;
    remove.mutate(option.id, {
      onSuccess: () => toast({ title: `${text.noun} deleted`, description: `${option.displayName} was removed.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: mutationErrorText(error), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Icon className="h-5 w-5 text-pink-600" aria-hidden="true" />
            <span>{text.title}</span>
          </CardTitle>
          <CardDescription>{text.description}</CardDescription>
        </div>
        <Button variant="brand" onClick={() => setDialog({ open: true, option: null })}>
          <Plus aria-hidden="true" />
          {text.addLabel}
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending || query.isError || !query.data ? (
          <PanelQueryStatus query={query} plural={text.plural} />
        ) : query.data.length === 0 ? (
          <PanelEmpty title={`No ${text.plural} yet`} hint={text.emptyHint} />
        ) : (
          <ul aria-label={text.listLabel} className="grid gap-2">
            {query.data.map((option) =>
              renderRow(option, { onEdit: () => setDialog({ open: true, option }), onDelete: () => setDeleting(option) }),
            )}
          </ul>
        )}
      </CardContent>
      <Dialog open={dialog.open} option={dialog.option} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.displayName ?? text.deleteFallback}?`}
        description={text.deleteDescription}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
