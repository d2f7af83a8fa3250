import { Check, ChevronsUpDown } from 'lucide-react';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { MAX_VISIBLE_SELECTIONS, screenTexts } from '@portico/contract';
import { formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from './command';
import { matchLabel } from './combobox';
import { inputClasses } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface PickerOption {
  value: string;
  label: string;
  /** Drawn before the label in the list and in the chips (a colour swatch, an avatar). */
  leading?: ReactNode;
}

export interface PickerProps {
  /** 'single' picks one option (choosing it again clears it); 'multi' toggles options on and off. */
  mode: 'single' | 'multi';
  options: readonly PickerOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  id?: string;
  placeholder?: string;
  searchPlaceholder?: string;
  /** How a chosen option shows on the button (a plain chip by default). */
  renderChip?: (option: PickerOption) => ReactNode;
  /** Below the list (e.g. 'Add New Label'); `close` closes the popover first. */
  footer?: (close: () => void) => ReactNode;
  disabled?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
}

/**
 * An option's leading picture is decoration: the label beside it names the option. Without this an avatar's
 * alt text doubles the name ('Priya Raman Priya Raman') in the list and on the button.
 */
const decorative = (option: PickerOption): PickerOption =>
  option.leading
    ? {
        ...option,
        leading: (
          <span aria-hidden="true" className="inline-flex shrink-0">
            {option.leading}
          </span>
        ),
      }
    : option;

export const defaultChip = (option: PickerOption) => (
  <span className="inline-flex max-w-40 min-w-0 items-center gap-1.5 rounded-md bg-muted px-1.5 py-0.5 text-[13px] text-foreground">
    {option.leading}
    <span className="truncate">{option.label}</span>
  </span>
);

/**
 * §2 pickers (people, tags, dropdown, status): the button shows the first 3 choices then '+N'; the list
 * searches by name, case-insensitively, says 'Nothing found...' when nothing matches and is 200 px high.
 * Keyboard: Enter or Space opens, arrows move, Enter picks, Escape closes and focus returns to the button.
 */
export const Picker = ({
  mode,
  options,
  value,
  onChange,
  id,
  placeholder = t('common.picker.placeholder'),
  searchPlaceholder = t('common.picker.search'),
  renderChip = defaultChip,
  footer,
  disabled,
  triggerRef,
  ...aria
}: PickerProps) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const chosen = value.map((v) => decorative(options.find((o) => o.value === v) ?? { value: v, label: v }));
  const shown = chosen.slice(0, MAX_VISIBLE_SELECTIONS);
  const rest = chosen.length - shown.length;

  const toggle = (option: string) => {
    if (mode === 'single') {
      onChange(value.includes(option) ? [] : [option]);
      setOpen(false);
      return;
    }
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          ref={triggerRef}
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-haspopup="listbox"
          disabled={disabled}
          className={cn(
            inputClasses,
            // Grows with its chips; the inputs' fixed phone height (max-md:h-10) would let them spill out.
            'h-auto min-h-9 items-center justify-between gap-2 py-1 text-start max-md:h-auto max-md:min-h-10',
          )}
          {...aria}
        >
          {chosen.length === 0 ? (
            <span className="truncate text-muted-foreground">{placeholder}</span>
          ) : (
            <span className="flex min-w-0 flex-wrap items-center gap-1">
              {shown.map((option) => (
                <span key={option.value} className="flex min-w-0">
                  {renderChip(option)}
                </span>
              ))}
              {rest > 0 && (
                <span className="rounded-md bg-selected px-1.5 py-0.5 text-[13px] font-medium text-selected-foreground">
                  +{formatNumber(rest)}
                </span>
              )}
            </span>
          )}
          <ChevronsUpDown
            className="size-4 shrink-0 text-muted-foreground"
            strokeWidth={1.75}
            aria-hidden="true"
          />
        </button>
      </PopoverTrigger>
      {/* The popup is a dialog (search box and list): it is named after what it picks. */}
      <PopoverContent
        className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0"
        aria-label={placeholder}
      >
        <Command filter={matchLabel}>
          <CommandInput placeholder={searchPlaceholder} aria-label={searchPlaceholder} />
          <CommandList id={listId} aria-multiselectable={mode === 'multi' || undefined}>
            <CommandEmpty>{localize(screenTexts.nothingFound)}</CommandEmpty>
            {options.map((option) => {
              const selected = value.includes(option.value);
              return (
                <CommandItem
                  key={option.value}
                  value={option.value}
                  keywords={[option.label]}
                  onSelect={() => toggle(option.value)}
                  data-checked={selected || undefined}
                >
                  {mode === 'multi' && (
                    <span
                      aria-hidden="true"
                      className={cn(
                        'grid size-4 shrink-0 place-items-center rounded-[4px] border border-input',
                        selected && 'border-primary bg-primary text-primary-foreground',
                      )}
                    >
                      {selected && <Check className="size-3" strokeWidth={3} />}
                    </span>
                  )}
                  {decorative(option).leading}
                  <span className="truncate">{option.label}</span>
                  {selected && <span className="sr-only"> {t('common.picker.selected')}</span>}
                  {mode === 'single' && selected && (
                    <Check className="ms-auto size-4 text-primary-text" strokeWidth={2} aria-hidden="true" />
                  )}
                </CommandItem>
              );
            })}
          </CommandList>
        </Command>
        {/* Outside the list: cmdk turns Enter anywhere inside it into picking the highlighted option. */}
        {footer && <div className="border-t border-border p-1.5">{footer(() => setOpen(false))}</div>}
      </PopoverContent>
    </Popover>
  );
};
