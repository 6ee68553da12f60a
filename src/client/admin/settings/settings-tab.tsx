/**
 * Admin › Settings: the seller's business settings (docs/decisions/046-business-settings.md),
 * one react-hook-form form on the shared BusinessSettingsRequest schema, so the field messages
 * are the server's. A banner says when the seller is not set up yet (`configured: false`).
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AlertTriangle, Loader2, Save } from 'lucide-react';
import { GST_STATES } from '#shared/gst-states';
import { missingSellerDetails } from '#shared/seller-details';
import { BusinessSettingsRequest, GST_RATES, type BusinessSettings } from '#shared/schemas/business-settings';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Field, phoneField } from '../../components/ui/field';
import { Input, PhoneInput, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { showServerIssues } from '../../api/server-issues';
import { TabHeading } from '../tab-parts';
import { useBusinessSettings, useSaveBusinessSettings } from './settings-api';
import { useCan } from '../staff-context';
import { CodSettingsSection } from './cod-settings-section';

type SettingsInput = z.input<typeof BusinessSettingsRequest>;
type SettingsOutput = z.output<typeof BusinessSettingsRequest>;

const FIELDS = [
  'legalName',
  'tradeName',
  'address',
  'stateCode',
  'gstin',
  'email',
  'phone',
  'grievanceOfficer',
  'hsnCode',
  'gstRatePercent',
  'invoicePrefix',
] as const;

const SELECT =
  'flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 aria-[invalid=true]:border-red-500 md:text-sm';

/** The form's values from the stored settings (a blank GSTIN for an unregistered seller). */
export function settingsFormValues(settings: BusinessSettings): SettingsInput {
  return {
    legalName: settings.legalName,
    tradeName: settings.tradeName,
    address: settings.address,
    stateCode: settings.stateCode,
    gstin: settings.gstin ?? '',
    email: settings.email,
    phone: settings.phone,
    grievanceOfficer: { ...settings.grievanceOfficer },
    hsnCode: settings.hsnCode,
    gstRatePercent: settings.gstRatePercent,
    invoicePrefix: settings.invoicePrefix,
  };
}

/** A titled group of fields. */
function Group({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 sm:p-6">
      <legend className="sr-only">{title}</legend>
      <div className="sm:col-span-2">
        <h3 className="text-base font-bold text-gray-900">{title}</h3>
        <p className="text-sm text-gray-600">{description}</p>
      </div>
      {children}
    </fieldset>
  );
}

function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const save = useSaveBusinessSettings();
  const form = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(BusinessSettingsRequest),
    defaultValues: settingsFormValues(settings),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;
  const officer = errors.grievanceOfficer;

  useEffect(() => {
    reset(settingsFormValues(settings));
  }, [settings, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, gstin: values.gstin ?? '' });
      toast({ title: 'Settings saved', description: 'The policy pages, footer and new invoices use them now.', variant: 'success' });
    } catch (error) {
      const shown = showServerIssues(error, FIELDS, (path, message) => setError(path as keyof SettingsInput, { message }));
      toast({
        title: 'Settings not saved',
        description: shown ? 'Check the fields marked in red.' : 'The server could not save them. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate aria-label="Business settings" onSubmit={(event) => void submit(event)} className="grid gap-4">
      <Group title="Seller" description="Shown on the policy pages, in the footer and on every invoice.">
        <Field id="settings-legal-name" label="Legal name" error={errors.legalName?.message}>
          {(aria) => <Input {...aria} autoComplete="organization" {...register('legalName')} />}
        </Field>
        <Field id="settings-trade-name" label="Trade name" error={errors.tradeName?.message}>
          {(aria) => <Input {...aria} {...register('tradeName')} />}
        </Field>
        <Field id="settings-address" label="Registered address" error={errors.address?.message} className="sm:col-span-2">
          {(aria) => <Textarea {...aria} rows={3} autoComplete="street-address" {...register('address')} />}
        </Field>
        <Field id="settings-state" label="State (GST state code)" error={errors.stateCode?.message}>
          {(aria) => (
            <select className={SELECT} {...aria} {...register('stateCode')}>
              {GST_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.code} · {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="settings-gstin"
          label="GSTIN"
          optional
          error={errors.gstin?.message}
          hint="Leave blank if not registered for GST: documents are then bills of supply."
        >
          {(aria) => <Input {...aria} className="uppercase" maxLength={15} autoComplete="off" {...register('gstin')} />}
        </Field>
        <Field id="settings-email" label="E-mail" error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field id="settings-phone" label="Phone" error={errors.phone?.message}>
          {(aria) => <PhoneInput {...aria} type="tel" placeholder="10-digit mobile number" {...phoneField(register('phone'))} />}
        </Field>
      </Group>

      <Group
        title="Grievance officer"
        description="Named on the Grievance Redressal and Privacy pages (Consumer Protection (E-Commerce) Rules 2020, rule 4)."
      >
        <Field id="settings-officer-name" label="Name" error={officer?.name?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...register('grievanceOfficer.name')} />}
        </Field>
        <Field id="settings-officer-designation" label="Designation" error={officer?.designation?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...register('grievanceOfficer.designation')} />}
        </Field>
        <Field id="settings-officer-email" label="E-mail" error={officer?.email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="off" {...register('grievanceOfficer.email')} />}
        </Field>
        <Field id="settings-officer-phone" label="Phone" error={officer?.phone?.message}>
          {(aria) => (
            <PhoneInput {...aria} type="tel" placeholder="10-digit mobile number" {...phoneField(register('grievanceOfficer.phone'))} />
          )}
        </Field>
      </Group>

      <Group title="Invoices" description="The HSN code, GST rate and number prefix of new invoices; issued invoices keep theirs.">
        <Field id="settings-hsn" label="HSN code" error={errors.hsnCode?.message} hint="3926: other articles of plastics.">
          {(aria) => <Input {...aria} inputMode="numeric" maxLength={8} autoComplete="off" {...register('hsnCode')} />}
        </Field>
        <Field id="settings-rate" label="GST rate (%)" error={errors.gstRatePercent?.message}>
          {(aria) => (
            <select className={SELECT} {...aria} {...register('gstRatePercent', { setValueAs: (value: string | number) => Number(value) })}>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate} %
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="settings-prefix"
          label="Invoice prefix"
          error={errors.invoicePrefix?.message}
          hint="1 to 3 letters or digits, e.g. CH → CH/25-26/000001."
        >
          {(aria) => <Input {...aria} className="uppercase" maxLength={3} autoComplete="off" {...register('invoicePrefix')} />}
        </Field>
      </Group>

      <div className="flex justify-end">
        <Button type="submit" variant="brand" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** The Settings tab. */
export function SettingsTab() {
  const query = useBusinessSettings();
  const canCod = useCan('cod:settings');
  if (!query.data) return <QueryStatus query={query} loading="Loading settings..." error="Failed to Load Settings" />;
  return (
    <section aria-labelledby="settings-heading" className="grid gap-4">
      <TabHeading id="settings-heading" title="Business settings" className="text-lg font-bold text-gray-900">
        Who sells, from where, under which GSTIN, and how invoices are numbered.
      </TabHeading>
      {missingSellerDetails(query.data).length > 0 && (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="settings-not-configured"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">The seller is not set up yet.</span> Missing: {missingSellerDetails(query.data).join(', ')}. The
            policy pages, the footer and invoices show placeholders, and the checkout is closed in production, until you save these
            settings.
          </p>
        </div>
      )}
      <SettingsForm settings={query.data} />
      {canCod && <CodSettingsSection />}
    </section>
  );
}
