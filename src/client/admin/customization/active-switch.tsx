import { Switch } from 'radix-ui';

/** Shows or hides an option in the shop; named "Show {displayName} in the shop". */
export function ActiveSwitch({
  displayName,
  checked,
  disabled,
  onChange,
}: {
  displayName: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-xs font-medium text-gray-600">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-label={`Show ${displayName} in the shop`}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-green-600"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <span aria-hidden="true" className="w-12">
        {checked ? 'In shop' : 'Hidden'}
      </span>
    </label>
  );
}
