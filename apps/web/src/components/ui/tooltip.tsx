import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const TooltipProvider = TooltipPrimitive.Provider;

export interface TooltipProps extends Omit<ComponentProps<typeof TooltipPrimitive.Content>, 'content'> {
  content: ReactNode;
  children: ReactNode;
  /** Only show the tooltip when this is true (e.g. when a name is actually truncated). */
  enabled?: boolean;
}

/** A tooltip on hover and keyboard focus. The trigger keeps its own accessible name. */
export const Tooltip = ({
  content,
  children,
  enabled = true,
  className,
  sideOffset = 6,
  ...props
}: TooltipProps) => {
  if (!enabled) return <>{children}</>;
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={sideOffset}
          className={cn(
            'z-[1200] max-w-xs rounded-md bg-foreground px-2 py-1 text-xs font-medium text-background shadow-overlay animate-popover',
            className,
          )}
          {...props}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
};
