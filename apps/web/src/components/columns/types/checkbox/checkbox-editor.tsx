import { Checkbox } from '@/components/ui/checkbox';
import { t } from '@/lib/i18n';
import type { EditorProps } from '../../model';

/** Checkbox: checked or not, sent as 'true' / 'false'. */
export const CheckboxEditor = ({ draft, onChange, id, invalid, describedBy, disabled }: EditorProps) => {
  const checked = draft.text === 'true';
  return (
    <span className="flex h-9 items-center gap-2.5 max-md:h-10">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(next) => onChange({ text: next === true ? 'true' : 'false' })}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="size-5"
      />
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {checked ? t('common.yes') : t('common.no')}
      </span>
    </span>
  );
};
