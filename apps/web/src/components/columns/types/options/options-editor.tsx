import { t } from '@/lib/i18n';
import type { EditorProps } from '../../model';
import { OptionPicker } from '../../option-picker';

/** Labels are stored comma-free (the contract refuses commas), so a dropdown's text splits safely. */
const split = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Dropdown: several labels, sent as text ('A, B'). */
export const DropdownEditor = ({ draft, onChange, ...props }: EditorProps) => (
  <OptionPicker
    {...props}
    mode="multi"
    value={split(draft.text)}
    onChange={(labels) => onChange({ text: labels.join(', ') })}
    placeholder={t('boards.columns.picker.select', { column: draft.title })}
  />
);

/** Tags: several labels, sent as selectedTags (and as text, for the change check). */
export const TagsEditor = ({ draft, onChange, ...props }: EditorProps) => (
  <OptionPicker
    {...props}
    mode="multi"
    value={draft.selectedTags}
    onChange={(tags) => onChange({ selectedTags: tags, text: tags.join(', ') })}
    placeholder={t('boards.columns.picker.select', { column: draft.title })}
  />
);
