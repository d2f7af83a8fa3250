import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** An on/off setting that applies as a whole (role="switch"); label it with a Label's htmlFor. */
export const Switch = ({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) => (
  <SwitchPrimitive.Root
    className={cn(
      'peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent',
      'bg-input transition-colors data-[state=checked]:bg-primary',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      'disabled:cursor-not-allowed disabled:opacity-60',
      className,
    )}
    {...props}
  >
    <SwitchPrimitive.Thumb
      className={cn(
        'pointer-events-none block size-4 rounded-full bg-primary-foreground shadow-raised',
        'translate-x-0.5 transition-transform data-[state=checked]:translate-x-[18px] motion-reduce:transition-none',
        // Read right to left, off is on the right and on is on the left.
        'rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[18px]',
      )}
    />
  </SwitchPrimitive.Root>
);
