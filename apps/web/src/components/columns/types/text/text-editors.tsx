import { useState } from 'react';
import { MAX_NUMBER_DIGITS, countDigits } from '@portico/contract';
import { AutoTextarea } from '@/components/ui/auto-textarea';
import { Input } from '@/components/ui/input';
import { t } from '@/lib/i18n';
import type { EditorProps } from '../../model';

type Props = EditorProps;

const common = ({ id, invalid, describedBy, disabled }: Props) => ({
  id,
  disabled,
  'aria-invalid': invalid || undefined,
  'aria-describedby': describedBy,
});

export const TextEditor = (props: Props) => (
  <Input
    {...common(props)}
    value={props.draft.text}
    onChange={(e) => props.onChange({ text: e.target.value })}
    maxLength={2000}
    autoComplete="off"
  />
);

/** The name column renames the item; an item cannot be without a name (the browser says so on save). */
export const NameEditor = (props: Props) => (
  <Input
    {...common(props)}
    value={props.draft.text}
    onChange={(e) => props.onChange({ text: e.target.value })}
    required
    maxLength={255}
    autoComplete="off"
  />
);

export const LongTextEditor = (props: Props) => (
  <AutoTextarea
    {...common(props)}
    minRows={3}
    maxRows={10}
    value={props.draft.text}
    onChange={(e) => props.onChange({ text: e.target.value })}
  />
);

/** §5: the email input uses the email type, so the browser checks the address before saving. */
export const EmailEditor = (props: Props) => (
  <Input
    {...common(props)}
    type="email"
    autoComplete="off"
    value={props.draft.text}
    onChange={(e) => props.onChange({ text: e.target.value })}
  />
);

const NUMBER_PATTERN = String.raw`-?\d+(\.\d+)?`;

/**
 * §5: the number input rejects values of 14 or more digits: such an input is not taken (the value stays as
 * it was) and a note says why.
 */
export const NumbersEditor = (props: Props) => {
  const [refused, setRefused] = useState(false);
  return (
    <span className="flex flex-col gap-1">
      <Input
        {...common(props)}
        inputMode="decimal"
        autoComplete="off"
        pattern={NUMBER_PATTERN}
        title={t('boards.columns.numbers.format')}
        value={props.draft.text}
        onChange={(e) => {
          const next = e.target.value;
          if (countDigits(next) > MAX_NUMBER_DIGITS) {
            setRefused(true);
            return;
          }
          setRefused(false);
          props.onChange({ text: next });
        }}
        className="tabular"
      />
      {refused && (
        <span className="text-[13px] text-muted-foreground" role="status">
          {t('boards.columns.numbers.tooLong', { max: MAX_NUMBER_DIGITS })}
        </span>
      )}
    </span>
  );
};
