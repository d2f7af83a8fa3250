import { screenTexts } from '@portico/contract';
import { Input } from '@/components/ui/input';
import { localize, t } from '@/lib/i18n';
import type { EditorProps } from '../../model';

/**
 * The server takes 10 to 15 digits, with spaces, dots, dashes, brackets and a leading +. Browsers compile
 * `pattern` with the v flag, where brackets inside a class must be escaped (else the pattern is ignored).
 */
export const PHONE_PATTERN = String.raw`\+?[\d\s\(\)\.\-]+`;
const digitsIn = (text: string) => text.replace(/\D/g, '').length;

export const phoneValidity = (text: string): string => {
  if (text.trim() === '') return '';
  const digits = digitsIn(text);
  return digits < 10 || digits > 15 ? t('boards.columns.phone.digits') : '';
};

/** Phone: a telephone input (§5 placeholder '+1 (123) 456 7890'), checked by the browser before saving. */
export const PhoneEditor = ({ draft, onChange, id, invalid, describedBy, disabled }: EditorProps) => (
  <Input
    id={id}
    type="tel"
    inputMode="tel"
    autoComplete="off"
    placeholder={localize(screenTexts.phonePlaceholder)}
    pattern={PHONE_PATTERN}
    title={t('boards.columns.phone.format')}
    value={draft.text}
    onChange={(e) => {
      e.target.setCustomValidity(phoneValidity(e.target.value));
      onChange({ text: e.target.value });
    }}
    ref={(el) => el?.setCustomValidity(phoneValidity(draft.text))}
    disabled={disabled}
    aria-invalid={invalid || undefined}
    aria-describedby={describedBy}
    className="tabular"
  />
);
