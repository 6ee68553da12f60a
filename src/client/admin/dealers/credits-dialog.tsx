/**
 * Add or remove a dealer's credits (spec §5: a numeric amount and a reason; the server writes a
 * ledger row). Issue 17: whole numbers 1..10,000, a separate Remove action that never goes
 * below 0, and a confirmation above 1,000 credits.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Minus, Plus } from 'lucide-react';
import { type Dealer } from '#shared/schemas/dealer';
import { AddCreditsRequest, CONFIRM_CREDIT_ADJUSTMENT_ABOVE } from '#shared/schemas/dealer-admin';
import { ConfirmDialog, Dialog, DialogContent, DialogForm, DialogFormFooter, DialogHeading } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/utils';
import { failureText, useAdjustCredits } from './dealers-api';

const CreditsForm = AddCreditsRequest.omit({ dealerId: true });
type Input = z.input<typeof CreditsForm>;
type Output = z.output<typeof CreditsForm>;
type Mode = 'add' | 'remove';

export function CreditsDialog({ dealer, onOpenChange }: { dealer: Dealer | null; onOpenChange: (open: boolean) => void }) {
  const adjust = useAdjustCredits();
  const [mode, setMode] = useState<Mode>('add');
  const [pending, setPending] = useState<Output | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(CreditsForm), defaultValues: { credits: '', reason: '' } });
  const { register, handleSubmit, formState, reset } = form;

  useEffect(() => {
    if (dealer) {
      reset({ credits: '', reason: '' });
      setMode('add');
      setPending(null);
    }
  }, [dealer, reset]);

  const send = async (values: Output) => {
    if (!dealer) return;
    try {
      const answer = await adjust.mutateAsync({ mode, dealerId: dealer.id, credits: values.credits, reason: values.reason });
      toast({
        title: mode === 'add' ? 'Credits Added' : 'Credits Removed',
        description: `${values.credits} credits ${mode === 'add' ? 'for' : 'from'} ${dealer.businessName}. New balance: ${answer.dealer.keychainCredits}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Error', description: failureText(mode === 'add' ? 'add credits' : 'remove credits', error), variant: 'destructive' });
    }
  };

  // Catches and toasts its own errors, so the form fires it with `void`.
  const submit = (values: Output) => {
    if (values.credits > CONFIRM_CREDIT_ADJUSTMENT_ABOVE) return setPending(values);
    return send(values);
  };

  const verb = mode === 'add' ? 'Add' : 'Remove';
  return (
    <>
      <Dialog open={dealer !== null && pending === null} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeading title={<>{verb} Credits</>}>
            {dealer?.businessName} · current balance{' '}
            <span className="font-semibold text-gray-900">{dealer?.keychainCredits ?? 0} credits</span>
          </DialogHeading>
          <div role="group" aria-label="Add or remove" className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
            {(['add', 'remove'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                className={cn(
                  'flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
                  mode === m ? 'bg-white text-gray-950 shadow-sm' : 'text-gray-600 hover:text-gray-900',
                )}
              >
                {m === 'add' ? <Plus className="h-4 w-4" aria-hidden /> : <Minus className="h-4 w-4" aria-hidden />}
                {m === 'add' ? 'Add' : 'Remove'}
              </button>
            ))}
          </div>
          <DialogForm label={`${verb} credits`} onSubmit={handleSubmit(submit)}>
            <Field
              announce
              label="Credits"
              error={formState.errors.credits?.message}
              hint={
                mode === 'add' ? 'A whole number from 1 to 10,000.' : 'A whole number from 1 to 10,000; the balance never goes below 0.'
              }
            >
              {(aria) => <Input {...aria} type="text" inputMode="numeric" autoComplete="off" {...register('credits')} />}
            </Field>
            <Field announce label="Reason" error={formState.errors.reason?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  {...register('reason')}
                  placeholder={mode === 'add' ? 'e.g. Cash payment received' : 'e.g. Added by mistake'}
                  autoComplete="off"
                />
              )}
            </Field>
            <DialogFormFooter
              onCancel={() => onOpenChange(false)}
              busy={formState.isSubmitting}
              spinner
              variant={mode === 'add' ? 'brand' : 'destructive'}
              label={`${verb} Credits`}
            />
          </DialogForm>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={`${verb} ${pending?.credits.toLocaleString('en-IN') ?? ''} credits?`}
        description={`This is more than ${CONFIRM_CREDIT_ADJUSTMENT_ABOVE.toLocaleString('en-IN')} credits for ${dealer?.businessName ?? ''}. Please check the number before you go on.`}
        confirmLabel={`Yes, ${verb.toLowerCase()} ${pending?.credits.toLocaleString('en-IN') ?? ''}`}
        destructive={mode === 'remove'}
        onConfirm={() => {
          const values = pending;
          setPending(null);
          if (values) void send(values);
        }}
      />
    </>
  );
}
