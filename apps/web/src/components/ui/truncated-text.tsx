import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

export interface TruncatedTextProps {
  children: ReactNode;
  /** What the tooltip shows; the children's text by default. */
  full?: ReactNode;
  className?: string;
}

const isTruncated = (el: HTMLElement | null) => Boolean(el && el.scrollWidth > el.clientWidth + 1);

/**
 * Text kept to one line with an ellipsis; the full text shows in a tooltip on hover, and only when it is
 * actually cut off (a tooltip repeating what is visible is noise).
 */
export const TruncatedText = ({ children, full, className }: TruncatedTextProps) => {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={(next) => setOpen(next && isTruncated(ref.current))}>
      <TooltipPrimitive.Trigger asChild>
        <span ref={ref} className={cn('block min-w-0 truncate', className)}>
          {children}
        </span>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-[1200] max-w-sm rounded-md bg-foreground px-2 py-1 text-xs font-medium break-words whitespace-pre-line text-background shadow-overlay animate-popover"
        >
          {full ?? children}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
};
