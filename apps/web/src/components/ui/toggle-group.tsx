import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface SegmentedControlProps {
  value: string;
  /** Called with the chosen value; choosing the current one again changes nothing. */
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A segmented control: one choice of a few (Radix toggle group, single). Arrow keys move between the
 * options, the group is one tab stop.
 */
export const SegmentedControl = ({
  value,
  onValueChange,
  className,
  children,
  ...aria
}: SegmentedControlProps) => (
  <ToggleGroupPrimitive.Root
    type="single"
    value={value}
    // Radix reports '' when the pressed option is pressed again: a segmented control always has a choice.
    onValueChange={(next) => next && onValueChange(next)}
    className={cn(
      'inline-flex h-9 shrink-0 items-center gap-0.5 rounded-control border border-input bg-muted p-0.5 max-md:h-10',
      className,
    )}
    {...aria}
  >
    {children}
  </ToggleGroupPrimitive.Root>
);

export const SegmentedItem = ({ className, ...props }: ComponentProps<typeof ToggleGroupPrimitive.Item>) => (
  <ToggleGroupPrimitive.Item
    className={cn(
      'inline-flex h-full items-center gap-1.5 rounded-[6px] px-2.5 text-[13px] font-medium text-muted-foreground transition-colors',
      'hover:text-foreground data-[state=on]:bg-surface data-[state=on]:text-foreground data-[state=on]:shadow-raised',
      '[&_svg]:size-4 [&_svg]:shrink-0',
      className,
    )}
    {...props}
  />
);
