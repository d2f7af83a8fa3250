import { useId } from 'react';
import {
  DATE_FORMATS,
  type DateFormat,
  ITEM_VIEWS,
  type ItemView,
  type SortOption,
  type UserPreferences,
} from '@portico/contract';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { dateFormatExample, isDateFormat } from '@/lib/dates';
import { type MessageKey, t } from '@/lib/i18n';
import { resolveSortPreference } from '@/lib/sorting';

const ITEM_VIEW_LABELS: Record<ItemView, MessageKey> = {
  card: 'settings.preferencesFields.viewCard',
  list: 'settings.preferencesFields.viewList',
  table: 'settings.preferencesFields.viewTable',
};

const isItemView = (value: string): value is ItemView => (ITEM_VIEWS as readonly string[]).includes(value);

export interface PreferencesFieldsProps {
  value: UserPreferences;
  onChange: (value: UserPreferences) => void;
  sortingOptions: readonly SortOption[];
  disabled?: boolean;
}

/**
 * §2 Preferences: Item View, Sort Preference (options from the board screen) and Date Format. They are
 * selects without an empty choice, so none can be cleared (§5).
 */
export const PreferencesFields = ({ value, onChange, sortingOptions, disabled }: PreferencesFieldsProps) => {
  const id = useId();
  const sortValue = resolveSortPreference(value.sortPreference, [...sortingOptions]);
  const field = (name: string) => ({ trigger: `${id}-${name}`, label: `${id}-${name}-label` });
  const view = field('view');
  const sort = field('sort');
  const date = field('date');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <Label id={view.label} htmlFor={view.trigger}>
          {t('settings.preferencesFields.itemView')}
        </Label>
        <Select
          value={value.itemView}
          onValueChange={(v) => isItemView(v) && onChange({ ...value, itemView: v })}
          disabled={disabled}
        >
          <SelectTrigger id={view.trigger} aria-labelledby={view.label}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ITEM_VIEWS.map((v) => (
              <SelectItem key={v} value={v}>
                {t(ITEM_VIEW_LABELS[v])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label id={sort.label} htmlFor={sort.trigger}>
          {t('settings.preferencesFields.sort')}
        </Label>
        <Select
          value={sortValue}
          onValueChange={(v) => onChange({ ...value, sortPreference: v })}
          disabled={disabled}
        >
          <SelectTrigger id={sort.trigger} aria-labelledby={sort.label}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sortingOptions.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {sortingOptions.length <= 1 && (
          <p className="text-[13px] text-muted-foreground">{t('settings.preferencesFields.sortHint')}</p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label id={date.label} htmlFor={date.trigger}>
          {t('settings.preferencesFields.dateFormat')}
        </Label>
        <Select
          value={value.dateFormat}
          onValueChange={(v) => isDateFormat(v) && onChange({ ...value, dateFormat: v as DateFormat })}
          disabled={disabled}
        >
          <SelectTrigger id={date.trigger} aria-labelledby={date.label}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DATE_FORMATS.map((f) => (
              <SelectItem key={f} value={f}>
                {f} <span className="text-muted-foreground">· {dateFormatExample(f)}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
};
