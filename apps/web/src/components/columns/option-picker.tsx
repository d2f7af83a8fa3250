import { Plus } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import type { DropdownOption } from '@portico/contract';
import { Picker, type PickerOption, defaultChip } from '@/components/ui/picker';
import { t } from '@/lib/i18n';
import { AddLabelDialog } from './add-label-dialog';
import type { EditorProps } from './model';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface OptionPickerProps extends Omit<EditorProps, 'draft' | 'onChange'> {
  mode: 'single' | 'multi';
  value: readonly string[];
  onChange: (labels: string[]) => void;
  leading?: (option: DropdownOption) => ReactNode;
  renderChip?: (option: PickerOption) => ReactNode;
  placeholder: string;
}

/**
 * A picker over a column's labels (status, priority, dropdown, tags) with 'Add New Label' where new values
 * are allowed: the new label joins the options on this screen and is chosen; the server adds it on save.
 * A label that exists already (in any case) is chosen instead of added twice.
 */
export const OptionPicker = ({
  mode,
  value,
  onChange,
  options,
  onAddOption,
  leading,
  renderChip = defaultChip,
  placeholder,
  id,
  invalid,
  describedBy,
  disabled,
}: OptionPickerProps) => {
  const trigger = useRef<HTMLButtonElement>(null);
  const [adding, setAdding] = useState(false);

  const add = (label: string) => {
    const existing = options.find((o) => same(o.name, label));
    if (!existing) onAddOption?.({ name: label });
    const name = existing?.name ?? label;
    if (mode === 'single') onChange([name]);
    else if (!value.some((v) => same(v, name))) onChange([...value, name]);
  };

  return (
    <>
      <Picker
        mode={mode}
        id={id}
        triggerRef={trigger}
        options={options.map((o) => ({ value: o.name, label: o.name, leading: leading?.(o) }))}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        searchPlaceholder={t('boards.columns.picker.searchByName')}
        renderChip={renderChip}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        footer={
          onAddOption
            ? (close) => (
                <button
                  type="button"
                  onClick={() => {
                    close();
                    setAdding(true);
                  }}
                  className="flex h-9 w-full items-center gap-2 rounded-md px-2.5 text-sm text-primary-text hover:bg-accent"
                >
                  <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />
                  {t('boards.columns.picker.addLabel')}
                </button>
              )
            : undefined
        }
      />
      {onAddOption && (
        <AddLabelDialog open={adding} onOpenChange={setAdding} onAdd={add} returnFocusTo={trigger} />
      )}
    </>
  );
};
