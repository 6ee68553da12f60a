/**
 * Contact info on My Account (docs/product.md#my-account, docs/product.md#admin-session: view/edit
 * toggle; docs/product.md#profile profile validation; docs/product.md#errors messages). The form
 * uses the same zod contract as PUT /api/auth/profile.
 */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Loader2, MapPin, Pencil, Phone, type LucideIcon } from 'lucide-react';
import { UpdateProfileRequest } from '#shared/schemas/profile';
import { signInUrl, useUpdateProfile, type AuthUser } from '../api/auth';
import { ApiError } from '../api/fetch';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Input, PhoneInput } from '../components/ui/input';
import { digitsField, Field, phoneField } from '../components/ui/field';
import { toast } from '../components/ui/toast';
import { StateOptions } from '../shop/checkout/state-options';
import { pinHint, usePinAutofill } from '../components/pin-autofill';
import { showServerIssues } from '../api/server-issues';

type ProfileInput = z.input<typeof UpdateProfileRequest>;
type ProfileOutput = z.output<typeof UpdateProfileRequest>;

function defaults(user: AuthUser): ProfileInput {
  return {
    phone: user.phone ?? '',
    address: {
      street: user.address?.street ?? '',
      city: user.address?.city ?? '',
      state: user.address?.state ?? '',
      zipCode: user.address?.zipCode ?? '',
      country: user.address?.country ?? 'India',
    },
  };
}

export function ContactInfoCard({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle as="h2">Contact Information</CardTitle>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>{editing ? <ContactForm user={user} onDone={() => setEditing(false)} /> : <ContactView user={user} />}</CardContent>
    </Card>
  );
}

/** One detail of the contact card: its icon and label over the value, or "Not added yet" while it is missing. */
function ContactDetail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-medium text-gray-500">
        <Icon className="absolute left-0 top-0.5 h-5 w-5 text-pink-600" aria-hidden />
        {label}
      </dt>
      <dd className="font-semibold text-gray-950">{children ?? <span className="font-normal text-gray-500">Not added yet</span>}</dd>
    </div>
  );
}

function ContactView({ user }: { user: AuthUser }) {
  const a = user.address;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <ContactDetail icon={Phone} label="Phone">
          {user.phone ? `+91 ${user.phone}` : null}
        </ContactDetail>
        <ContactDetail icon={MapPin} label="Address">
          {a ? (
            <>
              {a.street}
              <br />
              {a.city}, {a.state} {a.zipCode}
              <br />
              {a.country}
            </>
          ) : null}
        </ContactDetail>
      </dl>
      {!user.isProfileComplete && (
        <p className="mt-4 text-sm text-gray-600">Add your phone and address once and checkout fills them in for you.</p>
      )}
    </>
  );
}

const SELECT =
  'flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 aria-[invalid=true]:border-red-500 md:text-sm';

function ContactForm({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(UpdateProfileRequest),
    defaultValues: defaults(user),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const pinLookup = usePinAutofill(form.watch('address.zipCode'), {
    getCity: () => form.getValues('address.city'),
    setCity: (city) => form.setValue('address.city', city, { shouldValidate: formState.isSubmitted }),
    setState: (state) => form.setValue('address.state', state, { shouldValidate: true }),
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toast({ title: 'Profile updated', variant: 'success' });
        onDone();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          window.location.assign(signInUrl('/account'));
          return;
        }
        if (showServerIssues(error, ['address'], (path, message) => form.setError(path as 'address.state', { message }))) return;
        toast({ title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' });
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <Field label="Phone" error={errors.phone?.message}>
        {(aria) => (
          <PhoneInput autoComplete="tel-national" placeholder="10-digit mobile number" {...aria} {...phoneField(register('phone'))} />
        )}
      </Field>
      <Field label="Street Address" error={errors.address?.street?.message}>
        {(aria) => <Input autoComplete="street-address" placeholder="House no., street, area" {...aria} {...register('address.street')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="PIN Code" error={errors.address?.zipCode?.message} hint={pinHint(pinLookup)}>
          {(aria) => (
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="6-digit PIN"
              {...aria}
              {...digitsField(register('address.zipCode'), 6)}
            />
          )}
        </Field>
        <Field label="City" error={errors.address?.city?.message}>
          {(aria) => <Input autoComplete="address-level2" placeholder="City" {...aria} {...register('address.city')} />}
        </Field>
        <Field label="State" error={errors.address?.state?.message}>
          {(aria) => (
            <select className={SELECT} autoComplete="address-level1" {...aria} {...register('address.state')}>
              <StateOptions current={user.address?.state} />
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
