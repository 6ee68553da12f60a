import * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from '../../lib/utils';

/** Button styles (shadcn/ui). */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-gray-900 text-white hover:bg-gray-800',
        brand: 'bg-pink-600 text-white hover:bg-pink-700',
        outline: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
        secondary: 'bg-gray-100 text-gray-900 hover:bg-gray-200',
        ghost: 'text-gray-700 hover:bg-gray-100',
        destructive: 'bg-red-600 text-white hover:bg-red-700',
        link: 'text-pink-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'h-10 w-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

/**
 * A button; `asChild` renders the styles onto its child (a link). While React hydrates a
 * prerendered page a button has no handler yet, so it says it is disabled (`aria-disabled`,
 * no visual change) instead of swallowing a click (docs/decisions/030); links work throughout.
 */
export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(({ className, variant, size, asChild = false, ...props }, ref) => {
  const hydrated = useHydrated();
  const Comp = asChild ? Slot.Root : 'button';
  const hydrating = !hydrated && !asChild ? { 'aria-disabled': true } : {};
  return <Comp className={cn(buttonVariants({ variant, size, className }))} ref={ref} {...hydrating} {...props} />;
});
Button.displayName = 'Button';
