import { Check, Minus } from 'lucide-react';
import { t } from '@/lib/i18n';
import type { CellProps } from '../../model';

/** §2 checkbox: Yes or No. */
export const CheckboxCell = ({ value }: CellProps) => {
  const checked = value.text.trim().toLowerCase() === 'true';
  const Icon = checked ? Check : Minus;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon
        className={checked ? 'size-3.5 text-success-text' : 'size-3.5 text-muted-foreground'}
        strokeWidth={2.25}
        aria-hidden="true"
      />
      {checked ? t('common.yes') : t('common.no')}
    </span>
  );
};
