import { Check, ChevronsUpDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from './command';
import { inputClasses } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** Case-insensitive search by label only (values are ids that should not match a search). */
export const matchLabel = (_value: string, search: string, keywords?: string[]): number =>
  (keywords ?? []).join(' ').toLowerCase().includes(search.trim().toLowerCase()) ? 1 : 0;

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  options: readonly ComboboxOption[];
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  /** Shown when the search matches nothing (e.g. 'No options found'). */
  emptyText: string;
  disabled?: boolean;
  className?: string;
  id?: string;
  /** Drawn before the chosen label on the button. */
  icon?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A searchable single-choice select: a button showing the choice opens a popover with a search box and
 * the filtered list. Choosing the current value again keeps it (it cannot be cleared).
 */
export const Combobox = ({
  options,
  value,
  onValueChange,
  placeholder = t('common.picker.placeholder'),
  searchPlaceholder = t('common.picker.search'),
  emptyText,
  disabled,
  className,
  id,
  icon,
  ...aria
}: ComboboxProps) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const selected = options.find((o) => o.value === value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-haspopup="listbox"
          disabled={disabled}
          className={cn(inputClasses, 'items-center justify-between gap-2 text-start', className)}
          {...aria}
        >
          <span className="flex min-w-0 items-center gap-2">
            {icon}
            <span className={cn('truncate', !selected && 'text-muted-foreground')}>
              {selected?.label ?? placeholder}
            </span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" strokeWidth={1.75} />
        </button>
      </PopoverTrigger>
      {/* The popup is a dialog (search box and list): it takes the name of the field that opened it. */}
      <PopoverContent
        className="w-[var(--radix-popover-trigger-width)] min-w-56 p-0"
        aria-label={aria['aria-labelledby'] ? undefined : (aria['aria-label'] ?? searchPlaceholder)}
        aria-labelledby={aria['aria-labelledby']}
      >
        <Command filter={matchLabel}>
          <CommandInput placeholder={searchPlaceholder} aria-label={searchPlaceholder} />
          <CommandList id={listId}>
            <CommandEmpty>{emptyText}</CommandEmpty>
            {options.map((option) => (
              <CommandItem
                key={option.value}
                value={option.value}
                keywords={[option.label]}
                onSelect={() => {
                  onValueChange(option.value);
                  setOpen(false);
                }}
              >
                <span className="truncate">{option.label}</span>
                {option.value === value && (
                  <Check className="ms-auto size-4 text-primary-text" strokeWidth={2} aria-hidden="true" />
                )}
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
};
