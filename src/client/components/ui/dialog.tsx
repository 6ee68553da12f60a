import * as React from 'react';
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import { Loader2, X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button, buttonVariants } from './button';

/** Modal dialog parts (shadcn/ui on Radix Dialog). */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

export function DialogContent({
  className,
  children,
  hideClose,
  ...props
}: React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute right-4 top-4 rounded-md p-1 text-gray-500 hover:bg-gray-100" aria-label="Close">
            <X className="h-4 w-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
export function DialogTitle({ className, ...props }: React.ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-bold', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: React.ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}

/** A dialog's title with its description under it (Radix names and describes the dialog by them). */
export function DialogHeading({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * A dialog's form, named by `label`: no browser validation bubbles (the zod messages show under
 * the fields instead), its parts in a grid. `onSubmit` is react-hook-form's `handleSubmit(…)`.
 */
export function DialogForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
  children: React.ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label={label}>
      {children}
    </form>
  );
}

/** A dialog form's footer: Cancel, then the submit button (disabled while `busy`, with an optional spinner). */
export function DialogFormFooter({
  onCancel,
  label,
  busy,
  spinner,
  variant = 'brand',
  className,
  children,
}: {
  onCancel: () => void;
  label: React.ReactNode;
  busy: boolean;
  /** Shows a spinner before the label while busy. */
  spinner?: boolean;
  variant?: 'brand' | 'destructive';
  className?: string;
  /** Put before the two buttons (e.g. a Delete button on the left). */
  children?: React.ReactNode;
}) {
  const buttons = (
    <>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} disabled={busy}>
        {spinner && busy && <Loader2 className="animate-spin" aria-hidden />}
        {label}
      </Button>
    </>
  );
  return (
    <DialogFooter className={className}>
      {children}
      {children ? <div className="flex flex-col-reverse gap-2 sm:flex-row">{buttons}</div> : buttons}
    </DialogFooter>
  );
}

/**
 * Asks before deleting the item a Delete button picked: "Delete this {noun}?", `children` saying
 * what goes with it, and a "Delete {noun}" button. `open` while an item is picked; `onCancel`
 * clears the pick, `onConfirm` deletes it.
 */
export function ConfirmDeleteDialog({
  noun,
  open,
  onCancel,
  onConfirm,
  children,
}: {
  noun: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: React.ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title={`Delete this ${noun}?`}
      description={children}
      confirmLabel={`Delete ${noun}`}
      onConfirm={onConfirm}
    />
  );
}

/**
 * A confirmation dialog (Radix AlertDialog): used before every destructive action
 * (spec §5: emptying the cart asks for confirmation).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertPrimitive.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <AlertPrimitive.Title className="text-lg font-bold">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-gray-600">{description}</AlertPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className={buttonVariants({ variant: 'outline' })}>{cancelLabel}</AlertPrimitive.Cancel>
            <AlertPrimitive.Action className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
