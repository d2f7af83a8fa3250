import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '@/lib/utils';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  /** Shown before the label; the label stays the option's accessible name. */
  icon?: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  options: ReadonlyArray<SegmentedOption<T>>;
  value: T;
  /** Called with the chosen value; choosing the current one again changes nothing. */
  onValueChange: (value: T) => void;
  /** The group's accessible name. */
  'aria-label': string;
  className?: string;
  /** Hides the visible labels on small screens (the icons stay, the names stay accessible). */
  compactLabels?: boolean;
}

/**
 * Which option a key moves to (WAI-ARIA radio group): previous/next wrap around, Home/End go to the ends.
 * Read right to left, the options run from the right, so the left arrow goes to the next one.
 */
const targetIndex = (key: string, current: number, count: number, rtl: boolean): number | null => {
  const previous = (current - 1 + count) % count;
  const next = (current + 1) % count;
  switch (key) {
    case 'ArrowLeft':
      return rtl ? next : previous;
    case 'ArrowRight':
      return rtl ? previous : next;
    case 'ArrowUp':
      return previous;
    case 'ArrowDown':
      return next;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};

/**
 * A segmented control with the WAI-ARIA radio group pattern: one tab stop (the checked option), and the
 * arrow keys, Home and End move the focus and choose the option they land on.
 */
export const SegmentedControl = <T extends string>({
  options,
  value,
  onValueChange,
  className,
  compactLabels,
  'aria-label': label,
}: SegmentedControlProps<T>) => {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const checkedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = targetIndex(event.key, index, options.length, rtl);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    const option = options[next];
    if (option && option.value !== value) onValueChange(option.value);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-0.5 rounded-control border border-input bg-muted p-0.5 max-md:h-10',
        className,
      )}
    >
      {options.map((option, index) => {
        const checked = index === checkedIndex;
        return (
          <button
            key={option.value}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.label}
            title={option.label}
            tabIndex={checked ? 0 : -1}
            data-state={checked ? 'on' : 'off'}
            onClick={() => !checked && onValueChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex h-full items-center gap-1.5 rounded-[6px] px-2.5 text-[13px] font-medium text-muted-foreground transition-colors',
              'hover:text-foreground data-[state=on]:bg-surface data-[state=on]:text-foreground data-[state=on]:shadow-raised',
              '[&_svg]:size-4 [&_svg]:shrink-0',
            )}
          >
            {option.icon}
            <span className={cn(compactLabels && 'max-sm:hidden')}>{option.label}</span>
          </button>
        );
      })}
    </div>
  );
};
