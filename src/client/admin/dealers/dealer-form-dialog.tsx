/**
 * Create New Dealer and Edit Dealer (docs/product.md#dealer-screens,
 * docs/product.md#dealer-inputs): the shared contract validates the form.
 */
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import type { Dealer } from '#shared/schemas/dealer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogForm, DialogFormFooter, DialogHeading } from '../../components/ui/dialog';
import { Input, PhoneInput, Textarea } from '../../components/ui/input';
import { digitsField, Field, phoneField } from '../../components/ui/field';
import { pinHint, usePinAutofill } from '../../components/pin-autofill';
import { showServerIssues } from '../../api/server-issues';
import { StateOptions } from '../../shop/checkout/state-options';
import { toast } from '../../components/ui/toast';
import {
  EditDealerForm,
  dealerFormDefaults,
  toCreateDealerBody,
  toDealerUpdates,
  type DealerFormInput,
  type DealerFormOutput,
} from './dealer-form';
import { failureText, useCreateDealer, useUpdateDealer } from './dealers-api';
import { SetupCodePanel, type IssuedCode } from './setup-code-panel';

/**
 * `dealer` null creates a dealer and then shows its one-time setup code; otherwise edits it and
 * offers Delete Dealer.
 */
export function DealerFormDialog({
  open,
  onOpenChange,
  dealer,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dealer: Dealer | null;
  onDelete?: (dealer: Dealer) => void;
}) {
  const create = useCreateDealer();
  const update = useUpdateDealer();
  const form = useForm<DealerFormInput, unknown, DealerFormOutput>({
    resolver: zodResolver(EditDealerForm),
    defaultValues: dealerFormDefaults(dealer),
  });
  const { register, handleSubmit, formState, reset, control } = form;
  const errors = formState.errors;
  const pinLookup = usePinAutofill(form.watch('businessAddress.zipCode'), {
    getCity: () => form.getValues('businessAddress.city'),
    setCity: (city) => form.setValue('businessAddress.city', city, { shouldValidate: formState.isSubmitted }),
    setState: (state) => form.setValue('businessAddress.state', state, { shouldValidate: true }),
  });
  const [issued, setIssued] = useState<IssuedCode | null>(null);

  useEffect(() => {
    if (open) {
      reset(dealerFormDefaults(dealer));
      setIssued(null);
    }
  }, [open, dealer, reset]);

  // Catches and toasts its own errors, so the form fires it with `void`.
  const submit = async (values: DealerFormOutput) => {
    try {
      if (dealer) {
        await update.mutateAsync({ dealerId: dealer.id, updates: toDealerUpdates(values) });
        toast({ title: 'Dealer Updated', description: `${values.businessName} has been saved.`, variant: 'success' });
      } else {
        const created = await create.mutateAsync(toCreateDealerBody(values));
        toast({ title: 'Dealer Created', description: `Share the setup code with ${created.businessName}.`, variant: 'success' });
        setIssued(created);
        return;
      }
      onOpenChange(false);
    } catch (error) {
      // A state that contradicts the PIN code (checked by the server) shows under its field too.
      showServerIssues(error, ['businessAddress', 'updates.businessAddress'], (path, message) =>
        form.setError(path.replace(/^updates\./, '') as 'businessAddress.state', { message }),
      );
      toast({ title: 'Error', description: failureText(dealer ? 'update dealer' : 'create dealer', error), variant: 'destructive' });
    }
  };

  const a = errors.businessAddress;
  if (issued) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-lg">
          <DialogHeading title="Dealer Created">Give {issued.ownerName} this code to choose a PIN at the first login.</DialogHeading>
          <SetupCodePanel issued={issued} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeading title={dealer ? 'Edit Dealer' : 'Create New Dealer'}>
          {dealer
            ? `Update ${dealer.businessName}'s details.`
            : 'You get a one-time setup code to share: the dealer uses it to choose a PIN at the first login.'}
        </DialogHeading>
        <DialogForm label={dealer ? 'Edit dealer' : 'Create new dealer'} onSubmit={handleSubmit(submit)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Business Name" error={errors.businessName?.message}>
              {(aria) => <Input {...aria} {...register('businessName')} autoComplete="off" />}
            </Field>
            <Field label="Owner Name" error={errors.ownerName?.message}>
              {(aria) => <Input {...aria} {...register('ownerName')} autoComplete="off" />}
            </Field>
            <Field label="Phone Number" error={errors.phoneNumber?.message}>
              {(aria) => <PhoneInput {...aria} {...phoneField(register('phoneNumber'))} autoComplete="off" placeholder="10 digits" />}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(aria) => <Input {...aria} type="email" {...register('email')} autoComplete="off" />}
            </Field>
            <Field label="Street Address" error={a?.street?.message} className="sm:col-span-2">
              {(aria) => <Input {...aria} {...register('businessAddress.street')} autoComplete="off" />}
            </Field>
            <Field label="PIN Code" error={a?.zipCode?.message} hint={pinHint(pinLookup)}>
              {(aria) => (
                <Input
                  {...aria}
                  {...digitsField(register('businessAddress.zipCode'), 6)}
                  inputMode="numeric"
                  maxLength={6}
                  placeholder="6 digits"
                  autoComplete="off"
                />
              )}
            </Field>
            <Field label="City" error={a?.city?.message}>
              {(aria) => <Input {...aria} {...register('businessAddress.city')} autoComplete="off" />}
            </Field>
            <Field label="State" error={a?.state?.message}>
              {(aria) => (
                <select className={SELECT} {...aria} {...register('businessAddress.state')}>
                  <StateOptions current={form.watch('businessAddress.state')} />
                </select>
              )}
            </Field>
            <Field label="Country" error={a?.country?.message}>
              {(aria) => <Input {...aria} {...register('businessAddress.country')} autoComplete="off" />}
            </Field>
            <Field label="GSTIN" optional error={errors.gstin?.message} className="sm:col-span-2">
              {(aria) => (
                <Input
                  {...aria}
                  {...register('gstin')}
                  autoComplete="off"
                  maxLength={15}
                  spellCheck={false}
                  className="uppercase"
                  placeholder="15 characters, e.g. 27AAPFU0939F1ZV (blank: not registered)"
                />
              )}
            </Field>
            <Field label="Admin Notes" optional className="sm:col-span-2">
              {(aria) => <Textarea {...aria} {...register('adminNotes')} rows={2} />}
            </Field>
            {dealer && (
              <Controller
                control={control}
                name="isActive"
                render={({ field }) => (
                  <label className="inline-flex items-center gap-3 text-sm font-medium text-gray-800 sm:col-span-2">
                    <Switch.Root
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      aria-label="Active"
                      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 data-[state=checked]:bg-green-600"
                    >
                      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                    </Switch.Root>
                    <span aria-hidden="true">{field.value ? 'Active: can log in and order' : 'Inactive: login blocked'}</span>
                  </label>
                )}
              />
            )}
          </div>
          <DialogFormFooter
            className="sm:justify-between"
            onCancel={() => onOpenChange(false)}
            busy={formState.isSubmitting}
            spinner
            label={dealer ? 'Save Changes' : 'Create Dealer'}
          >
            {dealer && onDelete ? (
              <Button
                type="button"
                variant="outline"
                className="border-red-200 text-red-700 hover:bg-red-50"
                onClick={() => onDelete(dealer)}
              >
                <Trash2 aria-hidden />
                Delete Dealer
              </Button>
            ) : (
              <span />
            )}
          </DialogFormFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

const SELECT =
  'flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 aria-[invalid=true]:border-red-500 md:text-sm';
