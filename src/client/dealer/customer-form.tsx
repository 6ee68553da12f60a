/**
 * The dealer order's customer details (docs/product.md#dealer-order-payload saved customer form,
 * docs/product.md#dealer-inputs).
 */
import { useId } from 'react';
import { Input, PrefixedInput, Textarea } from '../components/ui/input';
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

/** One customer detail: label (required ones starred), the input and its optional prefix. */
function CustomerField({ field, label, info, onChange, optional, className, inputProps, prefix }: FieldProps) {
  const id = useId();
  const control = {
    id,
    value: info[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(field, e.target.value),
    required: !optional,
    ...inputProps,
  };
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
      {prefix ? (
        <PrefixedInput prefix={prefix} {...control} />
      ) : (
        <div className="flex">
          <Input {...control} />
        </div>
      )}
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
        <CustomerField {...common} field="customerState" label="State" inputProps={{ autoComplete: 'off' }} />
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
