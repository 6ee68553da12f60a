/**
 * The checkout's contact fields (docs/product.md#checkout-order): e-mail, name, phone, the unticked
 * WhatsApp box and, once ticked, the updates' language. Part of the form of checkout-form.tsx.
 */
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from '#shared/schemas/order';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';
import { Input, PhoneInput } from '../../components/ui/input';
import { Field, phoneField } from '../../components/ui/field';
import { MessageLanguageChoice } from '../../components/message-language-choice';
import type { CheckoutFormValues } from './order-request';

/** Locked (disabled) fields stay readable: the details of a saved order are still shown. */
export const LOCKED = 'disabled:cursor-default disabled:bg-gray-50 disabled:text-gray-700 disabled:opacity-100';

/** The contact fieldset of `form`; `locked` while an order is placed or saved unpaid. */
export function ContactFields({ form, locked }: { form: UseFormReturn<CheckoutForm, unknown, CheckoutFormValues>; locked: boolean }) {
  const errors = form.formState.errors;
  return (
    <fieldset disabled={locked} className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="sr-only">Contact information</legend>
      <Field id="checkout-email" label="Email" error={errors.customerEmail?.message}>
        {(aria) => (
          <Input
            className={LOCKED}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...aria}
            {...form.register('customerEmail')}
          />
        )}
      </Field>
      <Field id="checkout-name" label="Full Name" error={errors.customerName?.message}>
        {(aria) => (
          <Input className={LOCKED} autoComplete="name" placeholder="Your full name" {...aria} {...form.register('customerName')} />
        )}
      </Field>
      <Field id="checkout-phone" label="Phone" error={errors.customerPhone?.message}>
        {(aria) => (
          <PhoneInput
            type="tel"
            autoComplete="tel-national"
            placeholder="9876543210"
            className={LOCKED}
            {...aria}
            {...phoneField(form.register('customerPhone'))}
          />
        )}
      </Field>
      <label className="flex items-start gap-3 text-sm text-gray-700">
        <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-pink-600" {...form.register('whatsappOptIn')} />
        <span>{WHATSAPP_CONSENT_WORDING}</span>
      </label>
      {/* The updates' language, only once ticked (docs/decisions/184-message-language-separate-from-site-language.md). */}
      {form.watch('whatsappOptIn') && (
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <MessageLanguageChoice
              name="checkout-whatsapp-language"
              className="-mt-2 pl-7"
              value={field.value ?? 'en'}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </fieldset>
  );
}
