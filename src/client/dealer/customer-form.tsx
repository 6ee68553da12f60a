/**
 * The dealer order's customer details (docs/product.md#dealer-order-payload saved customer form,
 * docs/product.md#dealer-inputs).
 */
import { useId, type ReactNode } from 'react';
import { pinHint, usePinAutofill } from '../components/pin-autofill';
import { Input, PrefixedInput, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { StateOptions } from '../shop/checkout/state-options';
import { customerFieldProblem, type CustomerInfo } from './order-draft';

interface FieldProps {
  field: keyof CustomerInfo;
  label: string;
  info: CustomerInfo;
  onChange: (field: keyof CustomerInfo, value: string) => void;
  optional?: boolean;
  className?: string;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
  prefix?: string;
  /** A line under the input (the PIN code's place). */
  hint?: ReactNode;
}

/** A label with a star for required fields. */
function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {optional ? (
        <span className="font-normal text-gray-500"> (optional)</span>
      ) : (
        <span aria-hidden className="text-pink-600">
          {' '}
          *
        </span>
      )}
    </Label>
  );
}

/** One customer detail: label (required ones starred), the input and its optional prefix. */
function CustomerField({ field, label, info, onChange, optional, className, inputProps, prefix, hint }: FieldProps) {
  const id = useId();
  const problem = customerFieldProblem(info, field);
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  const control = {
    id,
    value: info[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(field, e.target.value),
    required: !optional,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(problem ? { 'aria-invalid': true } : {}),
    ...inputProps,
  };
  return (
    <div className={`grid gap-1.5 ${className ?? ''}`}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      {prefix ? (
        <PrefixedInput prefix={prefix} {...control} />
      ) : (
        <div className="flex">
          <Input {...control} />
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The State select (GST states: docs/decisions/049-address-state-codes.md). */
function StateField({ info, onChange }: { info: CustomerInfo; onChange: FieldProps['onChange'] }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id} label="State" />
      <select
        id={id}
        required
        value={info.customerState}
        onChange={(e) => onChange('customerState', e.target.value)}
        className="flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 md:text-sm"
      >
        <StateOptions current={info.customerState} />
      </select>
    </div>
  );
}

/** The customer form; every change goes to `onChange` (which saves the draft). */
export function CustomerForm({ info, onChange }: { info: CustomerInfo; onChange: (field: keyof CustomerInfo, value: string) => void }) {
  const instructionsId = useId();
  const common = { info, onChange };
  const pinLookup = usePinAutofill(info.customerPinCode, {
    getCity: () => info.customerCity,
    setCity: (city) => onChange('customerCity', city),
    setState: (state) => onChange('customerState', state),
  });
  return (
    <section aria-labelledby="customer-info-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="customer-info-title" className="text-lg font-bold text-gray-950">
        Customer Information
      </h2>
      <p className="mt-1 text-sm text-gray-600">Where we ship this order.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <CustomerField {...common} field="customerName" label="Customer Name" inputProps={{ autoComplete: 'off' }} />
        <CustomerField {...common} field="customerEmail" label="Email" inputProps={{ type: 'email', autoComplete: 'off' }} />
        <CustomerField
          {...common}
          field="customerPhone"
          label="Phone"
          prefix="+91"
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', placeholder: '10-digit mobile number' }}
        />
        <CustomerField
          {...common}
          field="customerPinCode"
          label="PIN Code"
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', placeholder: '6 digits' }}
          hint={pinHint(pinLookup)}
        />
        <CustomerField
          {...common}
          field="customerAddress"
          label="Address Line 1"
          className="sm:col-span-2"
          inputProps={{ autoComplete: 'off' }}
        />
        <CustomerField
          {...common}
          field="customerAddressLine2"
          label="Address Line 2"
          optional
          className="sm:col-span-2"
          inputProps={{ autoComplete: 'off' }}
        />
        <CustomerField {...common} field="customerCity" label="City" inputProps={{ autoComplete: 'off' }} />
        <StateField info={info} onChange={onChange} />
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={instructionsId}>
            Special Instructions<span className="font-normal text-gray-500"> (optional)</span>
          </Label>
          <Textarea
            id={instructionsId}
            value={info.specialInstructions}
            onChange={(e) => onChange('specialInstructions', e.target.value)}
            rows={2}
            maxLength={500}
          />
        </div>
      </div>
    </section>
  );
}
