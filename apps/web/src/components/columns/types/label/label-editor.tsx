import type { PickerOption } from '@/components/ui/picker';
import { t } from '@/lib/i18n';
import type { EditorProps } from '../../model';
import { OptionPicker } from '../../option-picker';
import { LabelPill } from './label-pill';

/** Status and priority: one label from the column's labels, shown in its colour. */
export const LabelEditor = ({ draft, onChange, options, ...props }: EditorProps) => {
  const colorOf = (name: string) => options.find((o) => o.name === name)?.color;
  const swatch = (color: string | undefined) => (
    <span
      aria-hidden="true"
      className="size-3 shrink-0 rounded-sm border border-black/10"
      style={{ backgroundColor: color ?? 'var(--muted)' }}
    />
  );
  return (
    <OptionPicker
      {...props}
      mode="single"
      options={options}
      value={draft.text.trim() ? [draft.text] : []}
      onChange={(labels) => onChange({ text: labels[0] ?? '' })}
      leading={(o) => swatch(o.color)}
      renderChip={(o: PickerOption) => <LabelPill label={o.label} color={colorOf(o.value)} />}
      placeholder={t('boards.columns.picker.select', { column: draft.title })}
    />
  );
};
