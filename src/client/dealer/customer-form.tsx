/** The dealer order's customer details (spec §3 saved customer form, §5 "Dealer order"). */
import { useId } from 'react';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import type { CustomerInfo } from './order-draft';

interface FieldProps {
  field: keyof CustomerInfo;
  label: string;
  info: CustomerInfo;
  onChange: (field: keyof CustomerInfo, value: string) => void;
  optional?: boolean;
  className?: string;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
  prefix?: string;
}

function Field({ field, label, info, onChange, optional, className, inputProps, prefix }: FieldProps) {
  const id = useId();
  return (
    <div className={`grid gap-1.5 ${className ?? ''}`}>
      <Label htmlFor={id}>
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
      <div className="flex">
        {prefix && (
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-300 bg-gray-50 px-3 text-sm text-gray-600">
            {prefix}
          </span>
        )}
        <Input
          id={id}
          value={info[field]}
          onChange={(e) => onChange(field, e.target.value)}
          required={!optional}
          className={prefix ? 'rounded-l-none' : undefined}
          {...inputProps}
        />
      </div>
    </div>
  );
}

/** The customer form; every change goes to `onChange` (which saves the draft). */
export function CustomerForm({ info, onChange }: { info: CustomerInfo; onChange: (field: keyof CustomerInfo, value: string) => void }) {
  const instructionsId = useId();
  const common = { info, onChange };
  return (
    <section aria-labelledby="customer-info-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="customer-info-title" className="text-lg font-bold text-gray-950">
        Customer Information
      </h2>
      <p className="mt-1 text-sm text-gray-600">Where we ship this order.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field {...common} field="customerName" label="Customer Name" inputProps={{ autoComplete: 'off' }} />
        <Field {...common} field="customerEmail" label="Email" inputProps={{ type: 'email', autoComplete: 'off' }} />
        <Field
          {...common}
          field="customerPhone"
          label="Phone"
          prefix="+91"
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', placeholder: '10-digit mobile number' }}
        />
        <Field
          {...common}
          field="customerPinCode"
          label="PIN Code"
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', placeholder: '6 digits' }}
        />
        <Field {...common} field="customerAddress" label="Address Line 1" className="sm:col-span-2" inputProps={{ autoComplete: 'off' }} />
        <Field
          {...common}
          field="customerAddressLine2"
          label="Address Line 2"
          optional
          className="sm:col-span-2"
          inputProps={{ autoComplete: 'off' }}
        />
        <Field {...common} field="customerCity" label="City" inputProps={{ autoComplete: 'off' }} />
        <Field {...common} field="customerState" label="State" inputProps={{ autoComplete: 'off' }} />
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
