import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export const popoverClasses =
  'z-[1000] rounded-card border border-border bg-popover text-popover-foreground shadow-overlay outline-none animate-popover';

/**
 * Radix returns focus to the trigger once the popover has left the DOM, after its exit animation. By then
 * the user may have moved on (opened the next picker straight away): focus is returned only when nothing
 * else has taken it, else it would be pulled out of the next popover and close that one.
 */
const returnFocusUnlessMoved = (event: Event) => {
  const active = document.activeElement;
  if (active && active !== document.body) event.preventDefault();
};

export const PopoverContent = ({
  className,
  align = 'start',
  sideOffset = 6,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) => (
  <PopoverPrimitive.Portal>
    <PopoverPrimitive.Content
      align={align}
      sideOffset={sideOffset}
      className={cn(popoverClasses, 'w-72 p-4', className)}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (!event.defaultPrevented) returnFocusUnlessMoved(event);
      }}
      {...props}
    />
  </PopoverPrimitive.Portal>
);
